#include "polymapdocument.h"

#include "polymap/polymapfile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace terrain::app {

namespace {
// Up to this many regions a new mesh is made at once; with the mesh kept,
// up to kInlineRegen the other steps are.
constexpr int kInlineMesh = 10000;
constexpr int kInlineRegen = 60000;

// The mesh of the map at hand, when it fits the new parameters.
polymap::GraphPtr reusable(const polymap::PolymapMapPtr &map, const polymap::PolymapParameters &p)
{
    return map && map->graph().madeFor.sameMesh(p) ? map->graphPtr() : polymap::GraphPtr();
}
} // namespace

PolymapDocument::PolymapDocument(polymap::PolymapParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters), parent)
{
    connect(&m_watcher, &QFutureWatcher<Made>::finished, this, [this] {
        m_generating = false;
        Made made = m_watcher.result();
        const bool madeOne = made.map != nullptr; // (made.map is moved from below)
        if (madeOne) {
            m_map = std::move(made.map);
            m_lastMs = made.milliseconds;
        }
        if (m_again) { // the parameters changed meanwhile: make the newest
            m_again = false;
            valueChanged();
            return;
        }
        if (madeOne)
            Q_EMIT mapReady();
    });
    valueChanged();
}

PolymapDocument::~PolymapDocument()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

QString PolymapDocument::formatName() const
{
    return QString::fromLatin1(polymap::kFormatName);
}

QString PolymapDocument::kindName() const
{
    return tr("Polygon Island");
}

bool PolymapDocument::writeTo(const QString &path, QString *error) const
{
    return polymap::writePolymapFile(parameters(), path, error);
}

bool PolymapDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const polymap::PolymapReadResult r = polymap::readPolymapFile(path);
    return adoptFile(r.parameters, r, path, errors, warnings);
}

QStringList PolymapDocument::validate(const polymap::PolymapParameters &parameters) const
{
    return polymap::validate(parameters);
}

bool PolymapDocument::quick(const polymap::PolymapParameters &p) const
{
    return p.regions <= (reusable(m_map, p) ? kInlineRegen : kInlineMesh);
}

void PolymapDocument::valueChanged()
{
    const auto &p = value();
    if (!m_generating && quick(p)) {
        QElapsedTimer timer;
        timer.start();
        m_map = polymap::regenerate(p, m_map, 0);
        m_lastMs = double(timer.nsecsElapsed()) / 1e6;
        Q_EMIT mapReady();
        return;
    }
    startGeneration();
}

void PolymapDocument::startGeneration()
{
    if (m_generating) { // one at a time; the newest follows
        m_again = true;
        // A new mesh makes the running one useless; a regeneration is short.
        if (m_cancel && !reusable(m_map, value()))
            m_cancel->store(true);
        return;
    }
    m_generating = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    Q_EMIT generationStarted();
    m_watcher.setFuture(QtConcurrent::run([p = value(), previous = m_map, cancel = m_cancel] {
        QElapsedTimer timer;
        timer.start();
        Made made{polymap::regenerate(p, previous, 0, cancel.get()), 0};
        made.milliseconds = double(timer.nsecsElapsed()) / 1e6;
        if (cancel->load())
            made.map.reset();
        return made;
    }));
}

void PolymapDocument::waitForMap()
{
    while (m_generating) {
        m_watcher.waitForFinished();
        QCoreApplication::processEvents(); // delivers finished, which may start the newest
    }
    if (!m_map || !(m_map->parameters() == value())) {
        m_map = polymap::regenerate(value(), m_map, 0);
        Q_EMIT mapReady();
    }
}

} // namespace terrain::app
