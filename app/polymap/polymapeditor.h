#pragma once
// The editor of polygon island maps: the map in the centre, coloured by
// biome, elevation, moisture, the polygon graph, watersheds or slopes, with
// rivers, roads and lava as lines; a brush paints land and water on it. The
// parameters and an inspector of the polygon under the cursor sit in docks;
// an Island menu holds presets and the brush; File ▸ Export writes map
// pictures, SVG, heightmaps, biome and moisture maps, GeoJSON and JSON.

#include "editor/mapeditor.h"
#include "polymap/polymapparameters.h"
#include "polymap/render/polymaprenderer.h"
#include "polymapdocument.h"

#include <QHash>
#include <QPointF>

#include <functional>
#include <optional>

class QActionGroup;
class QComboBox;
class QDoubleSpinBox;
class QProgressBar;

namespace terrain::widgets {
class PaintBrush;
class PolymapPanel;
} // namespace terrain::widgets

namespace terrain::app {

class PolymapEditor : public MapEditorOf<PolymapDocument>
{
    Q_OBJECT
public:
    explicit PolymapEditor(QMainWindow *window);

    void exportCurrent() override;
    void readSettings() override;
    void writeSettings() const override;

    widgets::PolymapPanel *panel() const { return m_panel; }
    widgets::PaintBrush *brush() const { return m_brush; }
    QComboBox *viewBox() const { return m_viewBox; }
    QLabel *inspector() const { return m_inspector; }
    polymap::View view() const;
    void setView(polymap::View view);
    void applyPreset(const QString &name);
    // The brush: nullopt pans; otherwise the left button paints this.
    void setTool(std::optional<polymap::Paint> paint);

private:
    QRectF wholeMap() const override;
    void showMap() override;

    void createDocks(QMainWindow *window);
    void createActions(QMainWindow *window);
    void paintDisc(QPointF centre, double radius, polymap::Paint paint);
    void updateEditors() override;
    void inspectAt(QPointF ground) override;

    widgets::PaintBrush *m_brush = nullptr;
    QComboBox *m_viewBox = nullptr;
    QDoubleSpinBox *m_radius = nullptr;
    widgets::PolymapPanel *m_panel = nullptr;
    QLabel *m_inspector = nullptr;
    QActionGroup *m_tools = nullptr;
    QWidget *m_busyHolder = nullptr;
    QProgressBar *m_busy = nullptr;
    bool m_strokeReachedMap = false; // a dab of the stroke reached the map
};

} // namespace terrain::app
