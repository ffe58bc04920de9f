#include "mainwindow.h"

#include "document/document.h"
#include "document/documentmanager.h"
#include "document/recovery.h"
#include "editor/editor.h"
#include "fieldshortcuts.h"
#include "generator.h"
#include "helpdialogs.h"
#include "preferencesdialog.h"
#include "startpage.h"
#include "translations.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoView>

#include <algorithm>

namespace terrain::app {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_documents(new DocumentManager(this))
    , m_generators(generators())
{
    setObjectName(QStringLiteral("mainWindow"));
    setCentralWidget(m_documents->widget());
    widgets::FieldShortcuts::install(this);
    setAcceptDrops(true);
    setDockOptions(dockOptions() | QMainWindow::GroupedDragging);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);

    auto *history = new QUndoView(m_documents->undoGroup(), this);
    history->setEmptyLabel(tr("<opened>"));
    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    m_historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);

    for (const Generator &g : std::as_const(m_generators)) {
        Editor *e = g.makeEditor(this);
        m_documents->setEditor(g.formatName, e);
        // History sits among the docks of the first editor.
        e->resetLayout(m_documents->editors().size() == 1 ? m_historyDock : nullptr);
        for (QDockWidget *dock : e->dockWidgets())
            dock->hide();
        connect(e, &Editor::statusMessage, this,
                [this](const QString &text, int ms) { statusBar()->showMessage(text, ms); });
    }
    m_recovery = new Recovery(m_documents, 60000, this);
    m_startPage = new StartPage(m_generators);
    connectStartPage(m_startPage);
    m_documents->setEmptyPage(m_startPage);
    createMenus();
    statusBar();

    connect(m_documents, &DocumentManager::currentEditorChanged, this, &MainWindow::editorChanged);
    connect(m_documents, &DocumentManager::currentDocumentChanged, this, [this] { updateTitle(); });
    connect(m_documents, &DocumentManager::documentStateChanged, this, [this] { updateTitle(); });
    connect(m_documents, &DocumentManager::closeRequested, this,
            [this](Document *d) { closeDocument(d); });

    readSettings();
    editorChanged(nullptr, nullptr);
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Documents and editors go while the window still stands.
    m_documents->disconnect(this);
    delete m_documents;
    m_documents = nullptr;
}

Document *MainWindow::currentDocument() const
{
    return m_documents->currentDocument();
}

Editor *MainWindow::editor(const QString &formatName) const
{
    return m_documents->editor(formatName);
}

const Generator *MainWindow::generatorOf(const QString &formatName) const
{
    for (const Generator &g : m_generators)
        if (g.formatName == formatName)
            return &g;
    return nullptr;
}

Document *MainWindow::newDocument(const QString &formatName)
{
    const Generator *g = generatorOf(formatName);
    if (!g)
        return nullptr;
    Document *d = g->newDocument();
    addDocument(d);
    return d;
}

void MainWindow::addDocument(Document *document)
{
    m_documents->addDocument(document);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    QMenu *newMenu = m_fileMenu->addMenu(tr("&New"));
    for (const Generator &g : std::as_const(m_generators)) {
        QAction *a = newMenu->addAction(g.displayName, this,
                                        [this, format = g.formatName] { newDocument(format); });
        if (!g.newShortcut.isEmpty())
            a->setShortcut(QKeySequence(g.newShortcut));
    }
    m_openAction = m_fileMenu->addAction(tr("&Open…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open File"), QString(), fileFilter());
        if (!path.isEmpty())
            openFile(path);
    });
    m_openAction->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    m_fileMenu->addAction(tr("&Save"), this, &MainWindow::save)->setShortcut(QKeySequence::Save);
    // QKeySequence::SaveAs is empty on some platforms: Ctrl+Shift+S everywhere.
    m_fileMenu->addAction(tr("Save &As…"), this, &MainWindow::saveAs)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_fileMenu->addSeparator();
    m_fileMenu
        ->addAction(tr("&Export…"), this,
                    [this] {
                        if (Editor *e = m_documents->currentEditor())
                            e->exportCurrent();
                    })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_fileMenu->addSeparator();
    m_fileMenu
        ->addAction(tr("&Close"), this,
                    [this] {
                        if (Document *d = currentDocument())
                            closeDocument(d);
                    })
        ->setShortcuts(QKeySequence::Close); // Ctrl+W and, where the platform has it, Ctrl+F4
    m_fileMenu->addAction(tr("&Quit"), this, &QWidget::close)->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_documents->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction *redo = m_documents->undoGroup()->createRedoAction(this, tr("&Redo"));
    // Every platform binding of Redo, and Ctrl+Y once: a key given twice is
    // ambiguous and does nothing.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_mapOnly = new QAction(tr("&Map Only"), this);
    m_mapOnly->setCheckable(true);
    m_mapOnly->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_mapOnly->setToolTip(
        tr("Hide every panel, so that the map fills the window; again to bring them back"));
    connect(m_mapOnly, &QAction::toggled, this, &MainWindow::setMapOnly);

    QMenu *settings = menuBar()->addMenu(tr("&Settings"));
    m_editorMenusAt = settings->menuAction();
    QAction *prefs = settings->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    prefs->setMenuRole(QAction::PreferencesRole);
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Start Page"), this, &MainWindow::showStartPage);
    help->addAction(tr("&Manual"), this, [this] { showManual(this); })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, [this] {
        // The window's own actions and every editor's, shown or not.
        QList<QAction *> actions = findChildren<QAction *>();
        for (Editor *e : m_documents->editors())
            actions << e->findChildren<QAction *>();
        showShortcuts(this, actions);
    });
    help->addSeparator();
    help->addAction(tr("&About Terrain Studio"), this, &MainWindow::showAbout);
    updateRecentMenu();
}

