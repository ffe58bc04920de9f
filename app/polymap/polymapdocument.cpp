#include "polymapdocument.h"

#include "polymap/polymapfile.h"

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
    : MapDocument(std::move(parameters),
                  FileFormat<polymap::PolymapParameters>::of(polymap::kPolymapFile),
                  {[](const polymap::PolymapParameters &p, const polymap::PolymapMapPtr &previous,
                      const std::atomic<bool> *cancel) {
                       return polymap::regenerate(p, previous, 0, cancel);
                   },
                   [](const polymap::PolymapParameters &p, const polymap::PolymapMapPtr &current) {
                       return p.regions <= (reusable(current, p) ? kInlineRegen : kInlineMesh);
                   },
                   // A new mesh makes the running one useless; a regeneration is short.
                   [](const polymap::PolymapParameters &p, const polymap::PolymapMapPtr &current) {
                       return !reusable(current, p);
                   },
                   [this] { Q_EMIT mapReady(); }, [this] { Q_EMIT generationStarted(); }},
                  parent)
{
    valueChanged();
}

PolymapDocument::~PolymapDocument() = default;

QString PolymapDocument::kindName() const
{
    return tr("Polygon Island");
}

} // namespace terrain::app
