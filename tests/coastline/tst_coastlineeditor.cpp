// The coastline in the studio, as a designer uses it: File ▸ New ▸ Fractal
// Coastline opens a tab of its own beside the Relf terrain; painting the
// start pattern on an 8 × 8 grid is one undo step a stroke; the step slider
// shows prefixes of the finished map; land types and heights; save, open,
// export; the Relf terrain stays as it was.
#include "coastline/coastlinedocument.h"
#include "coastline/coastlineeditor.h"
#include "coastline/coastlineexportdialog.h"
#include "coastline/coastlinefile.h"
#include "coastlinepanel.h"
#include "document/documentmanager.h"
#include "landtypepalette.h"
#include "mapview.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "seedfield.h"
#include "startpatterneditor.h"
#include "studiotests.h"
#include "testfiles.h"
#include "window/mainwindow.h"

#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoGroup>

#include <cmath>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

const QString kCoastline = coastline::kCoastlineFile.formatName();

using terrain::testing::raiseDockOf;

// Drags the left button over the cells, as a painting stroke.
void paintStroke(widgets::StartPatternEditor *e, const QList<QPoint> &cells)
{
    const QPoint first = e->cellRect(cells.first().x(), cells.first().y()).center().toPoint();
    QTest::mousePress(e, Qt::LeftButton, {}, first);
    for (const QPoint &c : cells)
        QTest::mouseMove(e, e->cellRect(c.x(), c.y()).center().toPoint());
    const QPoint last = e->cellRect(cells.last().x(), cells.last().y()).center().toPoint();
    QTest::mouseRelease(e, Qt::LeftButton, {}, last);
}

} // namespace

using terrain::testing::OutputFile;

class TestCoastlineEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void aDesignerMakesACoastline()
    {
        app::MainWindow w;
        auto *relfDoc = static_cast<app::RelfDocument *>(
            w.newDocument(QString::fromLatin1(relf::kParameterFormat)));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *doc = static_cast<app::CoastlineDocument *>(w.newDocument(kCoastline));
        QVERIFY(doc);
        auto *editor = static_cast<app::CoastlineEditor *>(w.editor(kCoastline));
        QCOMPARE(editor->document(), doc);
        QCOMPARE(w.documents()->documents().size(), 2);
        QVERIFY(editor->mapView()->isVisible());
        // A new coastline opens on the middle of its map (rows run southwards).
        const auto near = [](QPointF a, QPointF b, double m) {
            return std::abs(a.x() - b.x()) <= m && std::abs(a.y() - b.y()) <= m;
        };
        const double half = doc->parameters().size / 2.0;
        QVERIFY(near(editor->mapView()->centre(), QPointF(half, -half),
                     editor->mapView()->metresPerPixel()));
        // ... at the closest zoom that shows all of it.
        const int room = std::min(editor->mapView()->width(), editor->mapView()->height());
        QVERIFY(2 * half / editor->mapView()->metresPerPixel() <= room);
        QVERIFY(editor->mapView()->zoom() == 0 ||
                2 * half / (editor->mapView()->metresPerPixel() / 2) > room);

        // An 8 × 8 start grid, then a rough continent painted in one stroke.
        raiseDockOf(editor->panel());
        widgets::CoastlinePanel *panel = editor->panel();
        panel->gridBox()->setCurrentIndex(panel->gridBox()->findData(8));
        Q_EMIT panel->gridBox()->activated(panel->gridBox()->currentIndex());
        QCOMPARE(doc->parameters().startGrid, 8);
        raiseDockOf(editor->patternEditor());
        widgets::StartPatternEditor *pattern = editor->patternEditor();
        QTRY_VERIFY(pattern->isVisible() && pattern->width() > 60);
        QCOMPARE(pattern->grid(), 8);
        editor->palette()->setCurrent(1);
        Q_EMIT editor->palette()->currentChanged(1);
        const int before = doc->undoStack()->count();
        paintStroke(pattern, {{2, 2}, {3, 2}, {4, 2}, {4, 3}, {3, 3}, {2, 3}, {3, 4}});
        QCOMPARE(doc->undoStack()->count(), before + 1); // one stroke, one step
        const auto at = [&](int c, int r) {
            return int(doc->parameters().start[std::size_t(r * 8 + c)]);
        };
        QCOMPARE(at(3, 3), 1);
        QCOMPARE(at(3, 4), 1);
        doc->undoStack()->undo();
        QVERIFY(at(3, 4) != 1 || at(4, 3) != 1);
        doc->undoStack()->redo();
        QCOMPARE(at(4, 3), 1);

        // A seed, and the steps: each a prefix of the finished map.
        panel->seedField()->edit()->setText(u"1999"_s);
        Q_EMIT panel->seedField()->edit()->editingFinished();
        QCOMPARE(doc->parameters().seed, qint64(1999));
        doc->waitForMap();
        const auto map = doc->map();
        QVERIFY(map->parameters() == doc->parameters());
        QCOMPARE(editor->stepSlider()->maximum(), map->steps());
        QCOMPARE(editor->step(), map->steps());
        editor->setStep(2);
        QCOMPARE(editor->step(), 2);
        const int spacing = map->size() / 8 / 2; // the grid of step 2
        for (int y = 0; y < map->size(); y += spacing)
            for (int x = 0; x < map->size(); x += spacing)
                QCOMPARE(map->typeAt(x, y, 2), map->typeAt(x, y, map->steps()));

        // A forest type, painted in; heights on.
        const int types = int(doc->parameters().landTypes.size());
        QList<widgets::LandTypeEntry> entries = editor->palette()->types();
        entries.append({u"Forest"_s, QColor(0x2e, 0x8b, 0x3e)});
        Q_EMIT editor->palette()->typesEdited(entries, u"Add land type"_s);
        QCOMPARE(int(doc->parameters().landTypes.size()), types + 1);
        QCOMPARE(doc->parameters().landTypes.back().name, u"Forest"_s);
        editor->palette()->setCurrent(types);
        Q_EMIT editor->palette()->currentChanged(types);
        paintStroke(pattern, {{3, 3}});
        QCOMPARE(at(3, 3), types);
        raiseDockOf(panel);
        panel->heightsBox()->setChecked(true);
        QVERIFY(doc->parameters().heights.enabled);
        // A height number is one step of its own, of that number only.
        const coastline::HeightSettings heightsBefore = doc->parameters().heights;
        const int steps = doc->undoStack()->count();
        panel->seaLevelBox()->setValue(heightsBefore.seaLevel + 0.25);
        Q_EMIT panel->seaLevelBox()->editingFinished();
        QCOMPARE(doc->parameters().heights.seaLevel, heightsBefore.seaLevel + 0.25);
        QCOMPARE(doc->parameters().heights.amplitude, heightsBefore.amplitude);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QCOMPARE(doc->undoStack()->undoText(), u"Change heights"_s);
        doc->waitForMap();
        QVERIFY(doc->map()->hasHeights());

        // Save, open again, export a heightmap and a Tiled map.
        OutputFile out(u"continent.json"_s);
        QVERIFY2(doc->save(out.path, &out.error), qPrintable(out.error));
        QVERIFY(!doc->isModified());
        const coastline::CoastlineReadResult read = coastline::kCoastlineFile.readFile(out.path);
        QVERIFY(read.parameters && *read.parameters == doc->parameters());
        const QString hm = out.dir.filePath(u"continent.png"_s);
        QCOMPARE(app::CoastlineExportDialog::write(*doc->map(), editor->step(),
                                                   app::CoastlineExportDialog::Heightmap, hm),
                 QString());
        const QImage heights(hm);
        QCOMPARE(heights.size(), QSize(doc->map()->size(), doc->map()->size()));
        QCOMPARE(heights.format(), QImage::Format_Grayscale16);
        QFile sidecar(hm + u".json"_s);
        QVERIFY(sidecar.open(QIODevice::ReadOnly));
        const QJsonObject side = QJsonDocument::fromJson(sidecar.readAll()).object();
        QVERIFY(side.contains(u"min_height"_s) && side.contains(u"max_height"_s));
        const QString tmj = out.dir.filePath(u"continent.tmj"_s);
        QCOMPARE(app::CoastlineExportDialog::write(*doc->map(), editor->step(),
                                                   app::CoastlineExportDialog::Tiled, tmj),
                 QString());
        QFile tiled(tmj);
        QVERIFY(tiled.open(QIODevice::ReadOnly));
        const QJsonObject t = QJsonDocument::fromJson(tiled.readAll()).object();
        QCOMPARE(t.value(u"width"_s).toInt(), doc->map()->size());

        // The Relf terrain in its own tab stayed as it was.
        QVERIFY(relfDoc->parameters() == relf::RelfParameters::reference1983());
        QVERIFY(!relfDoc->isModified());
        editor->mapView()->centreOn(40, -70);
        w.documents()->setCurrentDocument(relfDoc);
        QCOMPARE(w.documents()->undoGroup()->activeStack(), relfDoc->undoStack());
        QVERIFY(!editor->mapView()->isVisible());

        // Back to the coastline: its map is where it was left; a second
        // coastline opens on its own middle and leaves the first one's place.
        w.documents()->setCurrentDocument(doc);
        QVERIFY(near(editor->mapView()->centre(), QPointF(40, -70),
                     editor->mapView()->metresPerPixel()));
        auto *second = static_cast<app::CoastlineDocument *>(w.newDocument(kCoastline));
        const double half2 = second->parameters().size / 2.0;
        QVERIFY(near(editor->mapView()->centre(), QPointF(half2, -half2),
                     editor->mapView()->metresPerPixel()));
        w.documents()->setCurrentDocument(doc);
        QVERIFY(near(editor->mapView()->centre(), QPointF(40, -70),
                     editor->mapView()->metresPerPixel()));
    }

    // A coastline file opens as a coastline, in a tab of its own; a broken
    // one is refused with the path of what is wrong, changing nothing.
    void openingPicksTheDocumentType()
    {
        app::MainWindow w;
        w.newDocument(QString::fromLatin1(relf::kParameterFormat));
        QTemporaryDir dir;
        coastline::CoastlineParameters p = coastline::CoastlineParameters::article();
        p.size = 64;
        p.seed = 7;
        const QString path = dir.filePath(u"c.json"_s);
        QString error;
        QVERIFY(coastline::kCoastlineFile.writeFile(p, path, &error));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(path));
        auto *doc = qobject_cast<app::CoastlineDocument *>(w.currentDocument());
        QVERIFY(doc);
        auto *view = static_cast<app::CoastlineEditor *>(w.editor(kCoastline))->mapView();
        QVERIFY((view->centre() - QPointF(32, -32)).manhattanLength() <=
                2 * view->metresPerPixel());
        QVERIFY(doc->parameters() == p);
        QCOMPARE(w.documents()->documents().size(), 1); // the untouched new terrain gave way
        QVERIFY(w.openFile(path));                      // open already: shown, not opened twice
        QCOMPARE(w.documents()->documents().size(), 1);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestCoastlineEditor)
#include "tst_coastlineeditor.moc"
