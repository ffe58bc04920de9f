#pragma once
// The studio's window with one Relf terrain open, and its editor's pieces at
// hand: what the window and Relf editor tests drive.

#include "inspectorwidget.h"
#include "legendwidget.h"
#include "maptools.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "profilechart.h"
#include "relf/map/maprenderer.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "relf/relfengineer.h"
#include "statisticswidget.h"
#include "timeeditor.h"
#include "underground/cavernpanel.h"
#include "underground/minepanel.h"
#include "vectorseteditor.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QTest>

namespace terrain::testing {

// The window with one Relf terrain open, and its editor's pieces at hand.
class RelfStudio : public app::MainWindow
{
public:
    explicit RelfStudio(relf::RelfParameters parameters = relf::RelfParameters::reference1983())
    {
        addDocument(new app::RelfDocument(std::move(parameters)));
    }
    // Shows the window (at this size, if one is given); false when it was
    // not exposed.
    [[nodiscard]] bool shown(QSize size = {})
    {
        if (size.isValid())
            resize(size);
        show();
        return QTest::qWaitForWindowExposed(this);
    }
    app::RelfEditor *relfEditor() const
    {
        return static_cast<app::RelfEditor *>(editor(QString::fromLatin1(relf::kParameterFormat)));
    }
    app::RelfDocument *document() const { return relfEditor()->document(); }
    const relf::RelfParameters &parameters() const { return document()->parameters(); }
    widgets::MapView *mapView() const { return relfEditor()->mapView(); }
    app::RelfEngineer *engineer() const { return relfEditor()->engineer(); }
    widgets::RelfMapTools *tools() const { return engineer()->tools(); }
    // Where the ground point (x, y) is in the map's widget.
    QPoint at(double x, double y) const { return mapView()->widgetPosOf(x, y).toPoint(); }
    widgets::InspectorWidget *inspector() const { return relfEditor()->inspector(); }
    widgets::LegendWidget *legend() const { return relfEditor()->legend(); }
    widgets::ParametersPanel *parametersPanel() const { return relfEditor()->parametersPanel(); }
    widgets::VectorSetEditor *vectorEditor(int set) const
    {
        return relfEditor()->vectorEditor(set);
    }
    widgets::ProfileChart *profileChart() const { return relfEditor()->profileChart(); }
    widgets::StatisticsWidget *statistics() const { return relfEditor()->statistics(); }
    widgets::TimeEditor *timeEditor() const { return relfEditor()->timeEditor(); }
    widgets::MinePanel *minePanel() const { return relfEditor()->minePanel(); }
    widgets::CavernPanel *cavernPanel() const { return relfEditor()->cavernPanel(); }
    QAction *layerAction(unsigned layer) const { return relfEditor()->layerAction(layer); }
    bool applyPreset(const QString &name) { return relfEditor()->applyPreset(name); }
    void preview(const relf::RelfParameters &p) { relfEditor()->preview(p); }
    static QStringList presetNames() { return app::RelfEditor::presetNames(); }
    // The terrain the map shows (a preview or the document's).
    relf::EvaluatorPtr shownTerrain() const
    {
        return static_cast<const relf::MapSource &>(*mapView()->source()).terrain();
    }
};

} // namespace terrain::testing
