#include "mapraster.h"

#include "relf/features/mines.h"
#include "relf/kernels/cpufeatures.h"
#include "relf/map/mapdetail.h"
#include "relf/map/maplines.h"
#include "relf/map/mapoverview.h"
#include "relf/map/maprivers.h"
#include "relf/map/mapsymbols.h"
#include "relf/map/shaderow.h"
#include "render/colourtable.h"
#include "util/parallel.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace terrain::relf {

using namespace render;

void MapFacts::merge(const MapFacts &o)
{
    kinds |= o.kinds;
    features |= o.features;
    buildings |= o.buildings;
    snow |= o.snow;
    contours |= o.contours;
    caves |= o.caves;
    mines |= o.mines;
    sky |= o.sky;
    for (std::size_t k = 0; k < kindPixels.size(); ++k)
        kindPixels[k] += o.kindPixels[k];
    for (const auto &[bin, n] : o.heightBins)
        heightBins[bin] += n;
}

namespace {

// Coverage of each pixel of a row by the contour nearest to it: the distance
// to the contour comes from linear interpolation of the sampled heights
// (central differences), as CONREC interpolates contour crossings along grid
// edges. up, row and down are the sample rows above, at and below, each with
// one sample of margin on the left (row[0] is left of pixel 0). Written as
// plain arithmetic so that it vectorises (target_clones picks AVX2 or
// AVX-512 where the CPU has them).
TERRAIN_CLONES void contourRow(const double *__restrict up, const double *__restrict row,
                               const double *__restrict down, int w, double interval,
                               float *__restrict coverage)
{
    const double inv = 1.0 / interval;
    for (int i = 0; i < w; ++i) {
        const double h = row[i + 1];
        const double gx = (row[i + 2] - row[i]) * 0.5;
        const double gy = (down[i + 1] - up[i + 1]) * 0.5;
        const double g = std::sqrt(gx * gx + gy * gy) + 1e-12; // height units per pixel
        const double index = std::floor(h * inv + 0.5);
        const double off = std::abs(h - index * interval);
        const double fifth = index * 0.2;
        const double indexContour = std::floor(fifth) == fifth ? 1.0 : 0.0; // every fifth
        const double half =
            0.5 * kContourWidth + 0.5 * (kIndexContourWidth - kContourWidth) * indexContour;
        double c = half + 0.5 - off / g;
        c = c < 0.0 ? 0.0 : c;
        c = c > 1.0 ? 1.0 : c;
        // Generalisation: where contours crowd closer than a few pixels they
        // fade out, the thin ones first, as a map at a smaller scale omits them.
        const double spacing =
            interval / g * (1.0 + 4.0 * indexContour); // pixels to the next drawn line
        double fade = (spacing - kContourFadeFrom) / (kContourFadeTo - kContourFadeFrom);
        fade = fade < 0.0 ? 0.0 : fade;
        fade = fade > 1.0 ? 1.0 : fade;
        coverage[i] = float(c * fade);
    }
}

struct SampleGrid
{
    int w = 0, h = 0; // samples, including the one-sample margin on each side
    std::vector<TerrainKind> kinds;
    std::vector<double> heights;
    TerrainKind kind(int i, int j) const
    {
        return kinds[std::size_t(j + 1) * std::size_t(w) + std::size_t(i + 1)];
    }
    double height(int i, int j) const
    {
        return heights[std::size_t(j + 1) * std::size_t(w) + std::size_t(i + 1)];
    }
};

bool paintBuildings(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
                    const MapRenderSettings &s)
{
    bool any = false;
    const double m = s.metresPerPixel;
    const double g = relf::RelfEvaluator::kBuildingGrid;
    const double half = relf::RelfEvaluator::kBuildingSize / 2.0;
    const double right = s.left + (s.width - 1) * m;
    const double bottom = s.top - (s.height - 1) * m;
    const auto i0 = static_cast<std::int64_t>(std::ceil((s.left - half) / g));
    const auto i1 = static_cast<std::int64_t>(std::floor((right + half) / g));
    const auto j0 = static_cast<std::int64_t>(std::ceil((bottom - half) / g));
    const auto j1 = static_cast<std::int64_t>(std::floor((s.top + half) / g));
    if (i1 < i0 || j1 < j0 || (i1 - i0 + 1) * (j1 - j0 + 1) > 16'000'000)
        return false;
    const auto n = static_cast<std::size_t>(i1 - i0 + 1);
    std::vector<TerrainKind> kinds(n);
    std::vector<double> heights(n);
    const Rgb black = rgbOf(MapColour::Building);
    for (std::int64_t j = j0; j <= j1; ++j) {
        terrain.mapRow(double(i0) * g, double(j) * g, g, kinds, heights);
        for (std::size_t k = 0; k < n; ++k) {
            const std::int64_t i = i0 + std::int64_t(k);
            if (kinds[k] != TerrainKind::Town || !relf::RelfEvaluator::buildingLot(i, j))
                continue;
            // The square [cx - 6, cx + 6) x [cy - 6, cy + 6): the pixels whose
            // sample point falls inside.
            const double cx = double(i) * g, cy = double(j) * g;
            const int px0 = std::max(0, int(std::ceil((cx - half - s.left) / m)));
            const int px1 = std::min(s.width, int(std::ceil((cx + half - s.left) / m)));
            const int py0 = std::max(0, int(std::floor((s.top - cy - half) / m)) + 1);
            const int py1 = std::min(s.height - 1, int(std::floor((s.top - cy + half) / m)));
            for (int py = py0; py <= py1; ++py) {
                Rgb *line = canvas.row(py);
                for (int px = px0; px < px1; ++px) {
                    line[px] = black;
                    any = true;
                }
            }
        }
    }
    return any;
}

std::uint32_t paintFeatures(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
                            const MapRenderSettings &s, bool *caves)
{
    const double m = s.metresPerPixel;
    const double r = symbolRadius(m);
    const double margin = (r + 2.0) * m; // symbols of points just outside reach in
    const double right = s.left + (s.width - 1) * m;
    const double bottom = s.top - (s.height - 1) * m;
    const auto x0 = static_cast<std::int64_t>(std::ceil(s.left - margin));
    const auto x1 = static_cast<std::int64_t>(std::floor(right + margin));
    const auto y0 = static_cast<std::int64_t>(std::ceil(bottom - margin));
    const auto y1 = static_cast<std::int64_t>(std::floor(s.top + margin));
    if (!showsSymbols(m))
        return 0; // one rule at every size: tiles and whole pictures agree
    const std::vector<relf::Terra> found = terrain.featuresIn(x0, y0, x1, y1);
    std::uint32_t shown = 0;
    for (const relf::Terra &t : found) {
        if (!hasSymbol(t.feature))
            continue;
        // Each symbol is drawn about its sub-pixel offset from a whole pixel:
        // its pixels then do not depend on where the picture ends, so tiles
        // match a picture drawn in one piece.
        const render::PixelPoint p = render::pixelOf(s, t.x, t.y);
        const double wx = std::floor(p.x), wy = std::floor(p.y);
        const render::PixelPoint at{p.x - wx, p.y - wy};
        const bool cave = relf::isCaveMouth(terrain, t);
        if (cave) {
            const auto facing = relf::caveFacing(terrain, t);
            render::drawMark(canvas, caveMark(at, {facing[0], facing[1]}, r), int(wx), int(wy));
        } else {
            render::drawMark(canvas, featureMark(t.feature, at, r), int(wx), int(wy));
        }
        if (p.x >= -r && p.x <= s.width + r && p.y >= -r && p.y <= s.height + r) {
            if (cave)
                *caves = true;
            else
                shown |= 1u << static_cast<unsigned>(t.feature);
        }
    }
    return shown;
}

// The mine level under the map: rock darkened, cells below shafts and cave
// mouths in red, open cells as they are. Each pixel takes the state of the
// 16 m cell under its sample point, so tiles meet exactly.
void paintMines(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
                const MapRenderSettings &s)
{
    // The mines' first level as a light tint of their open cells, outlined
    // where they meet rock (when a cell is at least 4 pixels wide), and the
    // cells below shafts and cave mouths marked: the map stays readable
    // under it (rock painted dark covered most of it in a dense pattern).
    const double m = s.metresPerPixel, g = relf::kMineGrid;
    const double right = s.left + (s.width - 1) * m, bottom = s.top - (s.height - 1) * m;
    const auto cellOf = [g](double v) { return std::int64_t(std::floor((v + 8.0) / g)); };
    // One cell of margin all round, for the outline's neighbours.
    const std::int64_t i0 = cellOf(s.left) - 1, i1 = cellOf(right) + 1, j0 = cellOf(bottom) - 1,
                       j1 = cellOf(s.top) + 1;
    if ((i1 - i0 + 1) * (j1 - j0 + 1) > 4'000'000)
        return;
    const relf::MineMap mines =
        relf::computeMines(terrain, i0, j0, int(i1 - i0 + 1), int(j1 - j0 + 1));
    const Rgb tint = rgbOf(MapColour::MineTint), edge = rgbOf(MapColour::MineEdge),
              ladder = rgbOf(MapColour::MineShaft);
    const bool outline = g / m >= 4.0;
    std::vector<int> column(std::size_t(std::max(0, s.width)));
    for (int i = 0; i < s.width; ++i)
        column[std::size_t(i)] = int(cellOf(s.left + i * m) - i0);
    const auto open = [&](int c, int r) { return mines.at(0, c, r) != relf::MineCell::Rock; };
    for (int j = 0; j < s.height; ++j) {
        Rgb *line = canvas.row(j);
        const int r = int(cellOf(s.top - j * m) - j0);
        const int rAbove = int(cellOf(s.top - (j - 1) * m) - j0),
                  rBelow = int(cellOf(s.top - (j + 1) * m) - j0);
        for (int i = 0; i < s.width; ++i) {
            const int c = column[std::size_t(i)];
            const relf::MineCell cell = mines.at(0, c, r);
            if (cell == relf::MineCell::Rock)
                continue;
            const int cLeft = int(cellOf(s.left + (i - 1) * m) - i0),
                      cRight = int(cellOf(s.left + (i + 1) * m) - i0);
            if (outline &&
                (!open(cLeft, r) || !open(cRight, r) || !open(c, rAbove) || !open(c, rBelow)))
                line[i] = blend(line[i], edge, 0.8f);
            else if (cell != relf::MineCell::Open)
                line[i] = blend(line[i], ladder, 0.55f);
            else
                line[i] = blend(line[i], tint, 0.22f);
        }
    }
}

} // namespace