void MainWindow::rebuildViewMenu()
{
    m_viewMenu->clear();
    m_viewMenu->addAction(m_mapOnly);
    m_viewMenu->addSeparator();
    Editor *e = m_documents->currentEditor();
    if (e) {
        for (QAction *a : e->viewActions())
            m_viewMenu->addAction(a);
        m_viewMenu->addSeparator();
        QMenu *panels = m_viewMenu->addMenu(tr("&Panels"));
        for (QDockWidget *dock : e->dockWidgets())
            panels->addAction(dock->toggleViewAction());
        panels->addAction(m_historyDock->toggleViewAction());
    }
}

void MainWindow::editorChanged(Editor *previous, Editor *current)
{
    m_switching = true;
    if (previous) {
        for (QDockWidget *dock : previous->dockWidgets()) {
            if (!m_mapOnly->isChecked()) {
                if (dock->toggleViewAction()->isChecked())
                    m_closedDocks.remove(dock->objectName());
                else
                    m_closedDocks.insert(dock->objectName());
            }
            dock->hide();
        }
        for (QWidget *w : previous->statusBarWidgets()) {
            statusBar()->removeWidget(w);
            w->hide();
        }
    }
    for (QAction *a : std::as_const(m_editorMenuActions))
        menuBar()->removeAction(a);
    m_editorMenuActions.clear();
    if (current) {
        for (QDockWidget *dock : current->dockWidgets())
            dock->setVisible(!m_mapOnly->isChecked() &&
                             !m_closedDocks.contains(dock->objectName()));
        for (QWidget *w : current->statusBarWidgets()) {
            statusBar()->addPermanentWidget(w);
            w->show();
        }
        for (QMenu *menu : current->menus()) {
            menuBar()->insertAction(m_editorMenusAt, menu->menuAction());
            m_editorMenuActions << menu->menuAction();
        }
    }
    m_historyDock->setVisible(current && !m_mapOnly->isChecked() &&
                              !m_closedDocks.contains(m_historyDock->objectName()));
    QDockWidget *neighbour = current ? current->historyNeighbour() : nullptr;
    if (neighbour && !m_historyDock->isFloating() && !neighbour->isFloating() &&
        !tabifiedDockWidgets(neighbour).contains(m_historyDock)) {
        tabifyDockWidget(neighbour, m_historyDock);
        neighbour->raise();
    }
    rebuildViewMenu();
    m_switching = false;
}

void MainWindow::setMapOnly(bool on)
{
    Editor *e = m_documents->currentEditor();
    QList<QDockWidget *> docks = e ? e->dockWidgets() : QList<QDockWidget *>();
    docks << m_historyDock;
    for (QDockWidget *dock : std::as_const(docks)) {
        if (on) {
            if (dock->toggleViewAction()->isChecked())
                m_closedDocks.remove(dock->objectName());
            else
                m_closedDocks.insert(dock->objectName());
            dock->hide();
        } else {
            dock->setVisible(e && !m_closedDocks.contains(dock->objectName()));
        }
    }
}

void MainWindow::updateTitle()
{
    Document *d = currentDocument();
    setWindowTitle(tr("%1[*] – Terrain Studio").arg(d ? d->displayName() : tr("No document")));
    setWindowModified(d && d->isModified());
}

