#include "shapesources.h"

#include <mutex>

namespace terrain::shape {

namespace {

std::mutex &registryMutex()
{
    static std::mutex m;
    return m;
}

std::vector<ShapeSource> &registry()
{
    static std::vector<ShapeSource> sources;
    return sources;
}

} // namespace

void addShapeSource(const ShapeSource &source)
{
    const std::lock_guard lock(registryMutex());
    for (ShapeSource &s : registry())
        if (s.formatName == source.formatName) {
            s = source;
            return;
        }
    registry().push_back(source);
}

std::vector<ShapeSource> shapeSources()
{
    const std::lock_guard lock(registryMutex());
    return registry();
}

} // namespace terrain::shape
