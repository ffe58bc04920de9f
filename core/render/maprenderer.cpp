#include "maprenderer.h"

#include "colourtable.h"
#include "util/parallel.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <vector>

namespace terrain::render {

using relf::Feature;
using relf::Terra;
using relf::TerrainKind;

namespace {

QRgb fillColour(const Terra &t, const MapRenderSettings &s, double snowHeight)
{
    if (t.terrain == TerrainKind::Lake)
        return rgbOf(MapColour::Lake);
    if ((s.layers & LayerSnow) && t.height > snowHeight)
        return rgbOf(MapColour::Snow);
    if (!(s.layers & LayerVegetation))
        return rgbOf(MapColour::Wood);
    switch (t.terrain) {
    case TerrainKind::Town:
    case TerrainKind::Road:
    case TerrainKind::Path:
        return rgbOf(MapColour::Town);
    case TerrainKind::Grass:
        return rgbOf(MapColour::Grass);
    case TerrainKind::Moor:
        return rgbOf(MapColour::Moor);
    case TerrainKind::Thicket:
        return rgbOf(MapColour::ThicketWalk);
    case TerrainKind::Mud:
    case TerrainKind::Marsh:
        return rgbOf(MapColour::Mud);
    case TerrainKind::Stream:
        return rgbOf(MapColour::Lake);
    default:
        return rgbOf(MapColour::Wood);
    }
}

// One point symbol of seed 000's legend, centred on p, about r pixels across.
void drawFeature(QPainter &painter, Feature f, QPointF p, double r)
{
    const QColor black = QColor::fromRgb(rgbOf(MapColour::Feature));
    const QColor blue = QColor::fromRgb(rgbOf(MapColour::WaterFeature));
    const QColor brown = QColor::fromRgb(rgbOf(MapColour::Contour));
    painter.setBrush(Qt::NoBrush);
    switch (f) {
    case Feature::Boulder: // dot
        painter.setPen(Qt::NoPen);
        painter.setBrush(black);
        painter.drawEllipse(p, r * 0.45, r * 0.45);
        break;
    case Feature::Knoll: // brown disc
        painter.setPen(Qt::NoPen);
        painter.setBrush(brown);
        painter.drawEllipse(p, r * 0.55, r * 0.55);
        break;
    case Feature::Mine: { // open triangle, point down
        painter.setPen(QPen(black, std::max(1.0, r * 0.25)));
        const QPointF tri[3] = {p + QPointF(-r, -r * 0.8), p + QPointF(r, -r * 0.8), p + QPointF(0, r)};
        painter.drawPolygon(tri, 3);
        break;
    }
    case Feature::Waterhole: { // open triangle, point up
        painter.setPen(QPen(blue, std::max(1.0, r * 0.25)));
        const QPointF tri[3] = {p + QPointF(-r, r * 0.8), p + QPointF(r, r * 0.8), p + QPointF(0, -r)};
        painter.drawPolygon(tri, 3);
        break;
    }
    case Feature::X: // man-made object: upright cross
        painter.setPen(QPen(black, std::max(1.0, r * 0.3)));
        painter.drawLine(p + QPointF(-r, -r), p + QPointF(r, r));
        painter.drawLine(p + QPointF(-r, r), p + QPointF(r, -r));
        break;
    case Feature::Root: // rootstock: brown cross
        painter.setPen(QPen(brown, std::max(1.0, r * 0.3)));
        painter.drawLine(p + QPointF(-r, -r), p + QPointF(r, r));
        painter.drawLine(p + QPointF(-r, r), p + QPointF(r, -r));
        break;
    default: // cones and rockets move about: not on the map
        break;
    }
}

} // namespace

QPointF groundToPixel(const MapRenderSettings &s, double x, double y)
{
    return {(x - s.left) / s.metresPerPixel, (s.top - y) / s.metresPerPixel};
}

QPointF pixelToGround(const MapRenderSettings &s, double px, double py)
{
    return {s.left + px * s.metresPerPixel, s.top - py * s.metresPerPixel};
}

QImage renderMap(const relf::RelfEvaluator &terrain, const MapRenderSettings &s)
{
    const int w = std::max(1, s.width);
    const int h = std::max(1, s.height);
    const double m = s.metresPerPixel;
    const int threads = s.threads <= 0 ? util::idealThreads() : s.threads;
    const double snowHeight = terrain.parameters().snowHeight;

    // Samples for (w + 1) x (h + 1) points: the extra column and row let each
    // pixel compare its contour band with its right and lower neighbours.
    const auto sw = static_cast<std::size_t>(w) + 1;
    std::vector<Terra> grid(sw * static_cast<std::size_t>(h + 1));
    QImage image(w, h, QImage::Format_RGB32);
    const double interval = s.contourInterval > 0 ? s.contourInterval : 5.0;
    util::parallelFor(static_cast<std::size_t>(h + 1), 16, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t j = b; j < e; ++j)
            terrain.terraRow(s.left, s.top - static_cast<double>(j) * m, m,
                             std::span<Terra>(grid.data() + j * sw, sw));
    });
    util::parallelFor(static_cast<std::size_t>(h), 16, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t j = b; j < e; ++j) {
            auto *line = reinterpret_cast<QRgb *>(image.scanLine(static_cast<int>(j)));
            const Terra *row = grid.data() + j * sw;
            const Terra *below = row + sw;
            for (std::size_t i = 0; i < static_cast<std::size_t>(w); ++i) {
                QRgb c = fillColour(row[i], s, snowHeight);
                if ((s.layers & LayerContours) && row[i].terrain != TerrainKind::Lake) {
                    const double b0 = std::floor(row[i].height / interval);
                    const double br = std::floor(row[i + 1].height / interval);
                    const double bd = std::floor(below[i].height / interval);
                    if (b0 != br || b0 != bd)
                        c = rgbOf(MapColour::Contour);
                }
                line[i] = c;
            }
        }
    });

    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double right = s.left + w * m;
    const double bottom = s.top - h * m;
    if (s.layers & LayerBuildings) {
        const int g = relf::RelfEvaluator::kBuildingGrid;
        const double half = relf::RelfEvaluator::kBuildingSize / 2.0;
        const auto i0 = static_cast<std::int64_t>(std::floor((s.left - half) / g));
        const auto i1 = static_cast<std::int64_t>(std::ceil((right + half) / g));
        const auto j0 = static_cast<std::int64_t>(std::floor((bottom - half) / g));
        const auto j1 = static_cast<std::int64_t>(std::ceil((s.top + half) / g));
        if ((i1 - i0) * (j1 - j0) < 4'000'000) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromRgb(rgbOf(MapColour::Building)));
            for (std::int64_t j = j0; j <= j1; ++j)
                for (std::int64_t i = i0; i <= i1; ++i)
                    if (terrain.buildingAt(i, j)) {
                        const QPointF tl = groundToPixel(s, double(i * g) - half, double(j * g) + half);
                        painter.drawRect(QRectF(tl, QSizeF(2 * half / m, 2 * half / m)));
                    }
        }
    }
    if (s.layers & LayerFeatures) {
        // Features stand on integer points only; scan them where the region
        // holds few enough.
        const auto x0 = static_cast<std::int64_t>(std::ceil(s.left));
        const auto x1 = static_cast<std::int64_t>(std::floor(right));
        const auto y0 = static_cast<std::int64_t>(std::ceil(bottom));
        const auto y1 = static_cast<std::int64_t>(std::floor(s.top));
        const std::int64_t nx = x1 - x0 + 1;
        if (nx > 0 && y1 >= y0 && nx * (y1 - y0 + 1) <= 4'000'000) {
            std::vector<Terra> row(static_cast<std::size_t>(nx));
            const double r = std::clamp(3.0 / m, 2.5, 6.0);
            for (std::int64_t y = y1; y >= y0; --y) {
                terrain.terraRow(double(x0), double(y), 1.0, row);
                for (const Terra &t : row)
                    if (t.feature != Feature::None)
                        drawFeature(painter, t.feature, groundToPixel(s, t.x, t.y), r);
            }
        }
    }
    if (s.layers & LayerGrid) {
        painter.setPen(QPen(QColor::fromRgba(rgbOf(MapColour::Grid)), 1));
        const double step = std::pow(10.0, std::ceil(std::log10(m * 100)));
        for (double x = std::ceil(s.left / step) * step; x <= right; x += step)
            painter.drawLine(groundToPixel(s, x, s.top), groundToPixel(s, x, bottom));
        for (double y = std::ceil(bottom / step) * step; y <= s.top; y += step)
            painter.drawLine(groundToPixel(s, s.left, y), groundToPixel(s, right, y));
    }
    return image;
}

} // namespace terrain::render