bool MainWindow::maybeSave(Document *document)
{
    if (!document->isModified())
        return true;
    m_documents->setCurrentDocument(document);
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved. Save them?").arg(document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::closeDocument(Document *document)
{
    if (!maybeSave(document))
        return false;
    m_recovery->discard(document);
    m_documents->removeDocument(document);
    return true;
}

QString MainWindow::fileFilter() const
{
    return tr("Terrain Studio files (*.json);;All files (*)");
}

bool MainWindow::save()
{
    Document *d = currentDocument();
    if (!d)
        return false;
    if (d->filePath().isEmpty())
        return saveAs();
    QString error;
    if (!d->save(d->filePath(), &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1 to %2").arg(d->kindName(), d->filePath()), 6000);
    return true;
}

bool MainWindow::saveAs()
{
    Document *d = currentDocument();
    if (!d)
        return false;
    QString path = QFileDialog::getSaveFileName(this, tr("Save %1").arg(d->kindName()),
                                                d->filePath(), tr("Terrain Studio files (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!d->save(path, &error)) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1 as %2").arg(d->kindName(), path), 6000);
    return true;
}

Document *MainWindow::readDocument(const QString &path)
{
    QStringList errors, warnings;
    QString why;
    const QString format = fileFormatName(path, &why);
    const Generator *g = format.isEmpty() ? nullptr : generatorOf(format);
    Document *d = nullptr;
    if (format.isEmpty())
        errors << why;
    else if (!g)
        errors << tr("format: \"%1\" is not a kind of file this studio reads").arg(format);
    else
        d = g->openDocument(path, &errors, &warnings);
    if (!d) {
        QMessageBox box(
            QMessageBox::Warning, tr("Cannot open the file"),
            tr("%1 could not be read; nothing was changed.").arg(QFileInfo(path).fileName()),
            QMessageBox::Ok, this);
        box.setDetailedText(errors.join(QLatin1Char('\n')));
        box.exec();
        return nullptr;
    }
    // An untouched new document gives way to the file, as editors do.
    Document *current = currentDocument();
    const bool replaceCurrent = current && current->filePath().isEmpty() &&
                                !current->isModified() && current->undoStack()->count() == 0;
    addDocument(d);
    if (replaceCurrent)
        m_documents->removeDocument(current);
    if (!warnings.isEmpty())
        statusBar()->showMessage(warnings.join(QStringLiteral("; ")), 8000);
    return d;
}

bool MainWindow::openFile(const QString &path)
{
    if (Document *open = m_documents->documentForFile(path)) {
        m_documents->setCurrentDocument(open);
        return true;
    }
    if (!readDocument(path))
        return false;
    addRecentFile(path);
    return true;
}

Document *MainWindow::openExample(const QString &resource)
{
    Document *d = readDocument(resource);
    if (d) { // the studio's own copy stays as it is: Save asks where
        d->detachFromFile();
        statusBar()->showMessage(
            tr("An example, not yet saved: change it, then File ▸ Save As keeps it"), 8000);
    }
    return d;
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })
            ->setToolTip(path);
    m_recentMenu->setEnabled(!recent.isEmpty());
    m_startPage->setRecentFiles(recent);
}

void MainWindow::offerRecovery()
{
    QList<Document *> found;
    for (const QString &path : Recovery::leftOver()) {
        const Generator *g = generatorOf(fileFormatName(path));
        QStringList errors;
        Document *d = g ? g->openDocument(path, &errors, nullptr) : nullptr;
        if (d)
            found << d;
        else
            QFile::remove(path); // unreadable: nothing to offer
    }
    if (found.isEmpty())
        return;
    QStringList names;
    for (Document *d : std::as_const(found))
        names << d->kindName();
    const auto answer = QMessageBox::question(
        this, tr("Restore Unsaved Changes"),
        tr("Terrain Studio did not close normally. Restore the unsaved work (%1)?")
            .arg(names.join(QStringLiteral(", "))),
        QMessageBox::Yes | QMessageBox::No);
    for (const QString &path : Recovery::leftOver())
        QFile::remove(path);
    if (answer != QMessageBox::Yes) {
        qDeleteAll(found);
        return;
    }
    for (Document *d : std::as_const(found)) {
        d->markRecovered();
        addDocument(d);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() &&
        std::all_of(urls.begin(), urls.end(), [](const QUrl &u) { return u.isLocalFile(); }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    event->acceptProposedAction();
    for (const QUrl &url : urls)
        if (url.isLocalFile())
            openFile(url.toLocalFile());
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        storeLanguage(dialog.language());
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Terrain Studio"),
        tr("<p><b>Terrain Studio</b> %1</p><p>Design limitless procedural terrain with the Relf "
           "Terrain Generator, fractal coastlines and polygon island maps, and see it as a "
           "map.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    for (Document *d : m_documents->documents())
        if (!maybeSave(d)) {
            event->ignore();
            return;
        }
    writeSettings();
    m_recovery->discardAll(); // a normal exit leaves nothing to recover
    event->accept();
}

} // namespace terrain::app
