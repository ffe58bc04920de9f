#include "coastlinedocument.h"

#include "coastline/coastlinefile.h"

namespace terrain::app {

namespace {
// Maps up to this many cells are made at once, on the GUI thread: quicker
// than a round trip through the pool for the sizes a designer drags on.
constexpr std::int64_t kInlineCells = 1024 * 1024;
} // namespace

CoastlineDocument::CoastlineDocument(coastline::CoastlineParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters), parent)
    , m_maker({[](const coastline::CoastlineParameters &p, const coastline::CoastlineMapPtr &,
                  const std::atomic<bool> *cancel) { return coastline::generate(p, 0, cancel); },
               [](const coastline::CoastlineParameters &p, const coastline::CoastlineMapPtr &) {
                   return std::int64_t(p.size) * p.size <= kInlineCells;
               },
               [](const coastline::CoastlineParameters &, const coastline::CoastlineMapPtr &) {
                   return true; // a map of other parameters is of no use
               },
               [this] { Q_EMIT mapReady(); }, [] {}})
{
    waitForMap(); // the document starts with its map
}

CoastlineDocument::~CoastlineDocument() = default;

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
    m_maker.request(value());
}

void CoastlineDocument::waitForMap()
{
    m_maker.wait(value(),
                 [](const coastline::CoastlineMap &map, const coastline::CoastlineParameters &p) {
                     return map.parameters() == p;
                 });
}

} // namespace terrain::app
