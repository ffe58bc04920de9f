#pragma once
// File ▸ Export: the map (PNG, SVG, PDF), a heightmap (16-bit PNG or RAW,
// 32-bit EXR, at 2^n+1 samples or an engine's sizes, with a JSON sidecar),
// splat maps, an object list (CSV, JSON) or a mesh (OBJ, glTF), of a region
// (the view by default), on the frame every generator's export dialog has
// (ExportDialogFrame): the file takes the suffix of the format chosen, the
// choices are remembered, and the export runs on a worker thread behind a
// progress dialog that can cancel it; a cancelled or failed export leaves
// the file as it was.

#include "document/backgroundtask.h"
#include "editor/exportdialogframe.h"
#include "relf/exports/heightexport.h"

#include <utility>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QStackedWidget;

namespace terrain::app {

struct ExportRequest
{
    enum Kind
    {
        Map,
        Heightmap,
        Mesh,    // Wavefront OBJ
        MeshGlb, // binary glTF 2.0 with the map's colours
        Splat,   // the terrain kinds as RGBA weight maps
        Objects  // buildings, features, stream points, road vertices
    } kind = Map;
    exporting::Region region;
    double metresPerPixel = 1;                 // maps
    QString mapFormat = QStringLiteral("png"); // png, svg, pdf
    int size = 513; // meshes: samples a side; heightmaps: along the longer side
    QString heightFormat = QStringLiteral("png16"); // heightmaps: png16, raw, exr
    QString engine;                                 // heightmaps: "", unity, unreal, godot
    QString objectFormat = QStringLiteral("csv");   // object lists: csv, json, geojson
    QString path;

    // A heightmap's samples: `size` along the region's longer side, the
    // shorter side as relf::heightmapGrid or the engine's relf::engineGrid.
    relf::GridSize heightmapGrid() const;
};

class ExportDialog : public ExportDialogFrame
{
    Q_OBJECT
public:
    ExportDialog(const exporting::Region &view, double metresPerPixel, QWidget *parent = nullptr);
    ExportRequest request() const;

    // What writes the request, on a worker thread.
    static BackgroundJob job(const relf::EvaluatorPtr &terrain, const ExportRequest &request);
    // Runs the request on a worker thread with a progress dialog; returns
    // false with the reason when it failed or was cancelled.
    static JobOutcome run(const relf::EvaluatorPtr &terrain, const ExportRequest &request,
                          QWidget *parent, QString *error);

protected:
    QString summary(int kind) const override;
    bool canExport(int kind) const override;
    QString kindSuffix(int kind) const override;
    void kindChanged(int kind) override;

private:
    // The summary of what the request will write, and whether it may.
    std::pair<QString, bool> assess() const;
    void updateChoices(); // the sizes and formats the engine allows
    QDoubleSpinBox *m_region[4] = {};
    QDoubleSpinBox *m_scale = nullptr;
    QComboBox *m_mapFormat = nullptr;
    QComboBox *m_size = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QComboBox *m_heightFormat = nullptr;
    QComboBox *m_engine = nullptr;
    QComboBox *m_objectFormat = nullptr;
    QStackedWidget *m_options = nullptr;
};

} // namespace terrain::app
