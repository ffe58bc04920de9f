// A designer's first hour in one window, as the start page leads it: each
// shipped example is opened from the page, a value is typed and taken with
// Enter, Ctrl+Z in the same field takes it back (the window's key, not the
// field's), the document is saved (the status bar says where) and opened
// again unchanged, and Ctrl+W closes it, after which the start page is
// back. The defects of the first hour each have a test of their own
// (tst_studio3d, tst_polymaplarge, tst_fieldshortcuts, tst_mapview's rain,
// tst_filemutations); this suite walks the path that joins them.
#include "coastline/coastlinefile.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "generator.h"
#include "mapview.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "studiotests.h"
#include "window/mainwindow.h"
#include "window/startpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

// The first number field in the current editor's docks that edits the
// document, with a value it takes.
struct Field
{
    QAbstractSpinBox *box = nullptr;
    QString typed;
};

QList<Field> numberFields(app::MainWindow &w)
{
    QList<Field> fields;
    for (QDockWidget *dock : w.documents()->currentEditor()->dockWidgets())
        for (QAbstractSpinBox *s : dock->findChildren<QAbstractSpinBox *>()) {
            if (!s->isVisible() || !s->isEnabled() || s->isReadOnly())
                continue;
            if (auto *i = qobject_cast<QSpinBox *>(s))
                fields.append({s, QString::number(i->value() + i->singleStep() <= i->maximum()
                                                      ? i->value() + i->singleStep()
                                                      : i->value() - i->singleStep())});
            else if (auto *d = qobject_cast<QDoubleSpinBox *>(s))
                fields.append({s, QString::number(d->value() + d->singleStep() <= d->maximum()
                                                      ? d->value() + d->singleStep()
                                                      : d->value() - d->singleStep(),
                                                  'f', d->decimals())});
        }
    return fields;
}

} // namespace

class TestFirstHourScenario : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    // The start page's "A Continent" is a Relf world with a designed
    // continent (it opened a fractal coastline), shown whole; the
    // coastline keeps an example under its own name.
    void aContinentIsARelfWorld()
    {
        QStringList names;
        for (const app::Generator &g : app::generators())
            for (const app::Example &e : g.examples) {
                names << e.name;
                if (e.name == u"A Continent"_s)
                    QCOMPARE(g.formatName, QString::fromLatin1(relf::kParameterFormat));
                if (g.formatName == coastline::kCoastlineFile.formatName())
                    QCOMPARE(e.name, u"A Fractal Coastline"_s);
            }
        QVERIFY(names.contains(u"A Continent"_s));
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *page = w.findChild<app::StartPage *>(u"startPage"_s);
        QVERIFY(page);
        auto *button =
            page->findChild<QAbstractButton *>(u"example::/examples/relf-continent.json"_s);
        QVERIFY(button);
        button->click();
        auto *d = qobject_cast<app::RelfDocument *>(w.currentDocument());
        QVERIFY(d && d->parameters().continent);
        // The map shows the whole continent, 64 km, not the metres at its centre.
        auto *editor = static_cast<app::RelfEditor *>(w.editor(d->formatName()));
        QVERIFY(editor->mapView()->metresPerPixel() >= 32.0);
    }

    void everyExampleFromTheStartPage()
    {
        QTemporaryDir dir;
        app::MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto *page = w.findChild<app::StartPage *>(u"startPage"_s);
        QVERIFY(page);
        int examples = 0;
        for (const app::Generator &g : app::generators()) {
            for (const app::Example &e : g.examples) {
                const QString name = g.formatName + u" "_s + e.resource;
                QTRY_VERIFY2(page->isVisible(), qPrintable(name));
                auto *button = page->findChild<QAbstractButton *>(u"example:"_s + e.resource);
                QVERIFY2(button, qPrintable(name));
                button->click();
                app::Document *d = w.currentDocument();
                QVERIFY2(d && d->formatName() == g.formatName, qPrintable(name));
                QVERIFY(!d->isModified());
                QVERIFY(!page->isVisible());
                QUndoStack *stack = d->undoStack();

                // Type a value, Enter takes it; Ctrl+Z in the field undoes it.
                bool edited = false;
                for (const Field &f : numberFields(w)) {
                    f.box->setFocus();
                    QTRY_COMPARE(QApplication::focusWidget(), f.box);
                    const int before = stack->index();
                    f.box->selectAll();
                    QTest::keyClicks(f.box, f.typed);
                    QTest::keyClick(f.box, Qt::Key_Return);
                    if (stack->index() == before)
                        continue; // a view setting
                    QVERIFY2(d->isModified(), qPrintable(name));
                    QTest::keyClick(f.box, Qt::Key_Z, Qt::ControlModifier);
                    QVERIFY2(stack->index() == before, qPrintable(name));
                    QVERIFY2(!d->isModified(), qPrintable(name));
                    QTest::keyClick(f.box, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
                    QVERIFY2(stack->index() == before + 1, qPrintable(name + u": redo"_s));
                    // Ctrl+Y too, the second Redo key on every platform.
                    QTest::keyClick(f.box, Qt::Key_Z, Qt::ControlModifier);
                    QTest::keyClick(f.box, Qt::Key_Y, Qt::ControlModifier);
                    QVERIFY2(stack->index() == before + 1, qPrintable(name + u": Ctrl+Y"_s));
                    edited = true;
                    break;
                }
                QVERIFY2(edited, qPrintable(name + u": no field edited the document"_s));

                // Saved where the designer says; the status bar says so; the
                // file opens again as what was saved.
                const QString path = dir.filePath(u"example%1.json"_s.arg(examples));
                QString error;
                QVERIFY2(d->save(path, &error), qPrintable(error));
                QVERIFY(!d->isModified());
                QVERIFY(w.save());
                QVERIFY2(w.statusBar()->currentMessage().contains(path),
                         qPrintable(w.statusBar()->currentMessage()));
                QFile saved(path);
                QVERIFY(saved.open(QIODevice::ReadOnly));
                const QByteArray bytes = saved.readAll();
                saved.close();

                // Ctrl+W in the field closes it without a question; the page is back.
                QWidget *focus = QApplication::focusWidget();
                QVERIFY(focus);
                QTest::keyClick(focus, Qt::Key_W, Qt::ControlModifier);
                QTRY_VERIFY2(!w.documents()->documents().contains(d), qPrintable(name));
                QTRY_VERIFY(page->isVisible());

                QVERIFY(w.openFile(path));
                app::Document *again = w.currentDocument();
                QVERIFY(again);
                QCOMPARE(again->formatName(), g.formatName);
                const QString copy = dir.filePath(u"copy%1.json"_s.arg(examples));
                QVERIFY2(again->save(copy, &error), qPrintable(error));
                QFile c(copy);
                QVERIFY(c.open(QIODevice::ReadOnly));
                QCOMPARE(c.readAll(), bytes);
                QVERIFY(w.closeDocument(again));
                ++examples;
            }
        }
        QVERIFY(examples >= 6);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestFirstHourScenario)
#include "tst_firsthourscenario.moc"
