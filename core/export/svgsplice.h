#pragma once
// Vector maps with more lines than Qt's SVG writer can format quickly:
// the many polylines (contours) are written here as path data with
// std::to_chars, on all threads, and spliced between the layers Qt's
// QSvgGenerator paints below and above them.

#include <QByteArray>
#include <QPointF>
#include <QRgb>

#include <vector>

namespace terrain::exporting {

struct SvgPolyline
{
    const std::vector<QPointF> *points = nullptr;
    bool closed = false;
};

// One group stroking every polyline with round caps and joins, no fill;
// coordinates to 1/1000 of a unit.
QByteArray svgPolylineGroup(const std::vector<SvgPolyline> &lines, QRgb colour, double width);

// The document `below` with `middle` (whole elements) and then the body of
// the document `above` after its last element; both documents from
// QSvgGenerator with the same size. Empty when either is not shaped as
// QSvgGenerator writes (then the caller paints the lines itself).
QByteArray spliceSvg(const QByteArray &below, const QByteArray &middle, const QByteArray &above);

} // namespace terrain::exporting
