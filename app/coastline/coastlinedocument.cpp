#include "coastlinedocument.h"

#include "coastline/coastlinefile.h"

namespace terrain::app {

namespace {
// Maps up to this many cells are made at once, on the GUI thread: quicker
// than a round trip through the pool for the sizes a designer drags on.
constexpr std::int64_t kInlineCells = 1024 * 1024;
} // namespace

CoastlineDocument::CoastlineDocument(coastline::CoastlineParameters parameters, QObject *parent)
    : MapDocument(
          std::move(parameters),
          FileFormat<coastline::CoastlineParameters>::of(coastline::kCoastlineFile),
          {[](const coastline::CoastlineParameters &p, const coastline::CoastlineMapPtr &,
              const std::atomic<bool> *cancel) { return coastline::generate(p, 0, cancel); },
           [](const coastline::CoastlineParameters &p, const coastline::CoastlineMapPtr &) {
               return std::int64_t(p.size) * p.size <= kInlineCells;
           },
           [](const coastline::CoastlineParameters &, const coastline::CoastlineMapPtr &) {
               return true; // a map of other parameters is of no use
           },
           [this] { Q_EMIT mapReady(); }, [this] { Q_EMIT generationStarted(); }},
          parent)
{
    waitForMap(); // the document starts with its map
}

CoastlineDocument::~CoastlineDocument() = default;

QString CoastlineDocument::kindName() const
{
    return tr("Coastline");
}

bool CoastlineDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    if (!ValueDocument::load(path, errors, warnings))
        return false;
    waitForMap();
    return true;
}

} // namespace terrain::app
