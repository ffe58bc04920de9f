// A star field in the studio, as a designer uses it: File ▸ New ▸ Star
// Field opens a tab of its own beside the Relf terrain; the sky shows the
// block's stars and the exercises answer the seed's four questions; flying
// and moving are undo steps; a block too large is refused with a word and
// nothing changes; save, open, export.
#include "document/documentmanager.h"
#include "relf/model/parameterfile.h"
#include "skywidget.h"
#include "starfield/starfielddocument.h"
#include "starfield/starfieldeditor.h"
#include "starfield/starfieldexportdialog.h"
#include "starfield/starfieldfile.h"
#include "studiotests.h"
#include "testfiles.h"
#include "window/mainwindow.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {
const QString kStarField = starfield::kStarFieldFile.formatName();
} // namespace

class TestStarFieldEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:

    void aDesignerLooksAtTheStars()
    {
        app::MainWindow w;
        w.newDocument(QString::fromLatin1(relf::kParameterFormat));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *doc = static_cast<app::StarFieldDocument *>(w.newDocument(kStarField));
        QVERIFY(doc);
        QCOMPARE(w.documents()->documents().size(), 2);
        auto *editor = static_cast<app::StarFieldEditor *>(w.editor(kStarField));
        QCOMPARE(editor->document(), doc);
        doc->waitForSky();
        QCoreApplication::processEvents();
        QVERIFY(editor->sky()->isVisible());
        QCOMPARE(editor->sky()->picture().size(), QSize(800, 600));
        // The seed's four exercises on the default block (the star
        // (41, -22, 21) is the transcription's and worked by hand).
        const QString answers = editor->exercises()->text();
        QVERIFY2(answers.contains(u"Stars: 33 in 144,000,000 cubic units"_s), qPrintable(answers));
        QVERIFY2(
            answers.contains(u"At 41, -22, 21, 50.6 units from the eye (0, 0, 1). Planets: 6."_s),
            qPrintable(answers));
        QVERIFY(answers.contains(u"Pearson's r = "_s));

        // Page Up flies a tenth of the depth forward, as one undo step.
        QTest::keyClick(editor->sky(), Qt::Key_PageUp);
        QCOMPARE(doc->parameters().box.z0, 31);
        doc->waitForSky();
        QCOMPARE(doc->sky()->parameters.box.z0, 31);
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().box.z0, 1);
        // A drag across the sky is one undo step, east and north as dragged.
        const QPoint centre = editor->sky()->rect().center();
        QTest::mousePress(editor->sky(), Qt::LeftButton, {}, centre);
        QTest::mouseMove(editor->sky(), centre + QPoint(50, 0));
        QTest::mouseMove(editor->sky(), centre + QPoint(100, 40));
        QTest::mouseRelease(editor->sky(), Qt::LeftButton, {}, centre + QPoint(100, 40));
        // The sky fills the widget's width or height: k units a pixel.
        const double k =
            800.0 /
            QSizeF(800, 600).scaled(QSizeF(editor->sky()->size()), Qt::KeepAspectRatio).width();
        const starfield::SpaceBox moved = doc->parameters().box;
        QCOMPARE(moved.x0, -400 - std::lround(100 * k)); // dragged east: the view goes west
        QCOMPARE(moved.y0, -300 + std::lround(40 * k));  // dragged south: north
        QCOMPARE(moved.z0, 1);
        const int steps = doc->undoStack()->count();
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().box, starfield::SpaceBox{});
        QCOMPARE(doc->undoStack()->count(), steps);
        // The vectors' table: five star vectors and four nebula vectors;
        // typing a number is an undo step, a bad one is refused.
        QCOMPARE(editor->vectors()->rowCount(), 9);
        QCOMPARE(editor->vectors()->item(1, 2)->text(), u"-21"_s);
        editor->vectors()->item(1, 2)->setText(u"-22"_s);
        QCOMPARE(doc->parameters().galaxy.stars[1].u, -22);
        editor->vectors()->item(6, 0)->setText(u"70000"_s);
        QCOMPARE(doc->parameters().galaxy.nebula[1].s, -17);
        QCOMPARE(editor->vectors()->item(6, 0)->text(), u"-17"_s);
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().galaxy.stars[1].u, -21);
        QCOMPARE(editor->vectors()->item(1, 2)->text(), u"-21"_s);
        // Nebula vectors are added (a copy of the selected one, after it)
        // and removed; the star vectors cannot be.
        const starfield::SpaceVector second = doc->parameters().galaxy.nebula[1];
        editor->vectors()->setCurrentCell(6, 0);
        QVERIFY(editor->changeNebula(true));
        QCOMPARE(doc->parameters().galaxy.nebula.size(), std::size_t(5));
        QCOMPARE(doc->parameters().galaxy.nebula[2], second);
        QCOMPARE(editor->vectors()->rowCount(), 10);
        editor->vectors()->setCurrentCell(5, 0);
        QVERIFY(editor->changeNebula(false));
        QCOMPARE(doc->parameters().galaxy.nebula.size(), std::size_t(4));
        QCOMPARE(doc->parameters().galaxy.nebula[0], second);
        editor->vectors()->setCurrentCell(2, 0);
        QVERIFY(!editor->changeNebula(false));
        QCOMPARE(doc->parameters().galaxy.stars.size(), std::size_t(5));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().galaxy.nebula.size(), std::size_t(4));
        QCOMPARE(doc->parameters().galaxy.nebula[1], second);
        // A face too large to draw is refused; nothing changes.
        QVERIFY(!doc->edit(u"w"_s, QString(),
                           [](starfield::StarFieldParameters &p) { p.box.w = p.box.h = 9000; }));
        QCOMPARE(doc->parameters().box.w, 800);

        // Save and open again.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"sky.json"_s);
        doc->edit(u"z"_s, QString(), [](starfield::StarFieldParameters &p) { p.box.z0 = 500; });
        QString error;
        QVERIFY2(doc->writeTo(path, &error), qPrintable(error));
        app::StarFieldDocument reopened;
        QStringList errors;
        QVERIFY(reopened.load(path, &errors));
        QCOMPARE(reopened.parameters().box.z0, 500);
        // A file whose block is too large to draw is refused as an edit is.
        starfield::StarFieldParameters huge;
        huge.box.w = huge.box.h = 9000;
        const QString hugePath = dir.filePath(u"huge.json"_s);
        QVERIFY(terrain::testing::writeAll(hugePath, starfield::kStarFieldFile.write(huge)));
        QVERIFY(!reopened.load(hugePath, &errors));
        QVERIFY2(errors.join(u'\n').contains(u"at most 8192 x 8192"_s),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(reopened.parameters().box.z0, 500);

        // Export: the sky as PNG, the stars as CSV and JSON; a wrong
        // extension is refused and writes nothing.
        doc->waitForSky();
        QVERIFY(editor->exportTo(dir.filePath(u"sky.png"_s), &error));
        QCOMPARE(QImage(dir.filePath(u"sky.png"_s)).size(), QSize(800, 600));
        QVERIFY(editor->exportTo(dir.filePath(u"stars.csv"_s), &error));
        QFile csv(dir.filePath(u"stars.csv"_s));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
        QCOMPARE(lines.first(), QByteArray("x,y,z,magnitude,planets,colour"));
        QCOMPARE(qsizetype(lines.size() - 1), qsizetype(doc->sky()->stars.size()));
        QVERIFY(editor->exportTo(dir.filePath(u"stars.json"_s), &error));
        QFile json(dir.filePath(u"stars.json"_s));
        QVERIFY(json.open(QIODevice::ReadOnly));
        QCOMPARE(
            QJsonDocument::fromJson(json.readAll()).object().value(u"stars"_s).toArray().size(),
            qsizetype(doc->sky()->stars.size()));
        QVERIFY(!editor->exportTo(dir.filePath(u"stars.txt"_s), &error));
        QVERIFY(error.contains(u"no format"_s));
        QVERIFY(!QFile::exists(dir.filePath(u"stars.txt"_s)));

        // File ▸ Export's dialog: the kind picks the extension, the summary
        // counts the stars, and the choice is there the next time.
        {
            app::StarFieldExportDialog dialog(doc->sky());
            QCOMPARE(dialog.kind(), app::StarFieldExportDialog::Picture);
            QVERIFY(dialog.summaryText().contains(QLocale().toString(800)));
            dialog.setPath(dir.filePath(u"rows.png"_s));
            dialog.setKind(app::StarFieldExportDialog::Csv);
            QCOMPARE(QFileInfo(dialog.path()).fileName(), u"rows.csv"_s);
            QVERIFY(dialog.summaryText().contains(
                QLocale().toString(qlonglong(doc->sky()->stars.size()))));
            dialog.accept();
        }
        QCOMPARE(app::StarFieldExportDialog(doc->sky()).kind(), app::StarFieldExportDialog::Csv);
    }

    // Numbers in the user's locale: German groups thousands with a point
    // and writes a decimal comma.
    // Each magnitude typed is an undo step of its own, of its own field.
    void magnitudesAreUndoStepsOfTheirOwn()
    {
        app::MainWindow w;
        auto *doc = static_cast<app::StarFieldDocument *>(w.newDocument(kStarField));
        QVERIFY(doc);
        auto *brightest = w.findChild<QDoubleSpinBox *>(u"minMagnitude"_s);
        auto *range = w.findChild<QDoubleSpinBox *>(u"magnitudeRange"_s);
        QVERIFY(brightest && range);
        const starfield::GalaxyParameters galaxy = doc->parameters().galaxy;
        const int steps = doc->undoStack()->count();
        for (const double v : {2.5, 3.0}) {
            brightest->setValue(v);
            Q_EMIT brightest->editingFinished();
        }
        range->setValue(4.0);
        Q_EMIT range->editingFinished();
        QCOMPARE(doc->undoStack()->count(), steps + 3);
        QCOMPARE(doc->undoStack()->undoText(), u"Change the magnitudes"_s);
        QCOMPARE(doc->parameters().galaxy.minMagnitude, 3.0);
        QCOMPARE(doc->parameters().galaxy.magnitudeRange, 4.0);
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().galaxy.minMagnitude, 3.0);
        QCOMPARE(doc->parameters().galaxy.magnitudeRange, galaxy.magnitudeRange);
        QCOMPARE(range->value(), galaxy.magnitudeRange); // the box shows what stands
        doc->undoStack()->undo();
        QCOMPARE(doc->parameters().galaxy.minMagnitude, 2.5);
        doc->undoStack()->undo();
        QVERIFY(doc->parameters().galaxy == galaxy);
    }

    void numbersInTheUsersLocale()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        {
            app::MainWindow w;
            auto *doc = static_cast<app::StarFieldDocument *>(w.newDocument(kStarField));
            QVERIFY(doc);
            auto *editor = static_cast<app::StarFieldEditor *>(w.editor(kStarField));
            doc->waitForSky();
            QCoreApplication::processEvents();
            const QString answers = editor->exercises()->text();
            QVERIFY2(answers.contains(u"Stars: 33 in 144.000.000 cubic units"_s),
                     qPrintable(answers));
            QVERIFY2(answers.contains(u"At 41, -22, 21, 50,6 units from the eye"_s),
                     qPrintable(answers));
        }
        QLocale::setDefault(before);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestStarFieldEditor)
#include "tst_starfieldeditor.moc"