// The fill of each terrain kind under the given layers (snow aside).
std::array<Rgb, kTerrainKindCount> fillColours(unsigned layers)
{
    std::array<Rgb, relf::kTerrainKindCount> c;
    const bool vegetation = layers & LayerVegetation;
    for (int k = 0; k < relf::kTerrainKindCount; ++k) {
        MapColour colour = MapColour::Wood;
        switch (static_cast<TerrainKind>(k)) {
        case TerrainKind::Lake:
        case TerrainKind::Stream:
            colour = MapColour::Lake;
            break;
        case TerrainKind::Town:
        case TerrainKind::Road:
            colour = vegetation ? MapColour::Town : MapColour::Wood;
            break;
        case TerrainKind::Path: // ISOM 505, footpath: black
            colour = MapColour::Feature;
            break;
        case TerrainKind::Grass:
            colour = vegetation ? MapColour::Grass : MapColour::Wood;
            break;
        case TerrainKind::Moor:
            colour = vegetation ? MapColour::Moor : MapColour::Wood;
            break;
        case TerrainKind::Thicket:
            colour = vegetation ? MapColour::ThicketWalk : MapColour::Wood;
            break;
        case TerrainKind::Mud:
        case TerrainKind::Marsh:
            colour = vegetation ? MapColour::Mud : MapColour::Wood;
            break;
        default:
            break;
        }
        c[std::size_t(k)] = rgbOf(colour);
    }
    return c;
}

