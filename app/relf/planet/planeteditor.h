#pragma once
// The editor of planets: the globe and a flat map of the ground around the
// same latitude and longitude side by side (drag either to turn the planet;
// the wheel scales the map) with the legend of their colours under them,
// the planet's numbers and its vectors in a dock, the Planet menu (the
// poles, Go To), File ▸ Export: an equirectangular heightmap, a cube map,
// the globe or the map as a picture.

#include "editor/documenteditor.h"
#include "planetdocument.h"
#include "planetexportdialog.h"
#include "relf/planet/planetfile.h"

#include <functional>

class QDoubleSpinBox;
class QTableWidget;

namespace terrain::widgets {
class VectorTable;
class PlanetLegend;
class PlanetView;
} // namespace terrain::widgets

namespace terrain::app {

class PlanetEditor : public EditorOf<PlanetDocument>
{
    Q_OBJECT
public:
    explicit PlanetEditor(QMainWindow *window);

    void exportCurrent() override;

    widgets::PlanetView *globe() const { return m_globe; }
    widgets::PlanetView *map() const { return m_map; }
    widgets::PlanetLegend *legend() const { return m_legend; }
    QTableWidget *vectors() const;
    // Centres the globe and the map, as one undo step.
    bool centreOn(double latitude, double longitude);
    using ExportKind = PlanetExportDialog::Kind;
    // Writes an export with progress and Cancel; false with why.
    bool exportTo(ExportKind kind, int size, const QString &path, QString *why);

private:
    void currentChanged() override;

    void createDocks(QMainWindow *window);
    void updateEditors() override;
    void showPlanet();
    void goTo();

    widgets::PlanetView *m_globe = nullptr;
    widgets::PlanetView *m_map = nullptr;
    widgets::PlanetLegend *m_legend = nullptr;
    // radius, lake level, snow height, latitude, longitude, map scale
    QDoubleSpinBox *m_fields[6] = {};
    widgets::VectorTable *m_vectors = nullptr;
    bool m_filling = false;
};

} // namespace terrain::app
