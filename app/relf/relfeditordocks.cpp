// The Relf editor's docks: the editors, the inspector, legend and
// statistics, and how their edits reach the document. They sit in two
// tabbed groups on the right, so that the map keeps most of the window.
#include "relfeditor.h"

#include "continent/continentpanel.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "profilechart.h"
#include "relfdocument.h"
#include "statisticswidget.h"
#include "timeeditor.h"
#include "underground/cavernpanel.h"
#include "underground/cavernplan.h"
#include "underground/groundplan.h"
#include "underground/minepanel.h"
#include "underground/mineview.h"
#include "vectorseteditor.h"
#include "view3d/terrainview3d.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>

namespace terrain::app {

void RelfEditor::createDocks(QMainWindow *window)
{
    m_parametersPanel = new widgets::ParametersPanel(window);
    QScrollArea *scroll = scrolling(m_parametersPanel);
    scroll->setMinimumWidth(m_parametersPanel->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width() + 4);
    addDock(tr("Parameters"), QStringLiteral("relfParametersDock"), scroll);
    connect(m_parametersPanel, &widgets::ParametersPanel::edited, this,
            [this](const QString &key, const QString &text, const relf::RelfParameters &p) {
                edit(text, key, [&p](relf::RelfParameters &q) { q = p; });
            });
    connect(m_parametersPanel, &widgets::ParametersPanel::gestureFinished, this,
            &RelfEditor::endGesture);
    connect(m_parametersPanel, &widgets::ParametersPanel::inputRefused, this,
            [this](const QString &message) { Q_EMIT statusMessage(message, 8000); });
    connect(m_parametersPanel, &widgets::ParametersPanel::runningChanged, this,
            [this](const QString &running) {
                m_runningLabel->setText(running);
                m_runningLabel->setVisible(!running.isEmpty());
            });

    // The direction-vector sets, one editor each, and time, in one tabbed dock.
    auto *vectorTabs = new QTabWidget(window);
    vectorTabs->setDocumentMode(true);
    const QString titles[4] = {tr("Height"), tr("Veg. 1"), tr("Veg. 2"), tr("Veg. 3")};
    const QString tips[4] = {tr("Height"), tr("Vegetation 1"), tr("Vegetation 2"),
                             tr("Vegetation 3")};
    using Set = relf::VectorSet relf::RelfParameters::*;
    const Set members[4] = {&relf::RelfParameters::height, &relf::RelfParameters::vegetation1,
                            &relf::RelfParameters::vegetation2, &relf::RelfParameters::vegetation3};
    for (int k = 0; k < 4; ++k) {
        m_vectorEditors[k] = new widgets::VectorSetEditor(vectorTabs);
        vectorTabs->addTab(m_vectorEditors[k], titles[k]);
        vectorTabs->setTabToolTip(k, tips[k]);
        connect(m_vectorEditors[k], &widgets::VectorSetEditor::inputRefused, this,
                [this](const QString &message) { Q_EMIT statusMessage(message, 8000); });
        connect(m_vectorEditors[k], &widgets::VectorSetEditor::vectorsEdited, this,
                [this, k, member = members[k]](const relf::VectorSet &set, const QString &text) {
                    edit(text, u"vectors:"_qs + QString::number(k), [&](relf::RelfParameters &p) {
                        p.*member = set;
                        // One time coefficient per height vector: new ones start still.
                        if (!p.timeCoefficients.empty())
                            p.timeCoefficients.resize(p.height.size(), 0);
                    });
                });
        connect(m_vectorEditors[k], &widgets::VectorSetEditor::editingFinished, this,
                &RelfEditor::endGesture);
    }
    m_timeEditor = new widgets::TimeEditor(vectorTabs);
    vectorTabs->addTab(m_timeEditor, tr("Time"));
    connect(m_timeEditor, &widgets::TimeEditor::coefficientsEdited, this,
            [this](const std::vector<std::int32_t> &c) {
                edit(
                    QCoreApplication::translate("Undo Commands", "Change time coefficients"),
                    u"timeCoefficients"_qs,
                    [&](relf::RelfParameters &p) { p.timeCoefficients = c; }, false);
                endGesture();
            });
    // Every set's tab whole, however narrow the editors inside could be.
    vectorTabs->setMinimumWidth(vectorTabs->tabBar()->sizeHint().width() + 4);
    addDock(tr("Vectors"), QStringLiteral("relfVectorsDock"), vectorTabs);

    m_profileChart = new widgets::ProfileChart(window);
    connect(m_profileChart, &widgets::ProfileChart::profileEdited, this,
            [this](const std::vector<std::int32_t> &profile, const QString &text) {
                edit(text, u"profile"_qs, [&](relf::RelfParameters &p) {
                    p.profile = profile;
                    p.sineProfile.reset(); // no longer the randomiser's own
                });
            });
    connect(m_profileChart, &widgets::ProfileChart::editingFinished, this, &RelfEditor::endGesture);
    addDock(tr("Profile"), QStringLiteral("relfProfileDock"), m_profileChart);

    // Under the map: mines and caverns, following its centre.
    m_underground = new QTabWidget(window);
    m_underground->setDocumentMode(true);
    // Each panel's rules are one field: an edit of them is an undo step
    // under its key, and the end of the panel's gesture ends the step.
    const auto editsOf = [this](auto field, const QString &key) {
        return [this, field, key](const auto &rules, const QString &text) {
            edit(text, key, [&](relf::RelfParameters &p) { p.*field = rules; });
        };
    };
    m_minePanel = new widgets::MinePanel(m_underground);
    m_underground->addTab(m_minePanel, tr("Mines"));
    connect(m_minePanel, &widgets::MinePanel::minesEdited, this,
            editsOf(&relf::RelfParameters::mines, u"mines"_qs));
    connect(m_minePanel, &widgets::MinePanel::editingFinished, this, &RelfEditor::endGesture);
    // The map's rectangle, for the views under it to draw.
    const auto mapRect = [this] {
        return QRectF(m_map->groundAt(QPointF(0, 0)),
                      m_map->groundAt(QPointF(m_map->width(), m_map->height())))
            .normalized();
    };
    connect(m_map, &widgets::MapView::viewChanged, m_minePanel->view(), [this, mapRect] {
        m_minePanel->view()->setCentre(m_map->centre());
        m_minePanel->view()->setMapRect(mapRect());
    });
    // A double click on a mine shows its place on the map.
    connect(
        m_minePanel->view(), &widgets::MineView::showOnMapRequested, this, [this](QPointF ground) {
            m_map->centreOn(ground.x(), ground.y());
            Q_EMIT statusMessage(
                tr("The map shows the mine's place: x %L1, y %L2").arg(ground.x()).arg(ground.y()),
                5000);
        });
    m_cavernPanel = new widgets::CavernPanel(m_underground);
    m_underground->addTab(m_cavernPanel, tr("Caverns"));
    connect(m_cavernPanel, &widgets::CavernPanel::cavernsEdited, this,
            editsOf(&relf::RelfParameters::caverns, u"caverns"_qs));
    connect(m_cavernPanel, &widgets::CavernPanel::editingFinished, this, &RelfEditor::endGesture);
    connect(m_map, &widgets::MapView::viewChanged, m_cavernPanel, [this, mapRect] {
        m_cavernPanel->setCentre(m_map->centre());
        m_cavernPanel->planView()->setMapRect(mapRect());
    });
    // A double click on the plan shows that place on the map.
    connect(m_cavernPanel->planView(), &widgets::GroundPlan::showOnMapRequested, this,
            [this](QPointF ground) {
                m_map->centreOn(ground.x(), ground.y());
                Q_EMIT statusMessage(tr("The map shows the place picked on the caverns' plan: "
                                        "x %1, y %2")
                                         .arg(ground.x())
                                         .arg(ground.y()),
                                     5000);
            });
    QDockWidget *underground =
        addDock(tr("Underground"), QStringLiteral("relfUndergroundDock"), m_underground);
    // Where the plan shown lies on the map, at every scale: the plan draws
    // the map's rectangle once it is the smaller, the map the plan's. Shown
    // means in sight: a dock whose tab is not raised stays "visible".
    const std::pair<QPointer<widgets::GroundPlan>, QString> plans[] = {
        {m_minePanel->view(), tr("Mine plan")}, {m_cavernPanel->planView(), tr("Cavern plan")}};
    const auto markPlan = [map = m_map, plans] {
        for (const auto &[plan, label] : plans)
            if (plan && plan->isVisible() && !plan->visibleRegion().isEmpty()) {
                map->setMarkedGround(plan->shownGround(), label);
                return;
            }
        map->setMarkedGround(QRectF(), QString());
    };
    const auto markSoon = [this, markPlan] { QTimer::singleShot(0, m_map, markPlan); };
    for (const auto &[plan, label] : plans)
        connect(plan, &widgets::GroundPlan::shownGroundChanged, m_map, markSoon);
    connect(underground, &QDockWidget::visibilityChanged, m_map, markSoon);
    connect(m_underground, &QTabWidget::currentChanged, m_map, markSoon);

    connect(m_map, &widgets::MapView::sectionDrawn, m_cavernPanel,
            [this, underground](QPointF a, QPointF b) {
                m_cavernPanel->setSection(a, b);
                m_underground->setCurrentWidget(m_cavernPanel);
                underground->show();
                underground->raise();
            });

    m_inspector = new widgets::InspectorWidget(window);
    m_historyNeighbour = addDock(tr("Inspector"), QStringLiteral("relfInspectorDock"), m_inspector);
    m_legend = new widgets::LegendWidget(window);
    addDock(tr("Legend"), QStringLiteral("relfLegendDock"), m_legend);
    m_statistics = new widgets::StatisticsWidget(window);
    addDock(tr("Statistics"), QStringLiteral("relfStatisticsDock"), m_statistics);

    // The 3-D view of the ground around the map's centre, under the map;
    // hidden until asked for (View ▸ 3-D View, F3).
    m_view3d = new widgets::TerrainView3D(window);
    m_view3dDock = addDock(tr("3-D View"), QStringLiteral("relfView3dDock"), m_view3d, false);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_view3dDock);
    m_view3dDock->hide();
    const auto follow = [this] {
        m_view3d->setCentre(m_map->centre());
        m_view3d->setMapStyle(m_map->layers(), m_map->contourInterval());
    };
    connect(m_map, &widgets::MapView::viewChanged, m_view3d, follow);
    follow();
}

