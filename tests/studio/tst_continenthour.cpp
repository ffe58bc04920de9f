// A designer's hour with a continent, in German, as the studio is driven:
// a Relf world shaped by a fractal coastline, eroded by its key (Ctrl+Alt+E),
// painted on the minimap, exported as a map and then as a heightmap (the
// second does not overwrite the first), a random profile that keeps the
// world (the lake's share within its range), every number with a decimal
// comma; each change one undo step, and undoing them all gives back the
// start.
#include "continent/continentminimap.h"
#include "continent/continentpanel.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "mapview.h"
#include "relf/exportdialog.h"
#include "relf/model/parameterfile.h"
#include "relf/randomiserdialog.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "relf/worldshares.h"
#include "studiotests.h"
#include "testfiles.h"
#include "window/mainwindow.h"
#include "window/translations.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

// Presses a button of the dialog that opens next, once it is shown.
void pressInNextDialog(QDialogButtonBox::StandardButton which,
                       const std::function<void(QDialog *)> &first = {})
{
    QTimer::singleShot(300, [which, first] {
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QDialog *>(top); d && d->isVisible())
                if (auto *box = d->findChild<QDialogButtonBox *>()) {
                    if (first)
                        first(d);
                    if (QPushButton *b = box->button(which))
                        b->click();
                    return;
                }
    });
}

} // namespace

class TestContinentHour : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void anHourWithAContinentInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
        QCoreApplication::installTranslator(&german);
        const QLocale before;
        app::installTranslation(u"de"_s); // the numbers' locale
        QTemporaryDir dir;

        app::MainWindow w;
        w.resize(1280, 800);
        auto *d = static_cast<app::RelfDocument *>(
            w.newDocument(QString::fromLatin1(relf::kParameterFormat)));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *editor = static_cast<app::RelfEditor *>(w.editor(d->formatName()));
        QUndoStack *stack = d->undoStack();
        const relf::RelfParameters start = d->parameters();

        // The continent from a coastline, 250 m a cell.
        editor->continentFromFile(
            QStringLiteral(TERRAIN_SOURCE_DIR "/resources/examples/coastline-continent.json"),
            250.0);
        QVERIFY(d->parameters().continent);
        QCOMPARE(d->parameters().continent->source.kind, std::string("coastline"));
        QCOMPARE(stack->count(), 1);

        // Eroded by its key, from the map: the dialog's Apply is one step.
        // Back from the progress dialog, as a window manager gives it back.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        editor->mapView()->setFocus();
        pressInNextDialog(QDialogButtonBox::Apply);
        QTest::keySequence(editor->mapView(), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
        QTRY_COMPARE(stack->count(), 2);
        QVERIFY(d->parameters().continent->erosion.applied);

        // A stroke on the minimap raises land: one step.
        widgets::ContinentMinimap *minimap = editor->continentPanel()->minimap();
        testing::raiseDockOf(minimap);
        QTRY_VERIFY(minimap->isVisible());
        const auto samples = d->parameters().continent->grid->samples;
        minimap->setPainting(true);
        const QRect r = minimap->rect();
        const QPoint a(r.width() / 3, r.height() / 2), b(2 * r.width() / 3, r.height() / 2);
        QTest::mousePress(minimap, Qt::LeftButton, {}, a);
        QTest::mouseMove(minimap, (a + b) / 2);
        QTest::mouseMove(minimap, b);
        QTest::mouseRelease(minimap, Qt::LeftButton, {}, b);
        minimap->setPainting(false);
        QCOMPARE(stack->count(), 3);
        QVERIFY(d->parameters().continent->grid->samples != samples);

        // The map exported, then a heightmap: each its own file.
        const exporting::Region region{-2000, -1500, 4000, 3000};
        app::ExportRequest map;
        {
            app::ExportDialog dialog(region, 8.0);
            QComboBox *kind = dialog.findChildren<QComboBox *>().at(0);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Map)));
            dialog.setPath(dir.filePath(u"karte.png"_s));
            dialog.accept();
            map = dialog.request();
        }
        QString error;
        QVERIFY2(app::ExportDialog::run(d->evaluator(), map, nullptr, &error) ==
                     app::JobOutcome::Done,
                 qPrintable(error));
        const QByteArray mapBytes = testing::readAll(map.path);
        QVERIFY(mapBytes.startsWith("\x89PNG"));
        {
            app::ExportDialog dialog(region, 8.0);
            QCOMPARE(dialog.path(), map.path); // remembered
            QComboBox *kind = dialog.findChildren<QComboBox *>().at(0);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
            QVERIFY2(dialog.path() != map.path, qPrintable(dialog.path()));
            dialog.accept();
            QVERIFY2(app::ExportDialog::run(d->evaluator(), dialog.request(), nullptr, &error) ==
                         app::JobOutcome::Done,
                     qPrintable(error));
            QVERIFY(QFileInfo::exists(dialog.request().path));
        }
        QCOMPARE(testing::readAll(map.path), mapBytes);

        // A random profile that keeps the world: Ctrl+R, a seed, Apply.
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        editor->mapView()->setFocus();
        pressInNextDialog(QDialogButtonBox::Ok, [](QDialog *dialog) {
            auto *random = qobject_cast<app::RandomiserDialog *>(dialog);
            QVERIFY(random);
            random->setSeed(5);
        });
        QTest::keyClick(editor->mapView(), Qt::Key_R, Qt::ControlModifier);
        QTRY_COMPARE(stack->count(), 4);
        QVERIFY(d->parameters().sineProfile);
        {
            app::RandomiserDialog ranges(start);
            const relf::WorldShares shares = relf::measureShares(relf::RelfEvaluator([&] {
                relf::RelfParameters p = d->parameters();
                p.continent.reset(); // the profile's world, as the dialog judges it
                return p;
            }()));
            QVERIFY2(
                ranges.rangeOf(relf::TerrainKind::Lake).holds(shares.of(relf::TerrainKind::Lake)),
                qPrintable(QString::number(shares.of(relf::TerrainKind::Lake))));
        }

        // German numbers in the panels.
        int commas = 0;
        for (QDoubleSpinBox *box : w.findChildren<QDoubleSpinBox *>())
            commas += box->isVisible() && box->decimals() > 0 && box->text().contains(u',');
        QVERIFY(commas >= 3);

        // Every step undone gives back the start.
        while (stack->canUndo())
            stack->undo();
        QVERIFY(d->parameters() == start);

        QLocale::setDefault(before);
        QCoreApplication::removeTranslator(&german);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestContinentHour)
#include "tst_continenthour.moc"
