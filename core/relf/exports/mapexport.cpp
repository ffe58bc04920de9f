#include "mapexport.h"
#include "relf/features/mines.h"
#include "relf/map/linesymbols.h"
#include "relf/map/mapdetail.h"

#include "export/mappicture.h"
#include "export/svgsplice.h"
#include "relf/map/symbols.h"
#include "render/colourtable.h"
#include "render/conrec.h"
#include "util/atomicfile.h"

#include <QBuffer>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace terrain::relf {

using exporting::mapSettings;

namespace {

// Contour work is bounded: a map whose contours would need more segments
// than this is refused with the numbers (a profile of ±2^20 once made a
// 16 m x 16 m SVG of 747 MB in 37 s; 8,000,000 are nearly a 4096 m x 8192 m map of
// the 1983 terrain at 1 m a pixel, some 300 MB of SVG).
constexpr double kMaxContourSegments = 8e6;

// How many contour segments the height grid needs: each cell of four
// samples is crossed once by every level between its lowest and highest.
double contourSegments(const std::vector<double> &h, const std::vector<bool> &water, int cols,
                       int rows, double interval)
{
    double segments = 0;
    for (int r = 0; r + 1 < rows; ++r)
        for (int c = 0; c + 1 < cols; ++c) {
            const std::size_t i = std::size_t(r) * std::size_t(cols) + std::size_t(c);
            const std::size_t corners[4] = {i, i + 1, i + std::size_t(cols),
                                            i + std::size_t(cols) + 1};
            double lo = h[i], hi = h[i];
            bool wet = false;
            for (const std::size_t k : corners) {
                lo = std::min(lo, h[k]);
                hi = std::max(hi, h[k]);
                wet = wet || water[k];
            }
            if (!wet)
                segments += std::floor(hi / interval) - std::floor(lo / interval);
        }
    return segments;
}

// The heights at the pixels' sample points, with water (which holds no
// contours) marked, and the contour interval shown at this scale.
struct ContourGrid
{
    std::vector<double> heights;
    std::vector<bool> water;
    double interval = 0;
};

// The grid the contours are traced on, or nothing (with the reason) when
// they would need more segments than a vector map may hold. Found before
// anything is painted, so a refusal costs only the heights.
std::optional<ContourGrid> contourGridFor(const RelfEvaluator &terrain, const MapRenderSettings &s,
                                          QString *error)
{
    const int cols = s.width, rows = s.height;
    ContourGrid g;
    g.heights.resize(std::size_t(cols) * std::size_t(rows));
    std::vector<relf::TerrainKind> kinds(static_cast<std::size_t>(cols));
    g.water.resize(g.heights.size());
    for (int r = 0; r < rows; ++r) {
        const std::size_t at = std::size_t(r) * std::size_t(cols);
        terrain.mapRow(s.left, s.top - r * s.metresPerPixel, s.metresPerPixel, std::span(kinds),
                       std::span(g.heights.data() + at, std::size_t(cols)));
        for (int c = 0; c < cols; ++c)
            g.water[at + std::size_t(c)] = kinds[std::size_t(c)] == relf::TerrainKind::Lake;
    }
    g.interval = shownContourInterval(s.contourInterval, s.metresPerPixel);
    const double segments = contourSegments(g.heights, g.water, cols, rows, g.interval);
    if (segments > kMaxContourSegments) {
        *error =
            u"the contours would need %1 segments, more than the %2 a vector map may "
            u"hold: choose a larger contour interval or a smaller region"_s.arg(segments, 0, 'f', 0)
                .arg(kMaxContourSegments, 0, 'f', 0);
        return std::nullopt;
    }
    return g;
}

// Areas: the renderer's fills, without its raster lines and symbols.
void paintAreas(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    MapRenderSettings fills = s;
    fills.layers = s.layers & (LayerVegetation | LayerSnow);
    fills.threads = 0;
    painter.drawImage(QPointF(0, 0), renderMap(terrain, fills));
}

std::vector<render::ContourLine> contourLines(const MapRenderSettings &s, const ContourGrid &g)
{
    return render::contourGrid(g.heights, s.width, s.height, g.interval, &g.water);
}

void paintContours(QPainter &painter, const std::vector<render::ContourLine> &lines)
{
    const QColor brown = QColor::fromRgb(render::rgbOf(render::MapColour::Contour));
    for (const render::ContourLine &line : lines) {
        QPainterPath path(line.points.front());
        for (std::size_t i = 1; i < line.points.size(); ++i)
            path.lineTo(line.points[i]);
        if (line.closed)
            path.closeSubpath();
        painter.setPen(QPen(brown, line.indexContour ? kIndexContourWidth : kContourWidth,
                            Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }
}

// The contours as SVG text: the plain ones, then the index contours.
QByteArray svgContours(const std::vector<render::ContourLine> &lines)
{
    QByteArray out = "<g transform=\"translate(0.5 0.5)\">\n"; // pixel centres, as the objects
    for (const bool index : {false, true}) {
        std::vector<exporting::SvgPolyline> group;
        for (const render::ContourLine &line : lines)
            if (line.indexContour == index)
                group.push_back({&line.points, line.closed});
        if (!group.empty())
            out += exporting::svgPolylineGroup(group, render::rgbOf(render::MapColour::Contour),
                                               index ? kIndexContourWidth : kContourWidth);
    }
    out += "</g>\n";
    return out;
}

// Buildings, rivers, roads, streams and point-feature symbols, over the contours.
void paintObjects(QPainter &painter, const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    using namespace render;
    const double m = s.metresPerPixel;
    const double right = s.left + (s.width - 1) * m, bottom = s.top - (s.height - 1) * m;
    if (s.layers & LayerBuildings) {
        const double g = relf::RelfEvaluator::kBuildingGrid,
                     half = relf::RelfEvaluator::kBuildingSize / 2.0;
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor::fromRgb(rgbOf(MapColour::Building)));
        for (auto j = std::int64_t(std::ceil((bottom - half) / g));
             j <= std::int64_t(std::floor((s.top + half) / g)); ++j)
            for (auto i = std::int64_t(std::ceil((s.left - half) / g));
                 i <= std::int64_t(std::floor((right + half) / g)); ++i)
                if (terrain.buildingAt(i, j))
                    painter.drawRect(
                        QRectF(groundToPixel(s, double(i) * g - half, double(j) * g + half),
                               QSizeF(2 * half / m, 2 * half / m)));
    }
    if (s.layers & LayerFeatures) {
        drawRivers(painter, terrain, s); // under the roads, as the raster map
        drawRoads(painter, terrain.parameters().roads, s);
        drawStreamsOver(painter, terrain, s);
        const double r = symbolRadius(m);
        const auto x0 = std::int64_t(std::ceil(s.left)), x1 = std::int64_t(std::floor(right));
        const auto y0 = std::int64_t(std::ceil(bottom)), y1 = std::int64_t(std::floor(s.top));
        if (showsSymbols(m))
            for (const relf::Terra &t : terrain.featuresIn(x0, y0, x1, y1))
                if (hasSymbol(t.feature)) {
                    // As the raster map draws them: a shaft on steep ground is a cave mouth.
                    if (relf::isCaveMouth(terrain, t)) {
                        const auto facing = relf::caveFacing(terrain, t);
                        drawCaveSymbol(painter, groundToPixel(s, t.x, t.y),
                                       QPointF(facing[0], facing[1]), r);
                    } else {
                        drawFeatureSymbol(painter, t.feature, groundToPixel(s, t.x, t.y), r);
                    }
                }
    }
}

} // namespace

bool exportRasterMap(const relf::RelfEvaluator &terrain, const Region &region,
                     double metresPerPixel, const QString &path, QString *error,
                     const render::MapRenderSettings &style, const exporting::Progress &progress,
                     int bandRows)
{
    render::MapRenderSettings s;
    if (!mapSettings(region, metresPerPixel, style, &s, error, exporting::kMaxStreamedMapSide))
        return false;
    const auto paint = [&terrain](const render::MapRenderSettings &band) {
        return renderPicture(terrain, band);
    };
    return exporting::writeMapPng(paint, s, path, error, progress, bandRows);
}

bool vectorMapFits(int width, int height, QString *error)
{
    if (qint64(width) * height <= kMaxVectorMapPixels)
        return true;
    *error = u"region: the vector map would be %1 x %2 pixels, more than the %3 (%4 x %4) a "
             u"vector map may hold: choose a coarser scale, a smaller region or PNG"_s.arg(width)
                 .arg(height)
                 .arg(kMaxVectorMapPixels)
                 .arg(kMaxVectorMapSide);
    return false;
}

bool exportVectorMap(const relf::RelfEvaluator &terrain, const Region &region,
                     double metresPerPixel, VectorFormat format, const QString &path,
                     QString *error, const render::MapRenderSettings &style,
                     const exporting::Progress &progress)
{
    render::MapRenderSettings s;
    if (!mapSettings(region, metresPerPixel, style, &s, error))
        return false;
    if (!vectorMapFits(s.width, s.height, error))
        return false;
    std::optional<ContourGrid> contours;
    if (s.layers & LayerContours) {
        QString why;
        contours = contourGridFor(terrain, s, &why);
        if (!contours) {
            *error = u"%1: %2"_s.arg(path, why);
            return false; // nothing written
        }
    }

    // Progress between the stages (each is one piece of work); a cancel
    // stops before the next, and nothing is written.
    const auto goOn = [&progress](double done) { return !progress || progress(done); };
    if (!goOn(0.1)) {
        *error = u"cancelled"_s;
        return false;
    }
    const std::vector<render::ContourLine> lines =
        contours ? contourLines(s, *contours) : std::vector<render::ContourLine>{};
    if (!goOn(0.3)) {
        *error = u"cancelled"_s;
        return false;
    }
    // One painter's document: the whole PDF, or an SVG of the layers `paint` draws.
    const auto document = [&](const std::function<void(QPainter &)> &paint) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPainter painter;
        QSvgGenerator svg;
        std::unique_ptr<QPdfWriter> pdf;
        if (format == VectorFormat::Svg) {
            svg.setOutputDevice(&buffer);
            svg.setSize(QSize(s.width, s.height));
            svg.setViewBox(QRect(0, 0, s.width, s.height));
            svg.setResolution(96);
            svg.setTitle(u"Terrain Studio map"_s);
            svg.setDescription(u"Region %1 %2 %3 %4 at %5 m per pixel"_s.arg(region.x0)
                                   .arg(region.y0)
                                   .arg(region.width)
                                   .arg(region.height)
                                   .arg(metresPerPixel));
            painter.begin(&svg);
        } else {
            pdf = std::make_unique<QPdfWriter>(&buffer);
            pdf->setResolution(96);
            pdf->setPageSize(
                QPageSize(QSizeF(s.width * 72.0 / 96.0, s.height * 72.0 / 96.0), QPageSize::Point));
            pdf->setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf->setTitle(u"Terrain Studio map"_s);
            painter.begin(pdf.get());
        }
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
        painter.end();
        return buffer.data();
    };
    // A raster pixel's sample point is its centre, so the lines and symbols
    // drawn over the fills stand half a pixel in, as the raster map draws them.
    const auto overFills = [](QPainter &painter) { painter.translate(0.5, 0.5); };
    const auto everything = [&](QPainter &painter) {
        paintAreas(painter, terrain, s);
        overFills(painter);
        paintContours(painter, lines);
        paintObjects(painter, terrain, s);
    };
    QByteArray bytes;
    if (format == VectorFormat::Svg) {
        // The contours' text written here, between the areas and the
        // objects Qt's writer draws (docs/exports.md).
        const QByteArray areas =
            document([&](QPainter &painter) { paintAreas(painter, terrain, s); });
        if (!goOn(0.5)) {
            *error = u"cancelled"_s;
            return false;
        }
        const QByteArray text = svgContours(lines);
        if (!goOn(0.7)) {
            *error = u"cancelled"_s;
            return false;
        }
        bytes = exporting::spliceSvg(areas, text, document([&](QPainter &painter) {
                                         overFills(painter);
                                         paintObjects(painter, terrain, s);
                                     }));
    }
    if (bytes.isEmpty())
        bytes = document(everything);
    if (!goOn(0.95)) {
        *error = u"cancelled"_s;
        return false;
    }
    QString why;
    if (!util::writeFileAtomically(path, bytes, &why)) {
        *error = u"%1: cannot write: %2"_s.arg(path, why);
        return false;
    }
    return true;
}

} // namespace terrain::relf
