#pragma once
// The studio's main window: a tab for each open document with its
// generator's editor in the centre (the map takes most of the window), that
// editor's docks and menus, and the generic File, Edit, View and Help menus.
// It knows documents and editors only through the generator registry.

#include <QHash>
#include <QMainWindow>

class QAction;
class QDockWidget;
class QMenu;

namespace terrain::app {

class Document;
class DocumentManager;
class Editor;
class Recovery;
struct Generator;
class StartPage;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    DocumentManager *documents() const { return m_documents; }
    Document *currentDocument() const;
    // The editor of a format ("terrainstudio-relf"), for tests and tools.
    Editor *editor(const QString &formatName) const;

    // A new, unsaved document of a generator; it becomes current.
    Document *newDocument(const QString &formatName);
    // Adds a document made elsewhere; it becomes current.
    void addDocument(Document *document);
    // Opens any generator's file in a tab of its own (or shows it if it is
    // open already); on failure shows why and changes nothing.
    bool openFile(const QString &path);
    // Opens an example shipped with the studio (a resource path) as a new,
    // unsaved document.
    Document *openExample(const QString &resource);
    // Help ▸ Start Page: what to do first; at the first start it shows by
    // itself (main.cpp asks), once.
    void showStartPage();
    void showStartPageAtFirstStart();
    bool save();
    bool saveAs();
    // Closes a document, asking first when it has unsaved changes.
    bool closeDocument(Document *document);
    // Offers back what an earlier session left unsaved.
    void offerRecovery();
    Recovery *recovery() const { return m_recovery; }
    QAction *mapOnlyAction() const { return m_mapOnly; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void createMenus();
    // Reads any generator's file and adds it; on failure says why.
    Document *readDocument(const QString &path);
    void connectStartPage(StartPage *page);
    void editorChanged(Editor *previous, Editor *current);
    void rebuildViewMenu();
    void setMapOnly(bool on);
    bool maybeSave(Document *document);
    void updateTitle();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    const Generator *generatorOf(const QString &formatName) const;
    QString fileFilter() const;
    void showPreferences();
    void showAbout();
    void readSettings();
    // Moves and shrinks the window so that all of it is on a screen.
    void keepOnScreen();
    void writeSettings() const;

    DocumentManager *m_documents = nullptr;
    Recovery *m_recovery = nullptr;
    QList<Generator> m_generators;
    QDockWidget *m_historyDock = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_editorMenusAt = nullptr; // editors' menus go before this
    QAction *m_mapOnly = nullptr;
    QAction *m_openAction = nullptr;
    StartPage *m_startPage = nullptr; // shown while no document is open
    QList<QAction *> m_editorMenuActions;
    // Docks the designer closed, by object name: they stay closed when their
    // editor comes back.
    QSet<QString> m_closedDocks;
    bool m_switching = false;
    bool m_firstShow = true;
    bool m_hadSavedState = false;
    bool m_fillScreen = false;
};

} // namespace terrain::app
