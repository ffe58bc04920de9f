#include "livelink.h"

#include "relfdocument.h"

#include "relf/model/parameterfile.h"

namespace terrain::app {

LiveLink::LiveLink(QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        QString error;
        if (!publish(&error))
            Q_EMIT failed(error);
    });
}

void LiveLink::setDocument(RelfDocument *document)
{
    if (m_document == document)
        return;
    if (m_document)
        m_document->disconnect(this);
    m_document = document;
    if (!m_document)
        return;
    connect(m_document, &Document::changed, this, &LiveLink::schedule);
    schedule(); // a game follows the document now shown
}

bool LiveLink::start(const QString &path, QString *error)
{
    const QString previous = m_path;
    m_path = path;
    if (!publish(error)) {
        m_path = previous;
        return false;
    }
    return true;
}

void LiveLink::stop()
{
    m_timer.stop();
    m_path.clear();
}

void LiveLink::schedule()
{
    // The first change of a burst is written at the end of the interval and
    // the rest with it: one write each interval while dragging.
    if (isOn() && !m_timer.isActive())
        m_timer.start();
}

bool LiveLink::publish(QString *error)
{
    if (!isOn() || !m_document)
        return true;
    if (!relf::writeParameterFile(m_document->parameters(), m_path, error))
        return false;
    ++m_writes;
    Q_EMIT published(m_path);
    return true;
}

} // namespace terrain::app
