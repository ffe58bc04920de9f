// The Relf editor's Games menu: publishing the parameter set to running
// games (the runtime's tr_reload_if_changed follows the file).
#include "livelink.h"
#include "relfeditor.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace terrain::app {

namespace {

const QString kPathKey = QStringLiteral("liveLink/path");

QString publishPath()
{
    return QSettings()
        .value(kPathKey, QDir::home().filePath(QStringLiteral("terrain-live.json")))
        .toString();
}

} // namespace

QMenu *RelfEditor::createGamesMenu(QMainWindow *window)
{
    m_liveLink = new LiveLink(this);
    auto *menu = new QMenu(tr("&Games"), window);
    m_publishAction = menu->addAction(tr("&Publish to Running Games"));
    m_publishAction->setCheckable(true);
    m_publishAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    m_publishAction->setToolTip(
        tr("While on, every edit is written to the publish file at once (atomically), and a "
           "game that opened it with the terrain runtime follows it with "
           "tr_reload_if_changed()."));
    connect(m_publishAction, &QAction::toggled, this, &RelfEditor::setPublishing);
    menu->addAction(tr("Publish &File…"), this, [this, window] {
        const QString path =
            QFileDialog::getSaveFileName(window, tr("Publish to Running Games"), publishPath(),
                                         tr("Relf parameter files (*.json)"));
        if (path.isEmpty())
            return;
        QSettings().setValue(kPathKey, path);
        if (m_liveLink->isOn())
            setPublishing(true); // to the new file
    });
    connect(m_liveLink, &LiveLink::failed, this, [this, window](const QString &error) {
        m_publishAction->setChecked(false);
        QMessageBox::warning(window, tr("Publish to Running Games"),
                             tr("Publishing stopped: %1").arg(error));
    });
    return menu;
}

void RelfEditor::setPublishing(bool on)
{
    if (!on) {
        m_liveLink->stop();
        Q_EMIT statusMessage(tr("Publishing to running games stopped"), 4000);
        return;
    }
    QString error;
    const QString path = publishPath();
    if (!m_liveLink->start(path, &error)) {
        const QSignalBlocker block(m_publishAction);
        m_publishAction->setChecked(false);
        QMessageBox::warning(m_window, tr("Publish to Running Games"),
                             tr("Cannot publish: %1").arg(error));
        return;
    }
    Q_EMIT statusMessage(tr("Publishing to %1: games that opened it follow every edit")
                             .arg(QDir::toNativeSeparators(path)),
                         8000);
}

} // namespace terrain::app
