// The main window's docks: the editors, the inspector, legend, statistics
// and history, and how their edits reach the document.
#include "mainwindow.h"

#include "document.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "cavernpanel.h"
#include "minepanel.h"
#include "mineview.h"
#include "parameterspanel.h"
#include "profilechart.h"
#include "statisticswidget.h"
#include "timeeditor.h"
#include "vectorseteditor.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoView>

namespace terrain::app {

QDockWidget *MainWindow::addDock(const QString &title, const QString &name, QWidget *content,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(name);
    dock->setWidget(content);
    addDockWidget(area, dock);
    return dock;
}

void MainWindow::createDocks()
{
    // The side docks run the full height; the editors below share the
    // map's width, so the window fits a small screen.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_inspector = new widgets::InspectorWidget(this);
    addDock(tr("Inspector"), QStringLiteral("inspectorDock"), m_inspector, Qt::RightDockWidgetArea);

    m_parametersPanel = new widgets::ParametersPanel(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_parametersPanel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_parametersPanel->sizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width() + 4);
    addDock(tr("Parameters"), QStringLiteral("parametersDock"), scroll, Qt::LeftDockWidgetArea);

    // The direction-vector sets, one editor each, in one tabbed dock.
    auto *vectorTabs = new QTabWidget(this);
    const QString titles[4] = {tr("Height"), tr("Vegetation 1"), tr("Vegetation 2"),
                               tr("Vegetation 3")};
    using Set = relf::VectorSet relf::RelfParameters::*;
    const Set members[4] = {&relf::RelfParameters::height, &relf::RelfParameters::vegetation1,
                            &relf::RelfParameters::vegetation2, &relf::RelfParameters::vegetation3};
    for (int k = 0; k < 4; ++k) {
        m_vectorEditors[k] = new widgets::VectorSetEditor(vectorTabs);
        vectorTabs->addTab(m_vectorEditors[k], titles[k]);
        connect(m_vectorEditors[k], &widgets::VectorSetEditor::vectorsEdited, this,
                [this, k, member = members[k]](const relf::VectorSet &set, const QString &text) {
                    QStringList problems;
                    if (!m_document->edit(
                            text, u"vectors:"_qs + QString::number(k),
                            [&](relf::RelfParameters &p) {
                                p.*member = set;
                                // One time coefficient per height vector: new ones start still.
                                if (!p.timeCoefficients.empty())
                                    p.timeCoefficients.resize(p.height.size(), 0);
                            },
                            true, &problems)) {
                        statusBar()->showMessage(problems.join(QStringLiteral("; ")), 6000);
                        updateEditors();
                    }
                });
        connect(m_vectorEditors[k], &widgets::VectorSetEditor::editingFinished, m_document,
                &Document::endGesture);
    }
    m_timeEditor = new widgets::TimeEditor(vectorTabs);
    vectorTabs->addTab(m_timeEditor, tr("Time"));
    connect(m_timeEditor, &widgets::TimeEditor::coefficientsEdited, this,
            [this](const std::vector<std::int32_t> &c) {
                m_document->edit(
                    QCoreApplication::translate("Undo Commands", "Change time coefficients"),
                    u"timeCoefficients"_qs,
                    [&](relf::RelfParameters &p) { p.timeCoefficients = c; });
                m_document->endGesture();
            });
    // The mines under the map, following its centre.
    m_minePanel = new widgets::MinePanel(vectorTabs);
    vectorTabs->addTab(m_minePanel, tr("Mines"));
    connect(m_minePanel, &widgets::MinePanel::minesEdited, this,
            [this](const relf::MineRules &rules, const QString &text) {
                m_document->edit(text, u"mines"_qs, [&](relf::RelfParameters &p) { p.mines = rules; }, true);
            });
    connect(m_minePanel, &widgets::MinePanel::editingFinished, m_document, &Document::endGesture);
    connect(m_map, &widgets::MapView::viewChanged, m_minePanel->view(),
            [this] { m_minePanel->view()->setCentre(m_map->centre()); });
    m_cavernPanel = new widgets::CavernPanel(vectorTabs);
    vectorTabs->addTab(m_cavernPanel, tr("Caverns"));
    connect(m_cavernPanel, &widgets::CavernPanel::cavernsEdited, this,
            [this](const relf::CavernRules &rules, const QString &text) {
                m_document->edit(text, u"caverns"_qs, [&](relf::RelfParameters &p) { p.caverns = rules; }, true);
            });
    connect(m_cavernPanel, &widgets::CavernPanel::editingFinished, m_document, &Document::endGesture);
    connect(m_map, &widgets::MapView::viewChanged, m_cavernPanel,
            [this] { m_cavernPanel->setCentre(m_map->centre()); });
    connect(m_map, &widgets::MapView::sectionDrawn, m_cavernPanel, [this, vectorTabs](QPointF a, QPointF b) {
        m_cavernPanel->setSection(a, b);
        vectorTabs->setCurrentWidget(m_cavernPanel);
    });
    m_profileChart = new widgets::ProfileChart(vectorTabs);
    vectorTabs->addTab(m_profileChart, tr("Profile"));
    connect(m_profileChart, &widgets::ProfileChart::profileEdited, this,
            [this](const std::vector<std::int32_t> &profile, const QString &text) {
                m_document->edit(
                    text, u"profile"_qs,
                    [&](relf::RelfParameters &p) {
                        p.profile = profile;
                        p.sineProfile.reset(); // no longer the randomiser's own
                    },
                    true);
            });
    connect(m_profileChart, &widgets::ProfileChart::editingFinished, m_document,
            &Document::endGesture);
    addDock(tr("Vectors and Profile"), QStringLiteral("vectorDock"), vectorTabs,
            Qt::BottomDockWidgetArea);

    m_legend = new widgets::LegendWidget(this);
    QDockWidget *legendDock =
        addDock(tr("Legend"), QStringLiteral("legendDock"), m_legend, Qt::RightDockWidgetArea);

    m_statistics = new widgets::StatisticsWidget(this);
    QDockWidget *statisticsDock = addDock(tr("Statistics"), QStringLiteral("statisticsDock"),
                                          m_statistics, Qt::RightDockWidgetArea);

    auto *history = new QUndoView(m_document->undoStack(), this);
    history->setEmptyLabel(tr("<opened>"));
    QDockWidget *historyDock =
        addDock(tr("History"), QStringLiteral("historyDock"), history, Qt::RightDockWidgetArea);
    tabifyDockWidget(legendDock, historyDock);
    tabifyDockWidget(legendDock, statisticsDock);
    legendDock->raise();
}

void MainWindow::updateEditors()
{
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
}

} // namespace terrain::app