void RelfEditor::resetLayout(QDockWidget *history)
{
    // Two tabbed groups on the right: the editors above, what the map shows
    // below; the 3-D view under the map.
    QDockWidget *parameters = m_docks[0], *inspector = m_docks[4];
    for (QDockWidget *dock : std::as_const(m_docks)) {
        dock->setFloating(false);
        m_window->addDockWidget(
            dock == m_view3dDock ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea, dock);
    }
    m_window->splitDockWidget(parameters, inspector, Qt::Vertical);
    for (int k : {1, 2, 3})
        m_window->tabifyDockWidget(parameters, m_docks[k]);
    for (qsizetype k = 5; k < m_docks.size(); ++k)
        if (m_docks[k] != m_view3dDock)
            m_window->tabifyDockWidget(inspector, m_docks[k]);
    if (history)
        m_window->tabifyDockWidget(inspector, history);
    parameters->raise();
    inspector->raise();
    // Two thirds of the height for the editors: their panels scroll when
    // the screen gives less than they would take.
    m_window->resizeDocks({parameters, inspector}, {2000, 1000}, Qt::Vertical);
}

void RelfEditor::updateEditors()
{
    if (!m_document)
        return;
    const relf::RelfParameters &p = m_document->parameters();
    m_parametersPanel->setParameters(p);
    const relf::VectorSet *sets[4] = {&p.height, &p.vegetation1, &p.vegetation2, &p.vegetation3};
    for (int k = 0; k < 4; ++k)
        m_vectorEditors[k]->setVectors(*sets[k], p.profile.size());
    m_profileChart->setParameters(p);
    m_timeEditor->setParameters(p);
    m_minePanel->setParameters(p);
    m_minePanel->view()->setTerrain(m_document->evaluator());
    m_cavernPanel->setTerrain(m_document->evaluator());
    m_continentPanel->setParameters(p);
    // Enabled with the continent, not only when the menu opens: their keys
    // (Ctrl+Alt+E) work without it.
    updateContinentActions();
}

} // namespace terrain::app
