// The studio's File ▸ Export dialog: engine presets offer only what the
// engine takes, and splat maps and object lists run behind the progress
// dialog like every other export.
#include "relf/exportdialog.h"
#include "studiotests.h"
#include "testfiles.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace terrain;
using namespace Qt::StringLiterals;
using terrain::testing::readAll;

class TestExportDialog : public QObject
{
    Q_OBJECT

    static QComboBox *combo(const app::ExportDialog &dialog, int index)
    {
        return dialog.findChildren<QComboBox *>().at(index);
    }
    static QPushButton *buttonNamed(const QDialog &dialog, const QString &text)
    {
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == text)
                return b;
        return nullptr;
    }
    // The combo box that offers value.
    static QComboBox *offering(const app::ExportDialog &dialog, const QString &value)
    {
        for (QComboBox *c : dialog.findChildren<QComboBox *>())
            if (c->findData(value) >= 0)
                return c;
        return nullptr;
    }
    static QStringList items(const QComboBox *c)
    {
        QStringList out;
        for (int i = 0; i < c->count(); ++i)
            out << c->itemData(i).toString();
        return out;
    }

private Q_SLOTS:

    // The dialog opens with what was chosen the last time: the kind, the
    // engine, the size and the folder and name; the region stays the view's.
    void remembersTheLastChoices()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"valley.raw"_s);
        {
            app::ExportDialog dialog({-400, -300, 800, 600}, 2.0);
            QComboBox *kind = combo(dialog, 0), *engine = combo(dialog, 2),
                      *size = combo(dialog, 3);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
            engine->setCurrentIndex(engine->findData(u"unity"_s));
            size->setCurrentIndex(size->findData(1025));
            dialog.setPath(path);
            dialog.accept();
        }
        app::ExportDialog again({100, 200, 50, 60}, 1.0);
        const app::ExportRequest r = again.request();
        QCOMPARE(r.kind, app::ExportRequest::Heightmap);
        QCOMPARE(r.engine, u"unity"_s);
        QCOMPARE(r.size, 1025);
        QCOMPARE(QFileInfo(r.path).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(r.region.x0, 100.0);
        QCOMPARE(r.region.width, 50.0);
        // A dialog cancelled remembers nothing.
        {
            app::ExportDialog cancelled({0, 0, 10, 10}, 1.0);
            combo(cancelled, 0)->setCurrentIndex(0);
            cancelled.reject();
        }
        QCOMPARE(app::ExportDialog({0, 0, 10, 10}, 1.0).request().kind,
                 app::ExportRequest::Heightmap);
        QSettings().clear();
    }

    void enginePresetsOfferWhatTheEngineTakes()
    {
        app::ExportDialog dialog({-400, -300, 800, 600}, 2.0);
        // Combo boxes in the order findChildren gives them: kind, object
        // format, engine, size, height format, map format (the stack of
        // option pages raises its current one to the end).
        QComboBox *kind = combo(dialog, 0), *engine = combo(dialog, 2), *size = combo(dialog, 3),
                  *format = combo(dialog, 4);
        kind->setCurrentIndex(kind->findData(app::ExportRequest::Heightmap));
        QCOMPARE(items(format), (QStringList{u"png16"_s, u"raw"_s, u"exr"_s}));
        QCOMPARE(dialog.request().size, 513);
        engine->setCurrentIndex(engine->findData(u"unreal"_s));
        QCOMPARE(size->count(), 7);
        QCOMPARE(dialog.request().size, 505); // Unreal's size nearest to 513
        QCOMPARE(items(format), QStringList{u"png16"_s});
        engine->setCurrentIndex(engine->findData(u"unity"_s));
        QCOMPARE(dialog.request().size, 513);
        QCOMPARE(size->itemData(size->count() - 1).toInt(), 4097);
        QCOMPARE(items(format), QStringList{u"raw"_s});
        engine->setCurrentIndex(engine->findData(u"godot"_s));
        QCOMPARE(items(format), (QStringList{u"raw"_s, u"exr"_s}));
        QCOMPARE(size->itemData(size->count() - 1).toInt(), 65537);
        QCOMPARE(dialog.request().engine, u"godot"_s);
        // An object list of more than 16384 m a side cannot be asked for.
        kind->setCurrentIndex(kind->findData(app::ExportRequest::Objects));
        dialog.setPath(u"/tmp/o.csv"_s);
        QPushButton *exportButton = buttonNamed(dialog, u"Export"_s);
        QVERIFY(exportButton);
        QVERIFY(exportButton->isEnabled());
        dialog.findChildren<QDoubleSpinBox *>().at(2)->setValue(20000); // the width
        QVERIFY(!exportButton->isEnabled());
    }

    // The file takes the suffix of what is chosen, kind and format alike,
    // and an empty file cannot be exported.
    // A kind keeps a file of its own: a heightmap does not take the map's
    // PNG (both PNG), a kind chosen again brings its file back, and each
    // kind's file is there the next time. Export asks before replacing.
    void eachKindKeepsItsOwnFile()
    {
        QTemporaryDir dir;
        const QString map = dir.filePath(u"map1.png"_s);
        {
            app::ExportDialog dialog({-400, -300, 800, 600}, 2.0);
            QComboBox *kind = combo(dialog, 0);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Map)));
            dialog.setPath(map);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
            QCOMPARE(dialog.path(), dir.filePath(u"map1-heightmap.png"_s));
            dialog.setPath(dir.filePath(u"valley.png"_s));
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Splat)));
            QCOMPARE(dialog.path(), dir.filePath(u"valley-splat.png"_s));
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::MeshGlb)));
            QCOMPARE(dialog.path(), dir.filePath(u"valley-splat.glb"_s)); // no other .glb
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Map)));
            QCOMPARE(dialog.path(), map);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
            QCOMPARE(dialog.path(), dir.filePath(u"valley.png"_s));
            dialog.accept();
        }
        {
            // The heightmap's file the next time, and the map's own with it.
            app::ExportDialog again({0, 0, 10, 10}, 1.0);
            QCOMPARE(again.request().kind, app::ExportRequest::Heightmap);
            QCOMPARE(again.path(), dir.filePath(u"valley.png"_s));
            QComboBox *kind = combo(again, 0);
            kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Map)));
            QCOMPARE(again.path(), map);
            // The map's file exists: Export asks, and No keeps the dialog open.
            QFile existing(map);
            QVERIFY(existing.open(QIODevice::WriteOnly) && existing.write("old"));
            existing.close();
            again.show();
            testing::answerNextBox(QMessageBox::No);
            again.accept();
            QVERIFY(again.isVisible());
            QCOMPARE(again.result(), int(QDialog::Rejected));
            testing::answerNextBox(QMessageBox::Yes);
            again.accept();
            QCOMPARE(again.result(), int(QDialog::Accepted));
            QCOMPARE(readAll(map), QByteArray("old")); // the dialog itself writes nothing
        }
        QSettings().clear();
    }

    void theFileFollowsTheFormat()
    {
        app::ExportDialog dialog({-400, -300, 800, 600}, 2.0);
        QComboBox *kind = combo(dialog, 0), *mapFormat = offering(dialog, u"omap"_s),
                  *engine = offering(dialog, u"godot"_s), *format = offering(dialog, u"png16"_s),
                  *objects = offering(dialog, u"json"_s);
        QVERIFY(mapFormat && engine && format && objects);
        dialog.setPath(u"/tmp/valley.png"_s);
        kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Map)));
        mapFormat->setCurrentIndex(mapFormat->findData(u"omap"_s));
        QCOMPARE(dialog.path(), u"/tmp/valley.omap"_s);
        kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
        format->setCurrentIndex(format->findData(u"exr"_s));
        QCOMPARE(dialog.path(), u"/tmp/valley.exr"_s);
        engine->setCurrentIndex(engine->findData(u"godot"_s));
        format->setCurrentIndex(format->findData(u"raw"_s));
        QCOMPARE(dialog.path(), u"/tmp/valley.r16"_s); // Godot's name for 16-bit RAW
        engine->setCurrentIndex(engine->findData(u"unreal"_s));
        QCOMPARE(dialog.path(), u"/tmp/valley.png"_s); // Unreal takes 16-bit PNG only
        kind->setCurrentIndex(kind->findData(int(app::ExportRequest::MeshGlb)));
        QCOMPARE(dialog.path(), u"/tmp/valley.glb"_s);
        kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Objects)));
        objects->setCurrentIndex(objects->findData(u"json"_s));
        QCOMPARE(dialog.path(), u"/tmp/valley.json"_s);
        QCOMPARE(dialog.request().path, dialog.path());
        QPushButton *exportButton = buttonNamed(dialog, u"Export"_s);
        QVERIFY(exportButton && exportButton->isEnabled());
        dialog.setPath(QString());
        QVERIFY(!exportButton->isEnabled());
    }

    // A heightmap follows the region's shape: the summary gives its
    // columns x rows and the export writes them; Unity's terrain is square,
    // so Unity cannot be asked for a region that is not.
    void heightmapsFollowTheRegion()
    {
        QTemporaryDir dir;
        app::ExportDialog dialog({-1300, -1700, 2000, 1000}, 2.0);
        QComboBox *kind = combo(dialog, 0), *engine = combo(dialog, 2), *size = combo(dialog, 3),
                  *format = combo(dialog, 4);
        kind->setCurrentIndex(kind->findData(int(app::ExportRequest::Heightmap)));
        size->setCurrentIndex(size->findData(257));
        format->setCurrentIndex(format->findData(u"png16"_s));
        dialog.setPath(dir.filePath(u"h.png"_s));
        QLabel *summary = nullptr;
        for (QLabel *l : dialog.findChildren<QLabel *>())
            if (l->wordWrap())
                summary = l;
        QVERIFY(summary);
        QPushButton *exportButton = buttonNamed(dialog, u"Export"_s);
        QVERIFY(exportButton);
        QVERIFY2(summary->text().startsWith(u"257 × 129 heights"_s), qPrintable(summary->text()));
        QVERIFY(exportButton->isEnabled());
        const app::ExportRequest r = dialog.request();
        const auto terrain =
            std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983());
        QString error;
        QVERIFY2(app::ExportDialog::run(terrain, r, nullptr, &error) == app::JobOutcome::Done,
                 qPrintable(error));
        QCOMPARE(QImage(r.path).size(), QSize(257, 129));

        engine->setCurrentIndex(engine->findData(u"unity"_s));
        size->setCurrentIndex(size->findData(257));
        QVERIFY2(summary->text().contains(u"Unity"_s), qPrintable(summary->text()));
        QVERIFY2(summary->text().contains(u"257 × 129"_s), qPrintable(summary->text()));
        QVERIFY(!exportButton->isEnabled());
        dialog.findChildren<QDoubleSpinBox *>().at(3)->setValue(2000); // the height: square now
        QVERIFY2(summary->text().startsWith(u"257 × 257 heights"_s), qPrintable(summary->text()));
        QVERIFY(exportButton->isEnabled());
    }

    void splatAndObjectsRunInTheBackground()
    {
        QTemporaryDir dir;
        const auto terrain =
            std::make_shared<const relf::RelfEvaluator>(relf::RelfParameters::reference1983());
        app::ExportRequest r;
        r.region = {-1600, -1500, 1600, 2400};
        r.kind = app::ExportRequest::Splat;
        r.size = 65;
        r.path = dir.filePath(u"s.png"_s);
        QString error;
        // Writes r on a worker thread, as File ▸ Export does.
        const auto written = [&] {
            return app::ExportDialog::run(terrain, r, nullptr, &error) == app::JobOutcome::Done;
        };
        QVERIFY2(written(), qPrintable(error));
        for (const QString &name : {u"s-0.png"_s, u"s-1.png"_s, u"s-2.png"_s, u"s.json"_s})
            QVERIFY2(QFile::exists(dir.filePath(name)), qPrintable(name));
        r.kind = app::ExportRequest::Objects;
        r.objectFormat = u"json"_s;
        r.path = dir.filePath(u"o.json"_s);
        QVERIFY2(written(), qPrintable(error));
        QVERIFY(readAll(r.path).contains("\"kind\":\"building\""));
        r.kind = app::ExportRequest::Heightmap;
        r.engine = u"unreal"_s;
        r.size = 127;
        r.heightFormat = u"png16"_s;
        r.path = dir.filePath(u"ue.png"_s);
        QVERIFY2(written(), qPrintable(error));
        QVERIFY(readAll(r.path + u".json"_s).contains("\"location_z_cm\""));
        r.kind = app::ExportRequest::Map;
        r.mapFormat = u"tmj"_s;
        r.metresPerPixel = 16;
        r.path = dir.filePath(u"r.tmj"_s);
        QVERIFY2(written(), qPrintable(error));
        QVERIFY(QFile::exists(dir.filePath(u"r-tiles.png"_s)));
        r.mapFormat = u"omap"_s;
        r.path = dir.filePath(u"r.omap"_s);
        QVERIFY2(written(), qPrintable(error));
        QVERIFY(readAll(r.path).contains("code=\"101\" name=\"Contour\""));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
