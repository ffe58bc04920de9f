#pragma once
// Contour lines from a grid of heights, after Paul Bourke's CONREC (Byte,
// 1987), which seed 000 cites: each cell is split into four triangles about
// its centre (the mean of its corners), and a contour crosses a triangle's
// edges where linear interpolation along them meets its level. A vertex
// exactly on a level counts as above it, so no crossing is counted twice.
// Crossings are joined into polylines by the identity of the edge they lie
// on, so neighbouring triangles meet exactly.

#include <QPointF>

#include <vector>

namespace terrain::render {

struct ContourLine
{
    double level = 0;
    bool indexContour = false; // every fifth level
    bool closed = false;
    std::vector<QPointF> points; // in grid coordinates (column, row)
};

// heights: columns x rows, row-major. Levels at every multiple of interval.
// skip[k] (optional, same size) leaves cells touching sample k out (water).
std::vector<ContourLine> contourGrid(const std::vector<double> &heights, int columns, int rows,
                                     double interval, const std::vector<bool> *skip = nullptr);

} // namespace terrain::render
