#include "document.h"

#include <QFileInfo>

namespace terrain::app {

Document::Document(QObject *parent)
    : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    // The undo stack may still report itself clean while it is destroyed;
    // this object cannot pass that on any more.
    m_undo.disconnect(this);
}

QString Document::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled %1").arg(kindName()) : QFileInfo(m_path).fileName();
}

bool Document::save(const QString &path, QString *error)
{
    if (!writeTo(path, error))
        return false;
    m_undo.setClean();
    setFilePath(path);
    return true;
}

void Document::markRecovered()
{
    setFilePath(QString());
    m_undo.resetClean();
}

void Document::setFilePath(const QString &path)
{
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (absolute == m_path)
        return;
    m_path = absolute;
    Q_EMIT filePathChanged(m_path);
}

} // namespace terrain::app