namespace {

// The fill mixed with the overview by its share, row by row.
void mixOverview(const render::Canvas &canvas, const RelfEvaluator &terrain,
                 const MapRenderSettings &s, double share)
{
    std::vector<Rgb> pixels(std::size_t(canvas.width) * std::size_t(canvas.height));
    const render::Canvas overview{pixels.data(), canvas.width, canvas.height, canvas.width};
    paintOverview(overview, terrain, s);
    const auto a = static_cast<float>(share);
    for (int j = 0; j < canvas.height; ++j) {
        Rgb *line = canvas.row(j);
        const Rgb *over = overview.row(j);
        for (int i = 0; i < canvas.width; ++i)
            line[i] = blend(line[i], over[i], a);
    }
}

void paintDetail(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
                 const MapRenderSettings &s, MapFacts *contents, double share);

} // namespace

void paintMap(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
              const MapRenderSettings &s, MapFacts *contents)
{
    if (canvas.width <= 0 || canvas.height <= 0)
        return;
    const double share = overviewShare(terrain, s.metresPerPixel);
    if (share >= 1.0) {
        paintOverview(canvas, terrain, s); // the continent's shape: nothing to count
        if (s.layers & LayerFeatures)
            paintRivers(canvas, terrain, s);
        return;
    }
    paintDetail(canvas, terrain, s, contents, share);
}

void paintDetailMap(const render::Canvas &canvas, const RelfEvaluator &terrain,
                    const MapRenderSettings &s, MapFacts *contents)
{
    if (canvas.width > 0 && canvas.height > 0)
        paintDetail(canvas, terrain, s, contents, 0.0);
}

