#include "heightexport.h"
#include "export/gltfwriter.h"
#include "relf/map/maprenderer.h"
#include "render/colourtable.h"
#include "util/groundlimit.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::relf {

GridSize heightmapGrid(const Region &region, int longSide)
{
    const double shorter = std::min(region.width, region.height),
                 longer = std::max(region.width, region.height);
    const double ratio = shorter / longer;
    if (!(shorter > 0) || !std::isfinite(ratio)) // checkGrid refuses the region
        return {longSide, longSide};
    const int side =
        std::min(longSide, std::max(2, int(std::lround(double(longSide - 1) * ratio)) + 1));
    return region.width >= region.height ? GridSize{longSide, side} : GridSize{side, longSide};
}

QString checkGrid(const Region &region, GridSize grid, int maxSize)
{
    const auto outside = [maxSize](int n) { return n < 2 || n > maxSize; };
    if (grid.isSquare() && outside(grid.columns))
        return u"size: expected 2 to %1 samples a side, got %2"_s.arg(maxSize).arg(grid.columns);
    if (outside(grid.columns) || outside(grid.rows))
        return u"size: expected 2 to %1 samples a side, got %2 x %3"_s.arg(maxSize)
            .arg(grid.columns)
            .arg(grid.rows);
    for (const double v : {region.x0, region.y0, region.width, region.height})
        if (!util::withinGroundLimit(v))
            return u"region: expected finite numbers within ±1e15"_s;
    if (!(region.width > 0) || !(region.height > 0))
        return u"region: width and height must be positive"_s;
    return {};
}

QString checkGrid(const Region &region, int size, int maxSize)
{
    return checkGrid(region, GridSize{size, size}, maxSize);
}

namespace {

bool checkArguments(const Region &region, GridSize grid, int maxSize, QString *error)
{
    *error = checkGrid(region, grid, maxSize);
    return error->isEmpty();
}

bool checkArguments(const Region &region, int size, int maxSize, QString *error)
{
    return checkArguments(region, GridSize{size, size}, maxSize, error);
}

} // namespace

HeightRange reachableHeights(const RelfParameters &p)
{
    const auto [lo, hi] = std::minmax_element(p.profile.begin(), p.profile.end());
    const double n = double(p.height.size());
    const double low = mountainHeight(p, n * *lo), high = mountainHeight(p, n * *hi);
    if (!p.continent)
        return {low, high};
    // base(m) + amplitude(m)·h: each curve stays within its points' values.
    const auto [b0, b1] = curveRange(p.continent->base);
    const auto [a0, a1] = curveRange(p.continent->amplitude);
    const double products[4] = {a0 * low, a0 * high, a1 * low, a1 * high};
    return {b0 + *std::min_element(products, products + 4),
            b1 + *std::max_element(products, products + 4)};
}

QString checkHeightRange(const HeightRange &range)
{
    if (!std::isfinite(range.first) || !std::isfinite(range.second) ||
        !(range.first < range.second))
        return u"height-range: expected finite MIN below MAX, got %1 %2"_s.arg(range.first)
            .arg(range.second);
    // Heights are scaled by MAX - MIN: a width that overflows would make
    // every sample 0 (seen with -1e308 1e308).
    if (!std::isfinite(range.second - range.first))
        return u"height-range: MAX - MIN of %1 %2 is too large to be a number"_s.arg(range.first)
            .arg(range.second);
    return {};
}

