// Every key that Help ▸ Keyboard Shortcuts lists reaches its action, from the
// map and from each dock the editor shows, in every kind of document: the
// action is enabled when it can do something (a Relf terrain with a
// continent, so that Ctrl+Alt+E erodes it) and no other action takes the
// same key. The shortcut is caught before the action runs, so that no
// dialog opens and no document closes while the keys are tried.
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "generator.h"
#include "generatorrows.h"
#include "mapview.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "studiotests.h"
#include "window/helpdialogs.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QShortcutEvent>
#include <QTest>
#include <QUndoCommand>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

// Counts the shortcut events that reach an action, and swallows them.
class ShortcutCatcher : public QObject
{
public:
    QHash<const QObject *, int> reached;
    QHash<const QObject *, int> ambiguous;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        if (static_cast<QShortcutEvent *>(event)->isAmbiguous())
            ++ambiguous[watched];
        else
            ++reached[watched];
        return true;
    }
};

// Where the keys are pressed: the map (or the editor's centre) and each
// dock shown, by name.
QList<std::pair<QString, QWidget *>> focusPlaces(app::MainWindow &w)
{
    app::Editor *editor = w.documents()->currentEditor();
    QList<std::pair<QString, QWidget *>> places;
    QWidget *centre = editor->editorWidget();
    if (auto *map = centre->findChild<widgets::MapView *>())
        centre = map;
    places.append({u"the map"_s, centre});
    for (QDockWidget *dock : editor->dockWidgets())
        if (dock->isVisible() && dock->widget())
            places.append({dock->windowTitle(), dock->widget()});
    return places;
}

// Whether an action is in force in the window as it stands: in a menu of the
// menu bar (or a submenu of one), or on a widget shown. The menus of editors
// that are not current stand out of the menu bar.
bool inForce(const QAction *action, const QMenuBar *bar)
{
    for (QObject *o : action->associatedObjects()) {
        if (o == bar)
            return action->isVisible();
        if (auto *menu = qobject_cast<const QMenu *>(o)) {
            if (inForce(menu->menuAction(), bar))
                return true;
        } else if (auto *widget = qobject_cast<const QWidget *>(o); widget && widget->isVisible()) {
            return true;
        }
    }
    return false;
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void everyListedKeyReachesItsAction_data() { terrain::testing::generatorRows(); }

    void everyListedKeyReachesItsAction()
    {
        app::MainWindow w;
        w.resize(1280, 800);
        app::Document *document = terrain::testing::showNewDocumentOfRow(w);
        QVERIFY(document);
        app::Editor *editor = w.documents()->currentEditor();
        const bool relf = document->formatName() == QString::fromLatin1(relf::kParameterFormat);
        // What the actions need to have something to do: a continent (Relf),
        // a step to undo and one to redo.
        const QList<QAction *> all =
            w.findChildren<QAction *>() + editor->findChildren<QAction *>();
        // The designer looks in every menu first (the Continent menu then
        // finds no continent to erode), and then makes one.
        for (QMenu *menu : w.findChildren<QMenu *>())
            Q_EMIT menu->aboutToShow();
        if (relf)
            for (QAction *a : all)
                if (a->text() == u"&New Painted Continent"_s)
                    a->trigger();
        QUndoStack *stack = document->undoStack();
        stack->push(new QUndoCommand(u"first"_s));
        stack->push(new QUndoCommand(u"second"_s));
        stack->undo();
        for (QDockWidget *dock : editor->dockWidgets())
            dock->show();
        QTest::qWait(50);
        if (relf)
            QVERIFY(static_cast<app::RelfDocument *>(document)->parameters().continent);

        ShortcutCatcher catcher;
        QList<QAction *> listed;
        for (QAction *a : all)
            if (!a->shortcuts().isEmpty() && !a->text().isEmpty() && !listed.contains(a)) {
                listed << a;
                a->installEventFilter(&catcher);
            }
        QVERIFY(listed.size() >= 10);
        // The list the designer reads shows each of these keys.
        const QList<app::ShortcutRow> rows = app::shortcutRows(all);
        for (const QAction *a : std::as_const(listed)) {
            const QString keys = a->shortcuts().first().toString(QKeySequence::NativeText);
            QVERIFY2(std::any_of(rows.cbegin(), rows.cend(),
                                 [&](const app::ShortcutRow &r) { return r.keys.contains(keys); }),
                     qPrintable(keys));
        }
        QStringList failures;
        for (const auto &[where, widget] : focusPlaces(w)) {
            widget->setFocus();
            for (QAction *a : std::as_const(listed)) {
                if (!inForce(a, w.menuBar()))
                    continue;
                const QKeySequence key = a->shortcuts().first();
                const int before = catcher.reached.value(a);
                QTest::keySequence(widget, key);
                if (catcher.reached.value(a) == before)
                    failures << u"%1 (%2) from %3%4"_s.arg(
                        a->text().remove(u'&'), key.toString(), where,
                        catcher.ambiguous.value(a) ? u": ambiguous"_s : QString());
                catcher.ambiguous.remove(a);
            }
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"\n"_s)));
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
