// The main window's start: the start page (where nothing is open, and once
// at first start), the window's saved geometry and layout read and written,
// its first layout, and keeping it whole on the screen.
#include "mainwindow.h"

#include "document/documentmanager.h"
#include "editor/editor.h"
#include "startpage.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLayout>
#include <QScreen>
#include <QSettings>
#include <QTabBar>
#include <QVBoxLayout>

#include <algorithm>

namespace terrain::app {

namespace {
constexpr int kSideWidth = 360; // the docks' column on first start
} // namespace

void MainWindow::connectStartPage(StartPage *page)
{
    connect(page, &StartPage::newRequested, this,
            [this](const QString &format) { newDocument(format); });
    connect(page, &StartPage::exampleRequested, this,
            [this](const QString &resource) { openExample(resource); });
    connect(page, &StartPage::openRequested, this, [this](const QString &path) { openFile(path); });
    connect(page, &StartPage::openOtherRequested, this, [this] { m_openAction->trigger(); });
}

void MainWindow::showStartPage()
{
    auto *dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("startPageDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Start Page"));
    auto *page = new StartPage(m_generators, dialog);
    page->setRecentFiles(QSettings().value(QStringLiteral("recentFiles")).toStringList());
    connectStartPage(page);
    // Whatever the designer picks, the page has done its work.
    for (auto signal :
         {&StartPage::newRequested, &StartPage::exampleRequested, &StartPage::openRequested})
        connect(page, signal, dialog, &QDialog::close);
    connect(page, &StartPage::openOtherRequested, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(page);
    auto *again = new QCheckBox(tr("Show this page at every start"), dialog);
    again->setChecked(QSettings().value(QStringLiteral("startPage/always"), false).toBool());
    connect(again, &QCheckBox::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("startPage/always"), on); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *row = new QHBoxLayout;
    row->addWidget(again);
    row->addWidget(buttons);
    layout->addLayout(row);
    // As large as its contents in the user's language ask (German runs
    // longer than English), at least 760 × 680, within the screen; measured
    // once shown, when the style has polished every widget.
    dialog->show();
    QSize size = dialog->sizeHint().expandedTo(QSize(760, 680));
    if (const QScreen *s = screen())
        size = size.boundedTo(s->availableGeometry().size() * 0.95);
    dialog->resize(size);
    dialog->move(frameGeometry().center() - QPoint(size.width() / 2, size.height() / 2));
}

void MainWindow::showStartPageAtFirstStart()
{
    QSettings s;
    if (s.value(QStringLiteral("startPage/shown"), false).toBool() &&
        !s.value(QStringLiteral("startPage/always"), false).toBool())
        return;
    s.setValue(QStringLiteral("startPage/shown"), true);
    showStartPage();
}

void MainWindow::readSettings()
{
    QSettings s;
    const QByteArray geometry = s.value(QStringLiteral("window/geometry")).toByteArray();
    m_fillScreen = geometry.isEmpty() || !restoreGeometry(geometry);
    m_hadSavedState = restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    const QStringList closed = s.value(QStringLiteral("window/closedDocks")).toStringList();
    m_closedDocks = QSet<QString>(closed.begin(), closed.end());
    // Docks an editor keeps closed until asked for start closed, unless a
    // saved layout has seen them before.
    const QStringList seen = s.value(QStringLiteral("window/seenDocks")).toStringList();
    for (Editor *e : m_documents->editors())
        for (const QString &name : e->docksClosedByDefault())
            if (!seen.contains(name))
                m_closedDocks.insert(name);
    for (Editor *e : m_documents->editors()) {
        for (QDockWidget *dock : e->dockWidgets())
            dock->hide();
        e->readSettings();
    }
}

void MainWindow::writeSettings() const
{
    QSettings s;
    QSet<QString> closed = m_closedDocks;
    if (Editor *e = m_documents->currentEditor(); e && !m_mapOnly->isChecked()) {
        QList<QDockWidget *> docks = e->dockWidgets();
        docks << m_historyDock;
        for (QDockWidget *dock : std::as_const(docks)) {
            if (dock->toggleViewAction()->isChecked())
                closed.remove(dock->objectName());
            else
                closed.insert(dock->objectName());
        }
    }
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/closedDocks"), QStringList(closed.begin(), closed.end()));
    QStringList seen;
    for (Editor *e : m_documents->editors())
        for (QDockWidget *dock : e->dockWidgets())
            seen << dock->objectName();
    s.setValue(QStringLiteral("window/seenDocks"), seen);
    for (Editor *e : m_documents->editors())
        e->writeSettings();
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_firstShow)
        return;
    m_firstShow = false;
    // First start: the whole screen, for the map. (Set once the docks are
    // in place: before, their size hints would stretch the window.)
    if (m_fillScreen)
        if (QScreen *screen = QGuiApplication::primaryScreen())
            setGeometry(screen->availableGeometry());
    keepOnScreen();
    if (m_hadSavedState)
        return;
    // First start: the docks in one narrow column, the map in the rest.
    QList<QDockWidget *> right;
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dockWidgetArea(dock) == Qt::RightDockWidgetArea)
            right << dock;
    // Wide enough for the tabs of stacked docks to show their whole names
    // (German ones are longer), yet no more than two fifths of the window.
    layout()->activate(); // the stacked docks' tab bars exist once laid out
    int side = kSideWidth;
    for (QTabBar *tabs : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        if (tabs->isVisible())
            side = std::max(side, tabs->sizeHint().width() + 12); // the dock's frame
    side = std::max(kSideWidth, std::min(side, width() * 2 / 5));
    if (!right.isEmpty())
        resizeDocks(right, QList<int>(right.size(), side), Qt::Horizontal);
}

void MainWindow::keepOnScreen()
{
    // A saved geometry from another screen (or a larger one) may put the
    // window, or only its status bar, off the screen: bring it back whole.
    QScreen *screen = QGuiApplication::screenAt(frameGeometry().center());
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    if (available.contains(frameGeometry()))
        return;
    const QSize frame = frameGeometry().size() - geometry().size(); // title bar and borders
    QRect inner = geometry();
    inner.setSize(inner.size().boundedTo(available.size() - frame));
    QRect outer(inner.topLeft() - (geometry().topLeft() - frameGeometry().topLeft()),
                inner.size() + frame);
    outer.moveLeft(
        std::clamp(outer.left(), available.left(), available.right() - outer.width() + 1));
    outer.moveTop(
        std::clamp(outer.top(), available.top(), available.bottom() - outer.height() + 1));
    resize(inner.size());
    move(outer.topLeft());
}

} // namespace terrain::app