exporting::HeightRows heightRows(EvaluatorPtr terrain, const Region &region, GridSize grid,
                                 std::optional<HeightRange> range)
{
    exporting::HeightRows rows;
    rows.columns = grid.columns;
    rows.rows = grid.rows;
    const bool given = range.has_value();
    rows.fixedRange = given ? *range : reachableHeights(terrain->parameters());
    const double dx = region.width / (grid.columns - 1), dy = region.height / (grid.rows - 1);
    rows.fill = [terrain = std::move(terrain), region, dx, dy](int r, std::span<double> out) {
        terrain->heightRow(region.x0, region.y0 + region.height - double(r) * dy, dx, out);
    };
    rows.sidecar = {
        {u"region"_s, QJsonObject{{u"x0"_s, region.x0},
                                  {u"y0"_s, region.y0},
                                  {u"width"_s, region.width},
                                  {u"height"_s, region.height}}},
        // Square grids keep the words they always had.
        {u"rows"_s, grid.isSquare() ? u"first row northmost; x = x0 + i*width/(size-1), "
                                      u"y = y0 + height - r*height/(size-1)"_s
                                    : u"first row northmost; x = x0 + i*region.width/(width-1), "
                                      u"y = y0 + region.height - r*region.height/(height-1)"_s},
        {u"height_range"_s, given ? u"given"_s : u"every height the parameters can reach"_s}};
    return rows;
}

exporting::HeightRows heightRows(EvaluatorPtr terrain, const Region &region, int size,
                                 std::optional<HeightRange> range)
{
    return heightRows(std::move(terrain), region, GridSize{size, size}, range);
}

bool exportHeightmap(const RelfEvaluator &terrain, const Region &region, GridSize grid,
                     HeightFormat format, const QString &path, QString *error,
                     const Progress &progress, std::optional<HeightRange> range)
{
    if (!checkArguments(region, grid, kMaxHeightmapSize, error))
        return false;
    if (range) {
        if (const QString why = checkHeightRange(*range); !why.isEmpty()) {
            *error = why;
            return false;
        }
    }
    return exporting::writeHeightmap(heightRows(borrowEvaluator(terrain), region, grid, range),
                                     format, path, error, progress);
}

bool exportHeightmap(const RelfEvaluator &terrain, const Region &region, int size,
                     HeightFormat format, const QString &path, QString *error,
                     const Progress &progress, std::optional<HeightRange> range)
{
    return exportHeightmap(terrain, region, GridSize{size, size}, format, path, error, progress,
                           range);
}

bool exportMesh(const RelfEvaluator &terrain, const Region &region, int size, const QString &path,
                QString *error, const Progress &progress)
{
    if (!checkArguments(region, size, kMaxMeshSize, error))
        return false;
    const double dx = region.width / (size - 1), dy = region.height / (size - 1);
    return exporting::writeObjMesh(
        heightRows(borrowEvaluator(terrain), region, size),
        [&](int i, int r) {
            return QPointF(region.x0 + double(i) * dx, region.y0 + region.height - double(r) * dy);
        },
        path, error, progress);
}

bool exportGlbMesh(const RelfEvaluator &terrain, const Region &region, int size,
                   const QString &path, QString *error, const Progress &progress)
{
    if (!checkArguments(region, size, kMaxMeshSize, error))
        return false;
    if (size > exporting::kMaxGlbSide) {
        *error = u"size: a glTF mesh holds at most %1 samples a side, got %2"_s
                     .arg(exporting::kMaxGlbSide)
                     .arg(size);
        return false;
    }
    const double dx = region.width / (size - 1), dy = region.height / (size - 1);
    const std::array<QRgb, kTerrainKindCount> fills = fillColours(LayersDefault);
    const QRgb snow = render::rgbOf(render::MapColour::Snow);
    const exporting::RowColours colours = [&](int r, std::span<QRgb> out) {
        std::vector<TerrainKind> kinds(out.size());
        std::vector<double> heights(out.size());
        const double y = region.y0 + region.height - double(r) * dy;
        const double snowHeight = terrain.snowHeightAt(y);
        terrain.mapRow(region.x0, y, dx, kinds, heights);
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = kinds[i] != TerrainKind::Lake && heights[i] > snowHeight
                         ? snow
                         : fills[std::size_t(kinds[i])];
    };
    return exporting::writeGlbMesh(heightRows(borrowEvaluator(terrain), region, size),
                                   {region.x0, region.y0 + region.height, dx, dy}, colours, path,
                                   error, progress);
}

} // namespace terrain::relf
