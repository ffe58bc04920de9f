// A designer's first hour with the studio: the start page offers New for
// each generator and the shipped examples, Help holds the manual and a list
// of every key, saving says what was written, and a window saved on a
// screen that is gone comes back whole.
#include "biomenames.h"
#include "coastline/coastlinedocument.h"
#include "coastline/coastlinefile.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "generator.h"
#include "generatorrows.h"
#include "landtypepalette.h"
#include "parameterspanel.h"
#include "seedfield.h"
#include "studiotests.h"
#include "window/helpdialogs.h"
#include "window/mainwindow.h"
#include "window/startpage.h"
#include "window/translations.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

class TestFirstHour : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    // With nothing open the window shows the start page; its New buttons
    // make a document of each generator, and closing it brings the page back.
    void startPageWhenNothingIsOpen()
    {
        app::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *page = w.findChild<app::StartPage *>(u"startPage"_s);
        QVERIFY(page);
        QTRY_VERIFY(page->isVisible());
        for (const app::Generator &g : app::generators()) {
            auto *button = page->findChild<QToolButton *>(u"new:"_s + g.formatName);
            QVERIFY2(button, qPrintable(g.formatName));
            QVERIFY2(!button->icon().isNull(), qPrintable(u"no picture: "_s + g.picture));
            button->click();
            app::Document *d = w.currentDocument();
            QVERIFY(d);
            QCOMPARE(d->formatName(), g.formatName);
            QVERIFY(!page->isVisible());
            QVERIFY(w.closeDocument(d));
            QTRY_VERIFY(page->isVisible());
        }
    }

    // The start page opens whole in German, whose words run longer: the
    // dialog is at least as large as its contents ask, or fills the screen.
    void startPageFitsInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
        QCoreApplication::installTranslator(&german);
        app::MainWindow w;
        w.showStartPage();
        auto *dialog = w.findChild<QDialog *>(u"startPageDialog"_s);
        QVERIFY(dialog);
        const auto *page = dialog->findChild<app::StartPage *>();
        QVERIFY(page);
        const QSize screen = w.screen()->availableGeometry().size() * 0.95;
        QVERIFY2(page->sizeHint().height() > 400, "the page's contents, not the scroll area's");
        QVERIFY2(dialog->height() >= std::min(dialog->sizeHint().height(), screen.height()),
                 qPrintable(u"%1 %2 %3"_s.arg(dialog->height())
                                .arg(dialog->sizeHint().height())
                                .arg(screen.height())));
        QVERIFY(dialog->width() >= std::min(dialog->sizeHint().width(), screen.width()));
        dialog->close();
        QCoreApplication::removeTranslator(&german);
    }

    // Every generator ships at least one example; each opens as a new,
    // unsaved, unmodified document of its generator (Save asks where), in
    // place of an untouched one as a file does.
    void examplesOpenAsUnsavedDocuments()
    {
        app::MainWindow w;
        int examples = 0;
        for (const app::Generator &g : app::generators()) {
            QVERIFY2(!g.examples.isEmpty(), qPrintable(g.formatName));
            for (const app::Example &e : g.examples) {
                app::Document *d = w.openExample(e.resource);
                QVERIFY2(d, qPrintable(e.resource));
                QCOMPARE(d->formatName(), g.formatName);
                QVERIFY(d->filePath().isEmpty());
                QVERIFY(!d->isModified());
                QCOMPARE(w.currentDocument(), d);
                ++examples;
            }
        }
        QVERIFY(examples >= 6);
    }

    // A seeded generator's menu begins with New Seed on Ctrl+R, a new seed
    // as one undo step, then its presets, each applied as one undo step (a
    // preset the document already is adds none: on the coastline's 2 x 2
    // start grid three of its four patterns are the same one cell).
    void seededGeneratorsMenusDrawSeedsAndApplyPresets_data() { terrain::testing::generatorRows(); }
    void seededGeneratorsMenusDrawSeedsAndApplyPresets()
    {
        app::MainWindow w;
        app::Document *document = terrain::testing::showNewDocumentOfRow(w);
        QVERIFY(document);
        const app::Editor *editor = w.documents()->currentEditor();
        QAction *newSeed = nullptr;
        for (const QMenu *menu : editor->menus())
            if (!menu->actions().isEmpty() &&
                menu->actions().first()->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R))
                newSeed = menu->actions().first();
        bool seeded = false;
        for (const QDockWidget *dock : editor->dockWidgets())
            seeded |= !dock->findChildren<widgets::SeedField *>().isEmpty();
        if (!seeded)
            QSKIP("this generator's panels have no seed");
        QVERIFY2(newSeed, "a seed in the panel, and no New Seed on Ctrl+R first in a menu");
        QUndoStack *stack = document->undoStack();
        const int before = stack->count();
        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(stack->count(), before + 1);
        QVERIFY(document->isModified());
        const QMenu *menu = qobject_cast<QMenu *>(newSeed->parent());
        QVERIFY(menu);
        QMenu *presets = menu->actions().value(1)->menu();
        QVERIFY(presets);
        QVERIFY(presets->actions().size() >= 3);
        int steps = stack->count();
        for (QAction *preset : presets->actions()) {
            preset->trigger();
            QVERIFY2(stack->count() <= steps + 1, qPrintable(preset->text()));
            steps = stack->count();
        }
        QVERIFY(steps > before + 1);
    }

    // Help ▸ Keyboard Shortcuts is made from the actions: every key an action
    // of the window has is listed with it.
    void shortcutListHasEveryActionsKeys()
    {
        app::MainWindow w;
        w.newDocument(app::generators().first().formatName);
        const QList<QAction *> actions = w.findChildren<QAction *>();
        const QList<app::ShortcutRow> rows = app::shortcutRows(actions);
        int withKeys = 0;
        for (const QAction *a : actions) {
            if (a->shortcuts().isEmpty() || a->text().isEmpty())
                continue;
            ++withKeys;
            const QString key = a->shortcuts().first().toString(QKeySequence::NativeText);
            bool listed = false;
            for (const app::ShortcutRow &r : rows)
                listed |= r.keys.contains(key) && a->text().remove(u'&').startsWith(r.what);
            QVERIFY2(listed, qPrintable(a->text() + u" "_s + key));
        }
        QVERIFY(withKeys >= 10);
        bool undo = false, close = false;
        for (const app::ShortcutRow &r : rows) {
            undo |= r.what == u"Undo"_s && r.keys.contains(u"Ctrl+Z"_s);
            close |= r.what == u"Close"_s && r.keys.contains(u"Ctrl+W"_s);
        }
        QVERIFY(undo);
        QVERIFY(close);
    }

    // Numbers follow the language the studio speaks: in German every spin
    // box shows a decimal comma ("204,0", "1,000"), and takes one.
    void numbersFollowTheLanguage()
    {
        const QLocale before;
        app::installTranslation(u"de"_s);
        {
            app::MainWindow w;
            w.newDocument(app::generators().first().formatName);
            int shown = 0;
            for (QDoubleSpinBox *box : w.findChildren<QDoubleSpinBox *>()) {
                if (box->decimals() == 0 || box->specialValueText() == box->text())
                    continue;
                ++shown;
                QVERIFY2(box->text().contains(u','), qPrintable(box->text()));
                QVERIFY2(!box->cleanText().contains(u'.') || box->value() >= 1000,
                         qPrintable(box->cleanText()));
            }
            QVERIFY(shown >= 10);
            // A value typed the German way is taken as meant.
            QDoubleSpinBox *box = nullptr;
            for (QDoubleSpinBox *b : w.findChildren<QDoubleSpinBox *>())
                if (!box && b->decimals() >= 1 && b->maximum() >= 10 && b->minimum() <= 2)
                    box = b;
            QVERIFY(box);
            QCOMPARE(box->valueFromText(u"2,5"_s), 2.5);
        }
        QLocale::setDefault(before);
        for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>())
            QCoreApplication::removeTranslator(t);
    }

    // Names a person reads: biomes as words, in German too; a new coastline
    // in map colours, not the applet's pure blue and green.
    void namesAndColoursAPersonReads()
    {
        QCOMPARE(widgets::biomeTitle(polymap::Biome::TropicalRainForest),
                 u"Tropical rain forest"_s);
        QTranslator german;
        QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
        QCoreApplication::installTranslator(&german);
        QCOMPARE(widgets::biomeTitle(polymap::Biome::TropicalRainForest),
                 u"Tropischer Regenwald"_s);
        // The coastline's land types the studio names, not a designer's own.
        QCOMPARE(widgets::landTypeTitle(u"Sea"_s), u"Meer"_s);
        QCOMPARE(widgets::landTypeTitle(u"Land"_s), u"Land"_s);
        QCOMPARE(widgets::landTypeTitle(u"Sea of stars"_s), u"Sea of stars"_s);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(widgets::landTypeTitle(u"Sea"_s), u"Sea"_s);

        app::MainWindow w;
        auto *d = static_cast<app::CoastlineDocument *>(
            w.newDocument(coastline::kCoastlineFile.formatName()));
        QVERIFY(d);
        for (const coastline::LandType &t : d->parameters().landTypes) {
            const QColor c = QColor::fromRgb(t.colour);
            QVERIFY2(c.saturation() < 200, qPrintable(t.name + u" "_s + c.name()));
        }
        QCOMPARE(d->parameters().start, coastline::CoastlineParameters::article().start);
    }

    // Every value of the Relf parameters says what it does, as a tooltip and
    // as What's This.
    void everyParameterExplainsItself()
    {
        widgets::ParametersPanel panel;
        int fields = 0;
        for (QWidget *w : panel.findChildren<QWidget *>()) {
            const bool field = qobject_cast<QAbstractSpinBox *>(w) ||
                               qobject_cast<QCheckBox *>(w) || qobject_cast<QSlider *>(w) ||
                               (qobject_cast<QLineEdit *>(w) &&
                                !qobject_cast<QAbstractSpinBox *>(w->parentWidget()));
            if (!field)
                continue;
            ++fields;
            QVERIFY2(
                w->toolTip().size() > 20,
                qPrintable(u"no tooltip: "_s + QString::fromLatin1(w->metaObject()->className())));
            QVERIFY2(!w->whatsThis().isEmpty(), qPrintable(u"no What's This: "_s + w->toolTip()));
        }
        QVERIFY(fields >= 20);
    }

    // Every value a designer sets, in every generator's docks, says what it
    // does: a tooltip and What's This.
    void everyGeneratorsFieldsExplainThemselves_data() { terrain::testing::generatorRows(); }

    void everyGeneratorsFieldsExplainThemselves()
    {
        QFETCH(int, generator);
        app::MainWindow w;
        w.addDocument(app::generators().at(generator).newDocument());
        const app::Editor *editor = w.documents()->currentEditor();
        QVERIFY(editor);
        int fields = 0;
        QStringList silent;
        for (QDockWidget *dock : editor->dockWidgets()) {
            for (QWidget *f : dock->findChildren<QWidget *>()) {
                const bool inner = qobject_cast<QAbstractSpinBox *>(f->parentWidget()) ||
                                   qobject_cast<QComboBox *>(f->parentWidget()) ||
                                   qobject_cast<QAbstractItemView *>(f->parentWidget());
                const bool field =
                    qobject_cast<QAbstractSpinBox *>(f) || qobject_cast<QCheckBox *>(f) ||
                    qobject_cast<QSlider *>(f) || qobject_cast<QComboBox *>(f) ||
                    qobject_cast<QAbstractItemView *>(f) || qobject_cast<QLineEdit *>(f);
                if (!field || inner)
                    continue;
                ++fields;
                if (f->toolTip().size() < 20 || f->whatsThis().isEmpty())
                    silent << dock->windowTitle() + u": "_s +
                                  QString::fromLatin1(f->metaObject()->className()) + u" "_s +
                                  f->toolTip();
            }
        }
        QVERIFY(fields >= 1);
        QVERIFY2(silent.isEmpty(), qPrintable(silent.join(u"\n"_s)));
    }

    // Help ▸ Manual opens on the task help (how to do each thing), not on
    // developer commands, in the studio's language; every task page is
    // there in English and German; pictures fit the window; the method
    // pages and the README are a link away.
    void manualOpensOnTheTasks()
    {
        QWidget parent;
        app::showManual(&parent);
        auto *browser = parent.findChild<QTextBrowser *>(u"manualBrowser"_s);
        QVERIFY(browser);
        QCOMPARE(browser->source().toString(), u"qrc:/manual/docs/help.md"_s);
        const QString home = browser->toPlainText();
        QVERIFY(home.startsWith(u"Terrain Studio help"_s));
        QVERIFY(!home.contains(u"bash scripts"_s));
        const QStringList tasks = {u"task-start.md"_s, u"task-design.md"_s, u"task-continent.md"_s,
                                   u"task-export.md"_s};
        for (const QString &page : tasks) {
            browser->setSource(QUrl(u"qrc:/manual/docs/"_s + page));
            QVERIFY2(browser->toPlainText().size() > 800, qPrintable(page));
            QVERIFY2(!browser->toPlainText().contains(u"Braun"_s), qPrintable(page));
        }
        const QStringList german = {u"hilfe.md"_s, u"starten.md"_s, u"gestalten.md"_s,
                                    u"kontinente.md"_s, u"exportieren.md"_s};
        for (const QString &page : german) {
            browser->setSource(QUrl(u"qrc:/manual/docs/de/"_s + page));
            QVERIFY2(browser->toPlainText().size() > 800, qPrintable(page));
        }
        // A picture wider than the window is scaled down to fit it.
        browser->setSource(QUrl(u"qrc:/manual/docs/task-start.md"_s));
        const QVariant picture =
            browser->loadResource(QTextDocument::ImageResource, QUrl(u"studio-town-1m.png"_s));
        QVERIFY(!picture.isNull());
        QVERIFY2(picture.value<QImage>().width() <= browser->viewport()->width(),
                 qPrintable(QString::number(picture.value<QImage>().width())));
        // In German the manual opens on its German help.
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(app::manualHome(), u"qrc:/manual/docs/de/hilfe.md"_s);
        QLocale::setDefault(before);
        // The README is a link away, and its links open the manual's pages,
        // built in, and theirs lead on.
        browser->setSource(QUrl(u"qrc:/manual/README.md"_s));
        QVERIFY(browser->toPlainText().contains(u"Terrain Studio"_s));
        QVERIFY(browser->toPlainText().size() > 10000);
        browser->setSource(QUrl(u"docs/cli.md"_s));
        QVERIFY2(browser->toPlainText().contains(u"terrainstudio-cli export heightmap"_s),
                 qPrintable(browser->source().toString()));
        browser->setSource(QUrl(u"performance.md"_s));
        QVERIFY2(browser->toPlainText().contains(u"bench_"_s),
                 qPrintable(browser->source().toString()));
        for (QDialog *d : parent.findChildren<QDialog *>())
            d->close();
    }

    // Saving says what it wrote, in the status bar.
    void saveSaysWhatItWrote()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"forest.json"_s);
        QVERIFY(QFile::copy(u":/presets/the-forest-1983.json"_s, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        app::MainWindow w;
        QVERIFY(w.openFile(path));
        QVERIFY(w.save());
        QVERIFY2(w.statusBar()->currentMessage().contains(path),
                 qPrintable(w.statusBar()->currentMessage()));
    }

    // A window saved where no screen is now comes back on the screen, its
    // status bar too.
    void windowComesBackOnTheScreen()
    {
        QSettings().clear();
        const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
        {
            app::MainWindow w;
            w.setGeometry(screen.right() + 2000, screen.bottom() + 1500, screen.width() * 2,
                          screen.height() * 2);
            w.close(); // writes the settings
        }
        app::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY2(screen.contains(w.frameGeometry()),
                     qPrintable(u"%1,%2 %3×%4"_s.arg(w.frameGeometry().x())
                                    .arg(w.frameGeometry().y())
                                    .arg(w.frameGeometry().width())
                                    .arg(w.frameGeometry().height())));
        const QRect bar(w.statusBar()->mapToGlobal(QPoint(0, 0)), w.statusBar()->size());
        QVERIFY(screen.contains(bar));
        QSettings().clear();
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestFirstHour)
#include "tst_firsthour.moc"
