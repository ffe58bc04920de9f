#pragma once
// The graph's relations, outlines and border flags, worked out from its
// centers, corners and edges once the graph's builder
// (polymapgraph.cpp) has set them. No CGAL here.

#include "polymapgraph.h"

#include <array>
#include <cstdint>
#include <vector>

namespace terrain::polymap::detail {

inline bool onBorder(Point p)
{
    return p.x == 0 || p.y == 0 || p.x == kMapSize || p.y == kMapSize;
}

// Outlines the graph's builder already knows: for each center with
// known[c] set, its corners in order round it, from where and in the
// direction its edges would chain them.
struct KnownOutlines
{
    Relation corners;
    std::vector<std::uint8_t> known;
};

// The relations, border flags and midpoints of a graph whose centers,
// corners and edges are set; the square's corners go to the polygons that
// hold them. Each polygon's outline is chained from its edges unless
// `known` holds it.
void finishGraph(Graph &g, const std::array<std::uint32_t, 4> &squareCorner,
                 const std::vector<std::uint32_t> &squareOwner, int threads,
                 const KnownOutlines *known = nullptr);

} // namespace terrain::polymap::detail
