#include "enginepresets.h"

#include "util/qnames.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

constexpr std::array<int, 7> kUnrealSizes = {127, 253, 505, 1009, 2017, 4033, 8129};

bool powerOfTwoPlusOne(int n, int lo, int hi)
{
    return n >= lo && n <= hi && ((n - 1) & (n - 2)) == 0;
}

// As the command line spells them.
constexpr util::Named<Engine> kEngineWords[] = {
    {Engine::Unity, "unity"}, {Engine::Unreal, "unreal"}, {Engine::Godot, "godot"}};
// As the engines spell themselves.
constexpr util::Named<Engine> kEngineNames[] = {
    {Engine::Unity, "Unity"}, {Engine::Unreal, "Unreal"}, {Engine::Godot, "Godot"}};

} // namespace

std::optional<Engine> engineFromName(const QString &name)
{
    Engine engine;
    if (!util::qValueNamed(kEngineWords, name, &engine))
        return std::nullopt;
    return engine;
}

QString engineName(Engine engine)
{
    return util::qNameOf(kEngineNames, engine);
}

QString checkEngineSize(Engine engine, int size)
{
    switch (engine) {
    case Engine::Unity:
        if (!powerOfTwoPlusOne(size, 33, 4097))
            return u"size: Unity takes 2^n + 1 samples a side from 33 to 4097, got %1"_s.arg(size);
        return {};
    case Engine::Unreal:
        if (std::find(kUnrealSizes.begin(), kUnrealSizes.end(), size) == kUnrealSizes.end())
            return u"size: Unreal recommends 127, 253, 505, 1009, 2017, 4033 or 8129 samples a "
                   u"side, got %1"_s.arg(size);
        return {};
    case Engine::Godot:
        break;
    }
    if (!powerOfTwoPlusOne(size, 33, kMaxHeightmapSize))
        return u"size: Godot's heightmap terrains take 2^n + 1 samples a side from 33 to %1, "
               u"got %2"_s.arg(kMaxHeightmapSize)
                   .arg(size);
    return {};
}

GridSize engineGrid(Engine engine, const Region &region, int longSide)
{
    GridSize grid = heightmapGrid(region, longSide);
    if (engine == Engine::Unity || grid.isSquare())
        return grid;
    int &side = grid.columns < grid.rows ? grid.columns : grid.rows;
    std::vector<int> sizes;
    if (engine == Engine::Unreal)
        sizes.assign(kUnrealSizes.begin(), kUnrealSizes.end());
    else
        for (int n = 33; n <= kMaxHeightmapSize; n = 2 * n - 1)
            sizes.push_back(n);
    // The nearest size a side takes, the finer on a tie, never past the
    // longer side (a longer side the engine refuses stays refused).
    int best = 0;
    for (const int n : sizes)
        if (n <= longSide && (best == 0 || std::abs(n - side) <= std::abs(best - side)))
            best = n;
    if (best != 0)
        side = best;
    return grid;
}

QString checkEngineGrid(Engine engine, GridSize grid)
{
    if (engine == Engine::Unity && !grid.isSquare())
        return u"size: Unity's terrain takes square heightmaps (2^n + 1 samples a side), this "
               u"region gives %1 x %2 samples; export a square region for Unity"_s.arg(grid.columns)
                   .arg(grid.rows);
    if (const QString why = checkEngineSize(engine, grid.columns); !why.isEmpty())
        return why;
    return checkEngineSize(engine, grid.rows);
}

QString engineSuffix(Engine engine, EngineFormat format)
{
    switch (format) {
    case EngineFormat::Png16:
        return u"png"_s;
    case EngineFormat::Exr32:
        return u"exr"_s;
    case EngineFormat::Raw16:
        break;
    }
    return engine == Engine::Godot ? u"r16"_s : u"raw"_s;
}

bool engineTakes(Engine engine, EngineFormat format)
{
    return engine == Engine::Unity    ? format == EngineFormat::Raw16
           : engine == Engine::Unreal ? format == EngineFormat::Png16
                                      : format != EngineFormat::Png16;
}

