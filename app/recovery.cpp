#include "recovery.h"

#include "document.h"
#include "relf/parameterfile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace terrain::app {

Recovery::Recovery(Document *document, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_document(document)
{
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &Recovery::autosave);
    m_timer.start();
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard(); // saved: nothing to recover
    });
}

QString Recovery::recoveryPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("recovery.json"));
}

void Recovery::autosave()
{
    if (!m_document->isModified()) {
        discard();
        return;
    }
    QDir().mkpath(QFileInfo(recoveryPath()).absolutePath());
    QString error;
    relf::writeParameterFile(m_document->parameters(), recoveryPath(), &error);
}

void Recovery::discard()
{
    QFile::remove(recoveryPath());
}

} // namespace terrain::app
