#pragma once
// An editor for one kind of document (after Tiled's Editor): one editor per
// document type, showing whichever of its documents is current. It supplies
// the central view, its docks, its menus and its status-bar widgets; the main
// window shows them while one of its documents is current and hides them
// otherwise.

#include <QList>
#include <QObject>

class QAction;
class QDockWidget;
class QMenu;
class QWidget;

namespace terrain::app {

class Document;

class Editor : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    virtual void addDocument(Document *document) = 0;
    virtual void removeDocument(Document *document) = 0;
    // The document to show; null when none of this editor's documents is current.
    virtual void setCurrentDocument(Document *document) = 0;
    virtual Document *currentDocument() const = 0;

    virtual QWidget *editorWidget() const = 0;
    virtual QList<QDockWidget *> dockWidgets() const = 0;
    // Menus of its own (shown between Edit and Settings) and the actions it
    // adds to the View menu.
    virtual QList<QMenu *> menus() const = 0;
    virtual QList<QAction *> viewActions() const = 0;
    virtual QList<QWidget *> statusBarWidgets() const { return {}; }

    // File ▸ Export… for the current document.
    virtual void exportCurrent() = 0;
    // Where the dock layout is first put, before any saved layout is
    // restored; history, when given, is the window's History dock to place
    // among them.
    virtual void resetLayout(QDockWidget *history) = 0;
    // The dock the window's History joins (as a tab) when this editor
    // becomes current, so it never stands alone where another editor's
    // docks were; none keeps it where it is.
    virtual QDockWidget *historyNeighbour() const { return nullptr; }
    // The object names of docks that stay closed until asked for (the
    // window opens them from View once a layout remembers them open).
    virtual QStringList docksClosedByDefault() const { return {}; }
    // Its own settings (view options), read at start and written at exit.
    virtual void readSettings() {}
    virtual void writeSettings() const {}

Q_SIGNALS:
    // A short message for the window's status bar.
    void statusMessage(const QString &text, int milliseconds);
};

} // namespace terrain::app
