#pragma once
// The editor of fractal coastlines: the toroidal map in the centre (pan
// forever, the tile repeats with no seam) with a step slider that shows the
// map after each step as the article's figures do; the settings, the start
// pattern with its land types and an inspector in docks; a Coastline menu
// with presets and steps; File ▸ Export for maps, type maps, heightmaps and
// Tiled maps.

#include "coastline/coastlineparameters.h"
#include "coastlinedocument.h"
#include "editor/mapeditor.h"

#include <functional>

#include <QHash>
#include <QPointF>

class QSlider;

namespace terrain::widgets {
class CoastlinePanel;
class LandTypePalette;
class StartPatternEditor;
} // namespace terrain::widgets

namespace terrain::app {

class CoastlineEditor : public MapEditorOf<CoastlineDocument>
{
    Q_OBJECT
public:
    explicit CoastlineEditor(QMainWindow *window);

    void exportCurrent() override;

    widgets::CoastlinePanel *panel() const { return m_panel; }
    widgets::StartPatternEditor *patternEditor() const { return m_pattern; }
    widgets::LandTypePalette *palette() const { return m_palette; }
    QSlider *stepSlider() const { return m_step; }
    QLabel *inspector() const { return m_inspector; }
    // The step shown (1: the start pattern, steps(): the finished map).
    int step() const;
    void setStep(int step);
    void applyPreset(const QString &name);

private:
    QRectF wholeMap() const override;
    void showMap() override;

    void createDocks(QMainWindow *window);
    void createActions(QMainWindow *window);
    void updateEditors() override;
    void inspectAt(QPointF ground) override;

    QSlider *m_step = nullptr;
    QLabel *m_stepLabel = nullptr;
    widgets::CoastlinePanel *m_panel = nullptr;
    widgets::StartPatternEditor *m_pattern = nullptr;
    widgets::LandTypePalette *m_palette = nullptr;
    QLabel *m_inspector = nullptr;
};

} // namespace terrain::app
