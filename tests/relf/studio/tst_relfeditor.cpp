// The Relf editor in the window: presets, the parameters panel, vectors and
// the profile dragged as one undo step each, the randomiser, export off the
// GUI thread, time, the mine view and the section on the map.
#include "document/documentmanager.h"
#include "document/recovery.h"
#include "generator.h"
#include "inspectorwidget.h"
#include "legendwidget.h"
#include "mapview.h"
#include "parameterspanel.h"
#include "profilechart.h"
#include "qcustomplotinclude.h"
#include "relf/exportdialog.h"
#include "relf/map/maprenderer.h"
#include "relf/model/parameterfile.h"
#include "relf/randomiserdialog.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "relf/sineprofile.h"
#include "relf/worldshares.h"
#include "relfstudio.h"
#include "render/tiles.h"
#include "statisticswidget.h"
#include "studiotests.h"
#include "timeeditor.h"
#include "underground/cavernpanel.h"
#include "underground/cavernplan.h"
#include "underground/minepanel.h"
#include "underground/mineview.h"
#include "vectorplot.h"
#include "vectorseteditor.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoGroup>

using namespace terrain;
using namespace Qt::StringLiterals;

using terrain::testing::RelfStudio;

class TestRelfEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void presetsLoadAsOneUndoStep()
    {
        RelfStudio w;
        QCOMPARE(RelfStudio::presetNames().value(0), u"the-forest-1983.json"_s);
        QCOMPARE(RelfStudio::presetNames().size(), 4);
        QVERIFY(w.applyPreset(u"islands.json"_s));
        QCOMPARE(w.parameters().lakeLevel, 450.0);
        QVERIFY(w.applyPreset(u"mountains.json"_s));
        QVERIFY(w.parameters().mountains);
        QVERIFY(w.applyPreset(u"pieces-of-eight.json"_s));
        QCOMPARE(w.parameters().lakeLevel, 34.0);
        QVERIFY(w.parameters().sineProfile.has_value());
        QVERIFY(*std::min_element(w.parameters().profile.begin(), w.parameters().profile.end()) <
                0);
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
        QVERIFY(w.applyPreset(u"the-forest-1983.json"_s)); // the reference is a preset too
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
    }

    void parametersPanelEditsAreUndoable()
    {
        RelfStudio w;
        widgets::ParametersPanel *panel = w.parametersPanel();
        QSignalSpy edits(panel, &widgets::ParametersPanel::edited);
        panel->setParameters(w.parameters()); // no echo
        QCOMPARE(edits.count(), 0);
        panel->lakeLevelBox()->setValue(250);
        QCOMPARE(edits.count(), 1);
        QCOMPARE(w.parameters().lakeLevel, 250.0);
        panel->lakeLevelBox()->setValue(260); // the same control, the same gesture
        Q_EMIT panel->lakeLevelBox()->editingFinished();
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().lakeLevel, 204.0);
        QCOMPARE(panel->lakeLevelBox()->value(), 204.0); // the panel follows
    }

    void rainRaisesTheLakeInOneStep()
    {
        RelfStudio w;
        widgets::ParametersPanel *panel = w.parametersPanel();
        panel->setRaining(true);
        QTRY_VERIFY_WITH_TIMEOUT(w.parameters().lakeLevel >= 208.0, 5000);
        panel->setRaining(false);
        const double raised = w.parameters().lakeLevel;
        QTest::qWait(300);
        QCOMPARE(w.parameters().lakeLevel, raised); // it stopped
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().lakeLevel, 204.0);
    }

    void invalidPanelEditChangesNothing()
    {
        RelfStudio w;
        relf::RelfParameters bad = w.parameters();
        bad.timeCoefficients = {1, 2}; // five height vectors need five
        Q_EMIT w.parametersPanel()->edited(u"timeCoefficients"_s, u"Change time coefficients"_s,
                                           bad);
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
        QCOMPARE(w.document()->undoStack()->count(), 0);
    }

    void draggingAVectorIsOneStep()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::VectorSetEditor *editor = w.vectorEditor(0);
        widgets::VectorPlot *plot = editor->plot();
        const relf::DirectionVector start = w.parameters().height[1]; // (13, 26)
        const QPointF from = plot->endPosition(start);
        // The plot has a on the x axis, b upwards.
        QVERIFY(from.x() > plot->width() / 2.0 && from.y() < plot->height() / 2.0);
        const QPointF to = plot->endPosition({20, 30});
        QTest::mousePress(plot, Qt::LeftButton, {}, from.toPoint());
        QTest::mouseMove(plot, ((from + to) / 2).toPoint());
        QTest::mouseMove(plot, to.toPoint());
        QTest::mouseRelease(plot, Qt::LeftButton, {}, to.toPoint());
        QCOMPARE(w.parameters().height[1], (relf::DirectionVector{20, 30}));
        QCOMPARE(w.document()->undoStack()->count(), 1); // the whole drag
        QCOMPARE(editor->table()->item(1, 0)->text(), u"20"_s);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().height[1], start);
    }

    void escapeCancelsADrag()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::VectorPlot *plot = w.vectorEditor(2)->plot();
        const relf::DirectionVector start = w.parameters().vegetation2[0];
        const QPointF from = plot->endPosition(start);
        QTest::mousePress(plot, Qt::LeftButton, {}, from.toPoint());
        QTest::mouseMove(plot, (from + QPointF(30, 25)).toPoint());
        QVERIFY(!(w.parameters().vegetation2[0] == start)); // the map follows the drag
        QTest::keyClick(plot, Qt::Key_Escape);
        QCOMPARE(w.parameters().vegetation2[0], start);
        QCOMPARE(w.document()->undoStack()->count(), 0); // nothing to undo
    }

    void tableAndButtonsEditTheSet()
    {
        RelfStudio w;
        widgets::VectorSetEditor *editor = w.vectorEditor(1);
        editor->table()->item(0, 1)->setText(u"-7"_s);
        QCOMPARE(w.parameters().vegetation1[0].b, -7);
        editor->table()->item(0, 0)->setText(u"many"_s); // not a number: refused
        QCOMPARE(w.parameters().vegetation1[0].a, -43);
        QCOMPARE(editor->table()->item(0, 0)->text(), u"-43"_s);
        const auto buttons = editor->findChildren<QPushButton *>();
        QPushButton *add = *std::find_if(buttons.begin(), buttons.end(),
                                         [](auto *b) { return b->text() == u"Add"_s; });
        QPushButton *remove = *std::find_if(buttons.begin(), buttons.end(),
                                            [](auto *b) { return b->text() == u"Remove"_s; });
        add->click();
        QCOMPARE(w.parameters().vegetation1.size(), std::size_t(6));
        remove->click();
        remove->click();
        QCOMPARE(w.parameters().vegetation1.size(), std::size_t(4));
        QCOMPARE(w.document()->undoStack()->count(), 4); // -7, add, remove, remove
        // The period on the ground for AH/BH[0] = (0, 27): the profile's 256
        // entries of 128 units, 32768 units, repeat every 32768 / 27 metres.
        QVERIFY(std::abs(widgets::VectorSetEditor::periodMetres({0, 27}, 256) - 1213.6296296296) <
                1e-9);
    }

    void draggingTheProfileIsOneStep()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::ProfileChart *chart = w.profileChart();
        QCustomPlot *plot = chart->plot();
        // Show the Profile dock, as a user would, and let it lay out.
        for (QWidget *p = chart->parentWidget(); p; p = p->parentWidget())
            if (auto *dock = qobject_cast<QDockWidget *>(p)) {
                dock->raise();
                break;
            }
        QTRY_VERIFY(plot->isVisible() && plot->height() > 100);
        plot->replot();
        chart->brushWidth()->setValue(4);
        const auto at = [&](double index, double value) {
            return QPoint(int(plot->xAxis->coordToPixel(index)),
                          int(plot->yAxis->coordToPixel(value)));
        };
        QTest::mousePress(plot, Qt::LeftButton, {}, at(100, 120));
        QTest::mouseMove(plot, at(100, 130));
        QTest::mouseRelease(plot, Qt::LeftButton, {}, at(100, 130));
        const double pixel =
            1.0 / std::abs(plot->yAxis->coordToPixel(1) - plot->yAxis->coordToPixel(0));
        QVERIFY2(std::abs(w.parameters().profile[100] - 130) <= 1 + pixel,
                 qPrintable(u"profile[100] = %1, a pixel is %2 units, plot %3 x %4"_s
                                .arg(w.parameters().profile[100])
                                .arg(pixel)
                                .arg(plot->width())
                                .arg(plot->height())));
        QCOMPARE(w.parameters().profile[90], relf::profile1983()[90]); // beyond the brush
        QCOMPARE(w.document()->undoStack()->count(), 1);
        w.document()->undoStack()->undo();
        QVERIFY(w.parameters().profile == relf::profile1983());
        // The length switches with resampling, as one step.
        chart->lengthBox()->setCurrentIndex(chart->lengthBox()->findData(512));
        QCOMPARE(w.parameters().profile.size(), std::size_t(512));
        QCOMPARE(w.parameters().profile[20], relf::profile1983()[10]);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().profile.size(), std::size_t(256));
        QCOMPARE(chart->lengthBox()->currentData().toInt(), 256);
    }

    void randomiserPreviewsThenAppliesOnce()
    {
        RelfStudio w;
        app::RandomiserDialog dialog(w.parameters());
        QSignalSpy previews(&dialog, &app::RandomiserDialog::previewChanged);
        dialog.setSeed(8);
        QCOMPARE(previews.count(), 1);
        relf::SineProfileSettings expected;
        expected.seed = 8;
        QVERIFY(dialog.result().profile == relf::makeSineProfile(expected).profile);
        dialog.setKeepShares(false); // the seed's own levels
        QCOMPARE(dialog.result().lakeLevel, 34.0);
        // The preview reaches the map, not the document.
        w.preview(dialog.result());
        QCOMPARE(w.shownTerrain()->parameters().lakeLevel, 34.0);
        QVERIFY(w.parameters() == relf::RelfParameters::reference1983());
        QCOMPARE(w.document()->undoStack()->count(), 0);
        // A seed that is not a number is named and cannot be applied.
        dialog.findChild<QLineEdit *>()->setText(u"eight"_s);
        QVERIFY(dialog.problems().contains(u"seed"_s));
    }

    // Random Profile keeps a world: over 8 km × 8 km the lake, every
    // terrain kind and the snow keep the 1983 set's shares (± a margin), for
    // seed after seed; the designer can ask for more water. The seed's own
    // levels (lake at 34) drowned 68-77 % of the ground.
    void aRandomProfileKeepsAWorld()
    {
        const relf::RelfParameters reference = relf::RelfParameters::reference1983();
        const relf::WorldShares before = relf::measureShares(relf::RelfEvaluator(reference));
        QVERIFY(before.of(relf::TerrainKind::Lake) > 0.1 &&
                before.of(relf::TerrainKind::Lake) < 0.2);
        app::RandomiserDialog dialog(reference);
        QVERIFY(dialog.rangeOf(relf::TerrainKind::Lake).holds(before.of(relf::TerrainKind::Lake)));
        const relf::TerrainKind kinds[] = {relf::TerrainKind::Lake,  relf::TerrainKind::Town,
                                           relf::TerrainKind::Grass, relf::TerrainKind::Moor,
                                           relf::TerrainKind::Wood,  relf::TerrainKind::Thicket};
        const auto allHold = [&](quint64 seed) {
            QStringList out;
            for (const relf::TerrainKind kind : kinds) {
                const double share = dialog.shares().of(kind);
                const relf::ShareRange range = dialog.rangeOf(kind);
                if (!range.holds(share))
                    out << u"seed %1: %2 %3 outside %4..%5"_s.arg(seed)
                               .arg(QString::fromLatin1(relf::terrainKindName(kind).data()))
                               .arg(share)
                               .arg(range.low)
                               .arg(range.high);
            }
            if (!dialog.snowRange().holds(dialog.shares().snow))
                out << u"seed %1: snow %2"_s.arg(seed).arg(dialog.shares().snow);
            return out;
        };
        QStringList problems;
        for (quint64 seed = 1; seed <= 12; ++seed) {
            dialog.setSeed(seed);
            dialog.refreshPreview(); // seed 1 is the dialog's own: no change to preview
            problems << allHold(seed);
            QVERIFY(dialog.result().thresholds.townBelow > -1000);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(dialog.sharesText().contains(u"Lake"_s));
        // More water: the islands the designer asks for.
        dialog.setWaterShare(0.45);
        QVERIFY(dialog.rangeOf(relf::TerrainKind::Lake).holds(0.45));
        QVERIFY2(allHold(12).isEmpty(), qPrintable(allHold(12).join(u'\n')));
        // The seed's own levels drown the world, and the dialog says so.
        dialog.setKeepShares(false);
        QVERIFY(dialog.shares().of(relf::TerrainKind::Lake) > 0.6);
        QVERIFY(dialog.sharesText().contains(u"color:"_s));
    }

    void exportDialogRunsOffTheGuiThread()
    {
        QTemporaryDir dir;
        app::ExportDialog dialog({-400, -300, 800, 600}, 2.0);
        app::ExportRequest r = dialog.request();
        QCOMPARE(r.region.x0, -400.0);
        QCOMPARE(r.region.width, 800.0);
        QCOMPARE(r.metresPerPixel, 2.0);
        QCOMPARE(r.size, 513);
        const auto terrain =
            std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983());
        r.kind = app::ExportRequest::Heightmap;
        r.size = 65;
        r.heightFormat = u"raw"_s;
        r.path = dir.filePath(u"h.raw"_s);
        QString error;
        QVERIFY2(app::ExportDialog::run(terrain, r, nullptr, &error) == app::JobOutcome::Done,
                 qPrintable(error));
        // 65 along the view's 800 m, round(64 · 600 / 800) + 1 along its 600 m
        QCOMPARE(QFileInfo(r.path).size(), qint64(65 * 49 * 2));
        QVERIFY(QFileInfo::exists(r.path + u".json"_s));
        r.kind = app::ExportRequest::MeshGlb;
        r.size = 33;
        r.path = dir.filePath(u"m.glb"_s);
        QVERIFY2(app::ExportDialog::run(terrain, r, nullptr, &error) == app::JobOutcome::Done,
                 qPrintable(error));
        QFile glb(r.path);
        QVERIFY(glb.open(QIODevice::ReadOnly));
        QCOMPARE(glb.read(4), QByteArray("glTF"));
        r.kind = app::ExportRequest::Map;
        r.mapFormat = u"svg"_s;
        r.path = dir.filePath(u"m.svg"_s);
        QVERIFY(app::ExportDialog::run(terrain, r, nullptr, &error) == app::JobOutcome::Done);
        QVERIFY(QFileInfo(r.path).size() > 1000);
        r.path = dir.filePath(u"missing/m.pdf"_s);
        r.mapFormat = u"pdf"_s;
        QCOMPARE(app::ExportDialog::run(terrain, r, nullptr, &error), app::JobOutcome::Failed);
        QVERIFY(error.contains(u"cannot write"_s));
        QVERIFY(!QFileInfo::exists(r.path));
    }

    void timeEditorSetsTheCoefficients()
    {
        RelfStudio w;
        QTableWidget *table = w.timeEditor()->table();
        QCOMPARE(table->rowCount(), 5);
        table->item(2, 1)->setText(u"4"_s);
        QCOMPARE(w.parameters().timeCoefficients, (std::vector<std::int32_t>{0, 0, 4, 0, 0}));
        // Vector 3 is (21, 21), 29.698 long: its pattern drifts 4 / 29.698
        // = 0.1347 metres per unit of time.
        QCOMPARE(table->item(2, 2)->text(), u"0.135"_s);
        table->item(0, 1)->setText(u"x"_s); // refused
        QCOMPARE(w.parameters().timeCoefficients[0], 0);
        QCOMPARE(w.document()->undoStack()->count(), 1);
    }

    // Where the underground plan lies is on the map at every scale: at
    // 1 m/px the plan is smaller than the map, which outlines it; zoomed far
    // out the outline stays a marker; hidden, it goes.
    void thePlanIsOnTheMapAtEveryScale()
    {
        RelfStudio w;
        QVERIFY(w.shown(QSize(1280, 800)));
        widgets::MapView *map = w.mapView();
        map->setZoom(render::kDefaultZoom /* 1 m/px */,
                     QPointF(map->width() / 2.0, map->height() / 2.0));
        widgets::MineView *plan = w.minePanel()->view();
        // Not while the plan is out of sight (its dock's tab not raised).
        QTest::qWait(50);
        QVERIFY(plan->visibleRegion().isEmpty());
        QVERIFY(map->markedGround().isEmpty());
        testing::raiseDockOf(plan);
        QTRY_VERIFY(plan->isVisible());
        QTRY_VERIFY(!map->markedGround().isEmpty());
        const QRectF mapGround = QRectF(map->groundAt(QPointF(0, 0)),
                                        map->groundAt(QPointF(map->width(), map->height())))
                                     .normalized();
        QCOMPARE(map->markedGround(), plan->shownGround());
        // Both about the same centre: the map outlines the plan's ground.
        QVERIFY(mapGround.intersects(map->markedGround()));
        QVERIFY(QLineF(map->markedGround().center(), mapGround.center()).length() <
                relf::kMineGrid); // the mine plan keeps to its grid's cells
        QVERIFY(QRectF(map->rect()).intersects(map->markedOutline()));
        // The map moved: the plan follows, and so does its outline.
        map->centreOn(800, -400);
        QTRY_COMPARE(map->markedGround(), plan->shownGround());
        QVERIFY(map->markedGround().contains(QPointF(800, -400)));
        // Far out, a marker still.
        map->setZoom(render::kDefaultZoom + 6 /* 64 m/px */,
                     QPointF(map->width() / 2.0, map->height() / 2.0));
        QTRY_VERIFY(map->markedOutline().width() >= 12.0);
        // The caverns' plan in its place, then none.
        widgets::CavernPlan *caverns = w.cavernPanel()->planView();
        testing::raiseDockOf(caverns);
        QTabWidget *tabs = nullptr;
        for (QWidget *p = w.cavernPanel(); p && !tabs; p = p->parentWidget())
            tabs = qobject_cast<QTabWidget *>(p);
        QVERIFY(tabs);
        tabs->setCurrentWidget(w.cavernPanel());
        QTRY_COMPARE(map->markedGround(), caverns->shownGround());
        for (QWidget *p = plan; p; p = p->parentWidget())
            if (auto *dock = qobject_cast<QDockWidget *>(p))
                dock->hide();
        QTRY_VERIFY(map->markedGround().isEmpty());
    }

    void mineViewFollowsAndPicks()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::MineView *view = w.minePanel()->view();
        view->resize(400, 300);
        // Centre the map over the mine shaft at (-2941, -2986), cell (-184, -187).
        w.mapView()->centreOn(-2941, -2986);
        const QPointF ladder = view->cellCentre(-184, -187);
        QVERIFY(QRectF(view->rect()).contains(ladder));
        QCOMPARE(view->cellAt(ladder), (std::pair<std::int64_t, std::int64_t>(-184, -187)));
        QTest::mouseClick(view, Qt::LeftButton, {}, ladder.toPoint());
        QVERIFY(view->selectedMine() >= 0);
        const relf::MineComponent &mine = view->map().mines[std::size_t(view->selectedMine())];
        QVERIFY(mine.shafts >= 1);
        QVERIFY(w.minePanel()->selectionText().contains(QString::number(mine.cells)));
        QVERIFY(w.minePanel()->selectionText().contains(u"shaft"_s));
        // Rock says so.
        for (int r = 0; r < view->map().height; ++r)
            for (int c = 0; c < view->map().width; ++c)
                if (view->map().at(0, c, r) == relf::MineCell::Rock) {
                    QTest::mouseClick(
                        view, Qt::LeftButton, {},
                        view->cellCentre(view->map().i0 + c, view->map().j0 + r).toPoint());
                    QCOMPARE(w.minePanel()->selectionText(), u"Rock."_s);
                    r = view->map().height;
                    break;
                }
        // Three levels: the view steps through them, and level 2 differs.
        relf::RelfParameters deep = w.parameters();
        deep.mines.levels = 3;
        w.document()->replace(u"levels"_s, deep);
        QCOMPARE(view->map().levels, 3);
        view->setLevel(2);
        QCOMPARE(view->level(), 2);
        bool differs = false;
        for (int r = 0; r < view->map().height && !differs; ++r)
            for (int c = 0; c < view->map().width && !differs; ++c)
                differs = view->map().at(2, c, r) != view->map().at(0, c, r);
        QVERIFY(differs);
        view->setLevel(7); // beyond the last level: stays on it
        QCOMPARE(view->level(), 2);
        w.document()->undoStack()->undo();
        // The openness is a parameter with undo.
        w.minePanel()->openness()->setValue(0.2);
        QCOMPARE(w.parameters().mines.openness, 0.2);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().mines.openness, 0.4);
    }

    void sectionDrawnOnTheMap()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::MapView *map = w.mapView();
        const QPoint a(40, 40), b(300, 200);
        const QPointF ga = map->groundAt(a), gb = map->groundAt(b);
        QTest::mousePress(map, Qt::LeftButton, Qt::ShiftModifier, a);
        QTest::mouseMove(map, b);
        QTest::mouseRelease(map, Qt::LeftButton, Qt::ShiftModifier, b);
        widgets::CavernPanel *caverns = w.cavernPanel();
        QTRY_VERIFY(caverns->isVisible()); // its tab comes forward
        QCustomPlot *plot = caverns->sectionPlot();
        QCOMPARE(plot->graphCount(), 5); // ground, roof, floor, mine level, lake level
        QCOMPARE(plot->graph(0)->dataCount(), widgets::CavernPanel::kSectionSamples);
        // The last ground sample is the height at the line's far end.
        const double length = std::hypot(gb.x() - ga.x(), gb.y() - ga.y());
        QCOMPARE(plot->graph(0)->data()->at(widgets::CavernPanel::kSectionSamples - 1)->key,
                 length);
        QCOMPARE(plot->graph(0)->data()->at(widgets::CavernPanel::kSectionSamples - 1)->value,
                 w.document()->evaluator()->height(gb.x(), gb.y()));
        QVERIFY(!caverns->plan().isNull());
        // The plan draws the map's rectangle; a double click on it moves the
        // map there, and the plan follows.
        widgets::CavernPlan *plan = caverns->planView();
        QTRY_COMPARE(plan->mapRect(), QRectF(map->groundAt(QPointF(0, 0)),
                                             map->groundAt(QPointF(map->width(), map->height())))
                                          .normalized());
        const QPointF target = plan->groundAt(QPointF(30, 40));
        QTest::mouseDClick(plan, Qt::LeftButton, {}, QPoint(30, 40));
        QVERIFY(std::hypot(map->centre().x() - target.x(), map->centre().y() - target.y()) <=
                map->metresPerPixel());
        QCOMPARE(plan->centre(), map->centre());
        // The floor offset is a parameter with undo.
        caverns->verticalOffset()->setValue(80);
        QCOMPARE(w.parameters().caverns.verticalOffset, 80.0);
        w.document()->undoStack()->undo();
        QCOMPARE(w.parameters().caverns.verticalOffset, 30.0);
    }

    // A new terrain starts afresh: at the origin, with no section line of
    // the document before; the one before comes back as it was left.
    void aNewTerrainCarriesNothingOver()
    {
        RelfStudio w;
        QVERIFY(w.shown());
        widgets::MapView *map = w.mapView();
        map->centreOn(5000, -3000);
        const QPoint a(40, 40), b(300, 200);
        QTest::mousePress(map, Qt::LeftButton, Qt::ShiftModifier, a);
        QTest::mouseMove(map, b);
        QTest::mouseRelease(map, Qt::LeftButton, Qt::ShiftModifier, b);
        QVERIFY(map->hasSection());
        const auto drawn = w.cavernPanel()->section();
        QVERIFY(drawn != widgets::CavernPanel::kDefaultSection);
        app::Document *first = w.currentDocument();
        w.newDocument(QString::fromLatin1(relf::kParameterFormat));
        QCOMPARE(map->centre(), QPointF(0, 0));
        QVERIFY(!map->hasSection());
        QCOMPARE(w.cavernPanel()->section(), widgets::CavernPanel::kDefaultSection);
        w.documents()->setCurrentDocument(first);
        QCOMPARE(map->centre(), QPointF(5000, -3000));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestRelfEditor)
#include "tst_relfeditor.moc"
