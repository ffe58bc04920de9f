#include "coastlinedocument.h"

#include "coastline/coastlinefile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace terrain::app {

namespace {
// Maps up to this many cells are made at once, on the GUI thread: quicker
// than a round trip through the pool for the sizes a designer drags on.
constexpr std::int64_t kInlineCells = 1024 * 1024;
} // namespace

CoastlineDocument::CoastlineDocument(coastline::CoastlineParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters), parent)
{
    connect(&m_watcher, &QFutureWatcher<Made>::finished, this, [this] {
        m_generating = false;
        Made made = m_watcher.result();
        if (m_again) { // the parameters changed meanwhile: make the newest
            m_again = false;
            startGeneration();
            return;
        }
        if (made.map) {
            m_map = std::move(made.map);
            m_lastMs = made.milliseconds;
            Q_EMIT mapReady();
        }
    });
    m_map = coastline::generate(value(), 0);
}

CoastlineDocument::~CoastlineDocument()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

QString CoastlineDocument::formatName() const
{
    return QString::fromLatin1(coastline::kFormatName);
}

QString CoastlineDocument::kindName() const
{
    return tr("Coastline");
}

bool CoastlineDocument::writeTo(const QString &path, QString *error) const
{
    return coastline::writeCoastlineFile(parameters(), path, error);
}

bool CoastlineDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const coastline::CoastlineReadResult r = coastline::readCoastlineFile(path);
    if (!adoptFile(r.parameters, r, path, errors, warnings))
        return false;
    waitForMap();
    return true;
}

QStringList CoastlineDocument::validate(const coastline::CoastlineParameters &parameters) const
{
    return coastline::validate(parameters);
}

void CoastlineDocument::valueChanged()
{
    const auto &p = value();
    if (std::int64_t(p.size) * p.size <= kInlineCells && !m_generating) {
        QElapsedTimer timer;
        timer.start();
        m_map = coastline::generate(p, 0);
        m_lastMs = double(timer.nsecsElapsed()) / 1e6;
        Q_EMIT mapReady();
        return;
    }
    startGeneration();
}

void CoastlineDocument::startGeneration()
{
    if (m_generating) { // one at a time; the newest follows
        m_again = true;
        if (m_cancel)
            m_cancel->store(true);
        return;
    }
    m_generating = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(QtConcurrent::run([p = value(), cancel = m_cancel] {
        QElapsedTimer timer;
        timer.start();
        Made made{coastline::generate(p, 0, cancel.get()), 0};
        made.milliseconds = double(timer.nsecsElapsed()) / 1e6;
        if (cancel->load())
            made.map.reset();
        return made;
    }));
}

void CoastlineDocument::waitForMap()
{
    while (m_generating) {
        m_watcher.waitForFinished();
        QCoreApplication::processEvents(); // delivers finished, which may start the newest
    }
    if (!m_map || !(m_map->parameters() == value())) {
        m_map = coastline::generate(value(), 0);
        Q_EMIT mapReady();
    }
}

} // namespace terrain::app