namespace {

void paintDetail(const render::Canvas &canvas, const relf::RelfEvaluator &terrain,
                 const MapRenderSettings &s, MapFacts *contents, double share)
{
    const int w = canvas.width;
    const int h = canvas.height;
    const double m = s.metresPerPixel;
    const int threads = s.threads <= 0 ? util::idealThreads() : s.threads;
    const double interval =
        shownContourInterval(s.contourInterval > 0 ? s.contourInterval : 5.0, m);

    SampleGrid grid;
    grid.w = w + 2;
    grid.h = h + 2;
    grid.kinds.resize(std::size_t(grid.w) * std::size_t(grid.h));
    grid.heights.resize(grid.kinds.size());
    util::parallelFor(std::size_t(grid.h), 32, threads, [&](std::size_t b, std::size_t e) {
        for (std::size_t r = b; r < e; ++r) {
            const std::size_t at = r * std::size_t(grid.w);
            terrain.mapRow(s.left - m, s.top - (double(r) - 1.0) * m, m,
                           std::span(grid.kinds.data() + at, std::size_t(grid.w)),
                           std::span(grid.heights.data() + at, std::size_t(grid.w)));
        }
    });

    Shading shading;
    const std::array<Rgb, relf::kTerrainKindCount> fills = fillColours(s.layers);
    std::copy(fills.begin(), fills.end(), shading.fills.begin());
    // Skylands: the sea is not painted; the sky shows through.
    if (terrain.parameters().skylands.enabled)
        shading.fills[std::size_t(TerrainKind::Lake)] = rgbOf(MapColour::Sky);
    shading.snow = rgbOf(MapColour::Snow);
    shading.brown = rgbOf(MapColour::Contour);
    shading.snowHeight = terrain.parameters().snowHeight;
    shading.snowLayer = s.layers & LayerSnow;
    const Rgb gridColour = rgbOf(MapColour::Grid);
    const bool contours = s.layers & LayerContours;
    const bool gridLines = (s.layers & LayerGrid) && s.gridSpacing > 0;
    util::parallelFor(std::size_t(h), 32, threads, [&](std::size_t b, std::size_t e) {
        std::vector<float> coverage(std::size_t(w), 0.0f);
        Shading rowShading = shading;
        for (int j = int(b); j < int(e); ++j) {
            Rgb *line = canvas.row(j);
            rowShading.snowHeight = terrain.snowHeightAt(s.top - j * m);
            const std::size_t row = std::size_t(j + 1) * std::size_t(grid.w);
            if (contours)
                contourRow(&grid.heights[row - std::size_t(grid.w)], &grid.heights[row],
                           &grid.heights[row + std::size_t(grid.w)], w, interval, coverage.data());
            shadeRow(&grid.kinds[row + 1], &grid.heights[row + 1], coverage.data(), w, rowShading,
                     line);
            if (!gridLines)
                continue;
            const double y = s.top - j * m;
            const bool gridRow =
                std::floor(y / s.gridSpacing) != std::floor((y + m) / s.gridSpacing);
            for (int i = 0; i < w; ++i) {
                const double x = s.left + i * m;
                if (gridRow || std::floor(x / s.gridSpacing) != std::floor((x - m) / s.gridSpacing))
                    line[i] = blend(line[i], gridColour, 0.45f);
            }
        }
    });
    if (share > 0.0)
        mixOverview(canvas, terrain, s, share); // the symbols go over both
    MapFacts found;
    found.sky = terrain.parameters().skylands.enabled;
    if (s.layers & LayerMines) {
        paintMines(canvas, terrain, s);
        found.mines = true;
    }
    if (s.layers & LayerBuildings)
        found.buildings = paintBuildings(canvas, terrain, s);
    if (s.layers & LayerFeatures) {
        paintRivers(canvas, terrain, s); // the continent's, under the roads and symbols
        paintRoads(canvas, terrain.parameters().roads, s);
    }
    if (s.layers & LayerFeatures)
        found.features = paintFeatures(canvas, terrain, s, &found.caves);
    if (contents) {
        for (int j = 0; j < h; ++j) {
            const double snowHeight = terrain.snowHeightAt(s.top - j * m);
            for (int i = 0; i < w; ++i) {
                const TerrainKind kind = grid.kind(i, j);
                const double ht = grid.height(i, j);
                ++found.kindPixels[std::size_t(kind)];
                if (kind != TerrainKind::Lake) {
                    found.snow |= (s.layers & LayerSnow) && ht > snowHeight;
                    if (std::abs(ht) < 1e15)
                        ++found.heightBins[std::int64_t(std::floor(ht / MapFacts::kHeightBin))];
                }
            }
        }
        for (std::size_t k = 0; k < found.kindPixels.size(); ++k)
            if (found.kindPixels[k])
                found.kinds |= 1u << k;
        found.contours = contours;
        *contents = found;
    }
}

} // namespace

void paintPicture(const render::Canvas &canvas, const RelfEvaluator &terrain,
                  const MapRenderSettings &s)
{
    paintMap(canvas, terrain, s);
    if ((s.layers & LayerFeatures) && !showsOverview(terrain, s.metresPerPixel))
        paintStreamsOver(canvas, terrain, s); // streams, as the studio draws them over its map
}

} // namespace terrain::relf
