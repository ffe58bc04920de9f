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

// The relations, border flags and midpoints of a graph whose centers,
// corners and edges are set; the square's corners go to the polygons that
// hold them.
void finishGraph(Graph &g, const std::array<std::uint32_t, 4> &squareCorner,
                 const std::vector<std::uint32_t> &squareOwner, int threads);

} // namespace terrain::polymap::detail