bool exportEngineHeightmap(const RelfEvaluator &terrain, const Region &region, GridSize grid,
                           Engine engine, EngineFormat format, const QString &path, QString *error,
                           const Progress &progress, std::optional<HeightRange> range)
{
    QString why = checkGrid(region, grid, kMaxHeightmapSize);
    if (why.isEmpty())
        why = checkEngineGrid(engine, grid);
    if (why.isEmpty() && range)
        why = checkHeightRange(*range);
    if (why.isEmpty() && !engineTakes(engine, format))
        why = u"format: %1 takes %2"_s.arg(engineName(engine),
                                           engine == Engine::Unity    ? u"16-bit RAW"_s
                                           : engine == Engine::Unreal ? u"16-bit PNG"_s
                                                                      : u"16-bit RAW or EXR"_s);
    if (!why.isEmpty()) {
        *error = why;
        return false;
    }
    exporting::HeightRows rows = heightRows(borrowEvaluator(terrain), region, grid, range);
    const auto [lo, hi] = *rows.fixedRange;
    const double dx = region.width / (grid.columns - 1), dy = region.height / (grid.rows - 1);
    const int size = grid.columns; // Unity's grid is square
    QJsonObject settings;
    if (engine == Engine::Unity) {
        // Unity's row 0 is the terrain's z = 0, its south edge.
        rows.fill = [fill = rows.fill, size](int r, std::span<double> out) {
            fill(size - 1 - r, out);
        };
        rows.sidecar[u"rows"_s] =
            u"first row southmost (Unity's z = 0); x = x0 + i*width/(size-1), "
            u"y = y0 + r*height/(size-1)"_s;
        settings = {{u"import"_s, QJsonObject{{u"depth"_s, u"Bit 16"_s},
                                              {u"width"_s, size},
                                              {u"height"_s, size},
                                              {u"byte_order"_s, u"Windows"_s},
                                              {u"flip_vertically"_s, false}}},
                    {u"terrain_size_m"_s, QJsonArray{region.width, hi - lo, region.height}},
                    {u"position_y_m"_s, lo}};
    } else if (engine == Engine::Unreal) {
        // A value v stands at (v - 32768) · Z / 128 cm above the landscape's
        // location: Z and the location's z make it lo + v · (hi - lo) / 65535 m.
        const double z = 12800.0 * (hi - lo) / 65535.0;
        settings = {{u"import"_s, u"16-bit grayscale PNG, first row northmost (+Y south)"_s},
                    {u"scale_cm"_s, QJsonArray{dx * 100.0, dy * 100.0, z}},
                    {u"location_z_cm"_s, (lo + 32768.0 * (hi - lo) / 65535.0) * 100.0}};
    } else {
        settings = {{u"import"_s, format == EngineFormat::Exr32
                                      ? u"32-bit float EXR, heights in metres"_s
                                      : u"16-bit little-endian RAW (.r16)"_s},
                    {u"min_height_m"_s, lo},
                    {u"max_height_m"_s, hi},
                    {u"cell_size_m"_s, QJsonArray{dx, dy}}};
    }
    settings[u"name"_s] = engineName(engine);
    rows.sidecar[u"engine"_s] = settings;
    return exporting::writeHeightmap(rows,
                                     format == EngineFormat::Png16   ? HeightFormat::Png16
                                     : format == EngineFormat::Exr32 ? HeightFormat::Exr32
                                                                     : HeightFormat::Raw16,
                                     path, error, progress);
}

bool exportEngineHeightmap(const RelfEvaluator &terrain, const Region &region, int size,
                           Engine engine, EngineFormat format, const QString &path, QString *error,
                           const Progress &progress, std::optional<HeightRange> range)
{
    return exportEngineHeightmap(terrain, region, GridSize{size, size}, engine, format, path, error,
                                 progress, range);
}

} // namespace terrain::relf
