#pragma once
// What a rendered piece of a coastline shows, for a legend or statistics:
// how many pixels each land type fills (at the step drawn), and how many of
// them are drawn as water because their height lies below the sea level.

#include "render/tilesource.h"

#include <cstdint>
#include <vector>

namespace terrain::coastline {

struct CoastlineSummary : render::MapSummary
{
    std::vector<std::uint64_t> pixels; // by land-type index
    std::uint64_t waterPixels = 0;

    std::unique_ptr<render::MapSummary> clone() const override
    {
        return std::make_unique<CoastlineSummary>(*this);
    }
    void merge(const render::MapSummary &other) override
    {
        merge(static_cast<const CoastlineSummary &>(other));
    }
    void merge(const CoastlineSummary &o)
    {
        if (pixels.size() < o.pixels.size())
            pixels.resize(o.pixels.size(), 0);
        for (std::size_t k = 0; k < o.pixels.size(); ++k)
            pixels[k] += o.pixels[k];
        waterPixels += o.waterPixels;
    }
};

} // namespace terrain::coastline
