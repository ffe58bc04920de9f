#include "recovery.h"

#include "document.h"
#include "documentmanager.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace terrain::app {

Recovery::Recovery(DocumentManager *documents, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
{
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Recovery::autosave);
    m_timer.start();
    connect(documents, &DocumentManager::documentStateChanged, this, [this](Document *d) {
        if (!d->isModified())
            discard(d); // saved: nothing to recover
    });
}

QString Recovery::recoveryDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

QStringList Recovery::leftOver()
{
    QStringList files;
    const QDir dir(recoveryDirectory());
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

QString Recovery::pathOf(Document *document)
{
    auto it = m_paths.find(document);
    if (it == m_paths.end()) {
        // Unique for this process, so that two studios do not overwrite each other.
        const QString name =
            QStringLiteral("%1-%2.json").arg(QCoreApplication::applicationPid()).arg(++m_next);
        it = m_paths.insert(document, QDir(recoveryDirectory()).filePath(name));
        connect(document, &QObject::destroyed, this, [this, document] { discard(document); });
    }
    return *it;
}

void Recovery::autosave()
{
    for (Document *d : m_documents->documents()) {
        if (!d->isModified()) {
            discard(d);
            continue;
        }
        QDir().mkpath(recoveryDirectory());
        QString error;
        d->writeTo(pathOf(d), &error); // best effort: the next minute tries again
    }
}

void Recovery::discard(Document *document)
{
    const auto it = m_paths.find(document);
    if (it == m_paths.end())
        return;
    QFile::remove(*it);
    m_paths.erase(it);
}

void Recovery::discardAll()
{
    for (const QString &path : std::as_const(m_paths))
        QFile::remove(path);
    m_paths.clear();
}

} // namespace terrain::app
