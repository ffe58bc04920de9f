// The C API over the runtime: a world is a parameter file read once into an
// evaluator; every query is the studio's own code.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/evaluator.h"
#include "relf/features/caverns.h"
#include "relf/features/goodsite.h"
#include "relf/features/mines.h"
#include "relf/features/roads.h"
#include "relf/features/streams.h"
#include "relf/json/parameterjson.h"
#include "relf/kernels/rowkernel.h"
#include "util/groundlimit.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <limits>
#include <memory>
#include <string>
#include <vector>

using namespace terrain;
using capi::setError;
using relf::RelfEvaluator;

namespace {

// An evaluator and what is built from it, replaced whole on a reload.
struct Loaded
{
    explicit Loaded(relf::RelfParameters parameters)
        : terrain(std::move(parameters))
        , caverns(terrain)
    {
    }
    RelfEvaluator terrain;
    relf::Caverns caverns;
};

struct Stamp
{
    std::int64_t size = -1;
    std::int64_t mtimeNs = 0;
    std::uint64_t inode = 0;
    bool operator==(const Stamp &) const = default;
};

char *copyString(const std::string &text)
{
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    if (out)
        std::memcpy(out, text.c_str(), text.size() + 1);
    return out;
}

std::string joined(const std::vector<std::string> &lines, const std::string &prefix)
{
    std::string out;
    for (const std::string &line : lines) {
        if (!out.empty())
            out += '\n';
        out += prefix + line;
    }
    return out;
}

std::optional<Stamp> stampOf(const std::string &path)
{
    struct stat st;
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    return Stamp{std::int64_t(st.st_size),
                 std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec,
                 std::uint64_t(st.st_ino)};
}

// A path as messages quote it: at most kShownPath bytes (a text passed as a
// path by mistake is not echoed whole), cut on a UTF-8 character's start.
constexpr std::size_t kShownPath = 80;
std::string shownPath(const std::string &path)
{
    if (path.size() <= kShownPath)
        return path;
    std::size_t end = kShownPath;
    while (end > 0 && (static_cast<unsigned char>(path[end]) & 0xC0) == 0x80)
        --end;
    return path.substr(0, end) + "… (" + std::to_string(path.size()) + " bytes)";
}

// Why a parameter file's text of `size` bytes is refused before it is read,
// or empty: the same limit for a file and for a text.
std::string sizeProblem(std::uint64_t size, const std::string &what)
{
    if (size <= std::uint64_t(relf::kMaxFileBytes))
        return {};
    return what + " is " + std::to_string(size) + " bytes, more than the " +
           std::to_string(relf::kMaxFileBytes) + " a parameter file may have";
}

// The file's text (at most kMaxFileBytes), or the reason, as the studio says it.
std::optional<std::string> readFile(const std::string &fullPath, std::string &why)
{
    const std::string path = shownPath(fullPath);
    struct stat st;
    if (::stat(fullPath.c_str(), &st) != 0) {
        why = path + ": cannot open: " +
              (errno == ENOENT ? std::string("no such file") : std::strerror(errno));
        return std::nullopt;
    }
    if (S_ISDIR(st.st_mode)) {
        why = path + ": not a regular file (a folder)";
        return std::nullopt;
    }
    if (!S_ISREG(st.st_mode)) {
        why = path + ": not a regular file (a device, pipe or socket cannot be a parameter file)";
        return std::nullopt;
    }
    if (const std::string big = sizeProblem(std::uint64_t(st.st_size), "the file"); !big.empty()) {
        why = path + ": " + big;
        return std::nullopt;
    }
    std::ifstream in(fullPath, std::ios::binary);
    if (!in) {
        why = path + ": cannot open: " + std::strerror(errno);
        return std::nullopt;
    }
    std::string text(std::size_t(st.st_size), '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    if (in.bad()) {
        why = path + ": cannot read";
        return std::nullopt;
    }
    return text;
}

std::unique_ptr<Loaded> load(std::string_view json, const std::string &prefix, char **error)
{
    relf::ParameterJsonResult read = relf::readParameterJson(json);
    if (!read.parameters) {
        setError(error, joined(read.errors, prefix));
        return nullptr;
    }
    try {
        return std::make_unique<Loaded>(std::move(*read.parameters));
    } catch (const std::exception &e) {
        setError(error, prefix + "(file): cannot build the world: " + e.what());
        return nullptr;
    }
}

bool coordinate(double v)
{
    return util::withinGroundLimit(v);
}

// The checks every grid call makes.
int checkGrid(const void *world, const void *out, double x0, double y0, std::int32_t width,
              std::int32_t height, double step)
{
    // A NULL out last: a caller may check the whole grid with out NULL
    // before making it in parts (the WebAssembly module's bands).
    if (!world)
        return TR_E_NULL;
    if (width < 1 || height < 1 || std::int64_t(width) * height > (std::int64_t(1) << 28))
        return TR_E_SIZE;
    if (!coordinate(x0) || !coordinate(y0) || !std::isfinite(step) || std::abs(step) > 1e12 ||
        !coordinate(x0 + step * (width - 1)) || !coordinate(y0 + step * (height - 1)))
        return TR_E_ARGUMENT;
    return out ? TR_OK : TR_E_NULL;
}

// An output buffer of a query: null only with no capacity.
struct Buffer
{
    const void *data;
    std::size_t capacity;
};

// A rectangle query's world, corners and output buffers: TR_OK or why not.
int checkRect(const void *world, double x0, double y0, double x1, double y1,
              std::initializer_list<Buffer> buffers = {})
{
    if (!world)
        return TR_E_NULL;
    if (!coordinate(x0) || !coordinate(y0) || !coordinate(x1) || !coordinate(y1) || x1 < x0 ||
        y1 < y0)
        return TR_E_ARGUMENT;
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > double(std::int64_t(1) << 26))
        return TR_E_TOO_LARGE;
    for (const Buffer &b : buffers)
        if (!b.data && b.capacity > 0)
            return TR_E_NULL;
    return TR_OK;
}

void toC(const relf::Terra &t, tr_terra_info &out)
{
    out.x = t.x;
    out.y = t.y;
    out.height = t.height;
    out.depth = t.depth;
    out.kind = std::uint8_t(t.terrain);
    out.feature = std::uint8_t(t.feature);
    out.code[0] = t.code[0];
    out.code[1] = t.hasCode() ? t.code[1] : '\0';
    out.code[2] = '\0';
}

} // namespace

struct tr_world
{
    std::unique_ptr<Loaded> loaded;
    std::string path; // empty when opened from text
    std::optional<Stamp> stamp;
    std::uint64_t generation = 1;
};

const relf::RelfEvaluator &terrain::capi::terrainOf(const tr_world &world)
{
    return world.loaded->terrain;
}

void terrain::capi::setError(char **error, const std::string &text)
{
    if (error)
        *error = copyString(text);
}

int terrain::capi::checkGridCall(const tr_world *world, const void *out, double x0, double y0,
                                 std::int32_t width, std::int32_t height, double step)
{
    return checkGrid(world, out, x0, y0, width, height, step);
}

namespace {

// A grid call: the checks, then fill(terrain, y, row) for each row of
// width samples from y0, step apart, written into out row after row.
template <class T, class Fill>
int gridRows(const tr_world *world, T *out, double x0, double y0, std::int32_t width,
             std::int32_t height, double step, Fill fill)
{
    if (const int status = checkGrid(world, out, x0, y0, width, height, step))
        return status;
    const auto w = std::size_t(width);
    for (std::int32_t r = 0; r < height; ++r)
        fill(world->loaded->terrain, y0 + r * step, std::span(out + std::size_t(r) * w, w));
    return TR_OK;
}

} // namespace

extern "C" {

const char *tr_version(void)
{
    return "1.4";
}

int tr_parameter_format_version(void)
{
    return relf::kParameterVersion;
}

const char *tr_kernel_name(void)
{
    return relf::detail::rowKernelName();
}

const char *tr_kind_name(int kind)
{
    if (kind < 0 || kind > TR_KIND_MARSH)
        return nullptr;
    return relf::terrainKindName(relf::TerrainKind(kind)).data();
}

const char *tr_feature_name(int feature)
{
    if (feature < 0 || feature > TR_FEATURE_T)
        return nullptr;
    return relf::featureName(relf::Feature(feature)).data();
}

tr_world *tr_open_buffer(const char *json, size_t size, char **error)
{
    if (error)
        *error = nullptr;
    if (!json) {
        setError(error, "(file): no text (NULL)");
        return nullptr;
    }
    if (const std::string big = sizeProblem(size, "the text"); !big.empty()) {
        setError(error, "(file): " + big);
        return nullptr;
    }
    std::unique_ptr<Loaded> loaded = load(std::string_view(json, size), std::string(), error);
    if (!loaded)
        return nullptr;
    return new tr_world{std::move(loaded), {}, std::nullopt, 1};
}

tr_world *tr_open_string(const char *json, char **error)
{
    return tr_open_buffer(json, json ? std::strlen(json) : 0, error);
}

tr_world *tr_open_file(const char *path, char **error)
{
    return tr_open_path(path, path ? std::strlen(path) : 0, error);
}

tr_world *tr_open_path(const char *path, size_t length, char **error)
{
    if (error)
        *error = nullptr;
    if (!path) {
        setError(error, "(no path): cannot open: the path is NULL");
        return nullptr;
    }
    const std::string name(path, length);
    if (const std::size_t nul = name.find('\0'); nul != std::string::npos) {
        setError(error, shownPath(name.substr(0, nul)) +
                            ": cannot open: the path holds a NUL "
                            "character (at byte " +
                            std::to_string(nul) + ")");
        return nullptr;
    }
    const std::optional<Stamp> stamp = stampOf(name);
    std::string why;
    const std::optional<std::string> text = readFile(name, why);
    if (!text) {
        setError(error, why);
        return nullptr;
    }
    std::unique_ptr<Loaded> loaded = load(*text, shownPath(name) + ": ", error);
    if (!loaded)
        return nullptr;
    return new tr_world{std::move(loaded), name, stamp, 1};
}

void tr_close(tr_world *world)
{
    delete world;
}

void tr_free_string(char *text)
{
    std::free(text);
}

int tr_reload_if_changed(tr_world *world, char **error)
{
    if (error)
        *error = nullptr;
    if (!world)
        return -1;
    if (world->path.empty())
        return 0;
    const std::optional<Stamp> now = stampOf(world->path);
    if (now == world->stamp)
        return 0;
    std::string why;
    const std::optional<std::string> text = readFile(world->path, why);
    // The file's stamp as read: a later change is seen by the next call.
    world->stamp = now;
    if (!text) {
        setError(error, why);
        return -1;
    }
    std::unique_ptr<Loaded> loaded = load(*text, shownPath(world->path) + ": ", error);
    if (!loaded)
        return -1;
    world->loaded = std::move(loaded);
    ++world->generation;
    return 1;
}

uint64_t tr_generation(const tr_world *world)
{
    return world ? world->generation : 0;
}

double tr_height(const tr_world *world, double x, double y)
{
    if (!world || !std::isfinite(x) || !std::isfinite(y))
        return std::numeric_limits<double>::quiet_NaN();
    return world->loaded->terrain.height(x, y);
}

int tr_terra(const tr_world *world, double x, double y, tr_terra_info *out)
{
    if (!world || !out)
        return TR_E_NULL;
    if (!std::isfinite(x) || !std::isfinite(y))
        return TR_E_ARGUMENT;
    toC(world->loaded->terrain.terra(x, y), *out);
    return TR_OK;
}

int tr_heights(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
               double step, double *out)
{
    return gridRows(world, out, x0, y0, width, height, step,
                    [&](const RelfEvaluator &terrain, double y, std::span<double> row) {
                        terrain.heightRow(x0, y, step, row);
                    });
}

int tr_kinds(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
             double step, uint8_t *out)
{
    static_assert(sizeof(relf::TerrainKind) == 1);
    return gridRows(
        world, out, x0, y0, width, height, step,
        [&](const RelfEvaluator &terrain, double y, std::span<uint8_t> row) {
            thread_local std::vector<double> heights;
            heights.resize(row.size());
            terrain.mapRow(x0, y, step,
                           std::span(reinterpret_cast<relf::TerrainKind *>(row.data()), row.size()),
                           heights);
        });
}

int tr_terras(const tr_world *world, double x0, double y0, int32_t width, int32_t height,
              double step, tr_terra_info *out)
{
    // A Terra is laid out as a tr_terra_info but for the code's third byte:
    // rows are copied whole and that byte set.
    static_assert(sizeof(relf::Terra) == sizeof(tr_terra_info));
    static_assert(offsetof(relf::Terra, terrain) == offsetof(tr_terra_info, kind));
    static_assert(offsetof(relf::Terra, feature) == offsetof(tr_terra_info, feature));
    static_assert(offsetof(relf::Terra, code) == offsetof(tr_terra_info, code));
    return gridRows(world, out, x0, y0, width, height, step,
                    [&](const RelfEvaluator &terrain, double y, std::span<tr_terra_info> line) {
                        thread_local std::vector<relf::Terra> row;
                        row.resize(line.size());
                        terrain.terraRow(x0, y, step, row);
                        std::memcpy(static_cast<void *>(line.data()), row.data(),
                                    line.size() * sizeof(tr_terra_info));
                        for (tr_terra_info &t : line)
                            t.code[2] = '\0'; // a Terra's code is {0, 0} when it has none
                    });
}

int64_t tr_features(const tr_world *world, double x0, double y0, double x1, double y1,
                    tr_point_feature *out, size_t capacity)
{
    if (const int status = checkRect(world, x0, y0, x1, y1, {{out, capacity}}))
        return status;
    const std::vector<relf::Terra> found = world->loaded->terrain.featuresIn(
        std::int64_t(std::ceil(x0)), std::int64_t(std::ceil(y0)), std::int64_t(std::floor(x1)),
        std::int64_t(std::floor(y1)));
    for (std::size_t i = 0; i < found.size() && i < capacity; ++i) {
        tr_terra_info t;
        toC(found[i], t);
        out[i] = {
            std::int64_t(found[i].x),    std::int64_t(found[i].y), t.height, t.kind, t.feature,
            {t.code[0], t.code[1], '\0'}};
    }
    return std::int64_t(found.size());
}

int64_t tr_buildings(const tr_world *world, double x0, double y0, double x1, double y1,
                     tr_building *out, size_t capacity)
{
    if (const int status = checkRect(world, x0, y0, x1, y1, {{out, capacity}}))
        return status;
    constexpr double g = RelfEvaluator::kBuildingGrid;
    const RelfEvaluator &terrain = world->loaded->terrain;
    std::int64_t count = 0;
    for (auto j = std::int64_t(std::ceil(y0 / g)); double(j) * g <= y1; ++j)
        for (auto i = std::int64_t(std::ceil(x0 / g)); double(i) * g <= x1; ++i)
            if (terrain.buildingAt(i, j)) {
                if (std::size_t(count) < capacity)
                    out[count] = {double(i) * g, double(j) * g,
                                  double(RelfEvaluator::kBuildingSize)};
                ++count;
            }
    return count;
}

int64_t tr_streams(const tr_world *world, double x0, double y0, double x1, double y1,
                   tr_line *lines, size_t line_capacity, tr_point *points, size_t point_capacity,
                   size_t *point_count)
{
    if (const int status =
            checkRect(world, x0, y0, x1, y1, {{lines, line_capacity}, {points, point_capacity}}))
        return status;
    const auto streams = relf::findStreams(
        world->loaded->terrain, std::int64_t(std::ceil(x0)), std::int64_t(std::ceil(y0)),
        std::int64_t(std::floor(x1)), std::int64_t(std::floor(y1)), 1);
    std::size_t total = 0;
    const std::size_t n = streams ? streams->size() : 0;
    for (std::size_t s = 0; s < n; ++s) {
        const relf::Stream &stream = (*streams)[s];
        if (s < line_capacity)
            lines[s] = {total, stream.points.size(), 1.0, stream.length,
                        stream.end == relf::StreamEnd::Lake && !stream.cutShort ? 1 : 0};
        for (const relf::StreamPoint &p : stream.points) {
            if (total < point_capacity)
                points[total] = {double(p.x), double(p.y)};
            ++total;
        }
    }
    if (point_count)
        *point_count = total;
    return std::int64_t(n);
}

int64_t tr_roads(const tr_world *world, double x0, double y0, double x1, double y1, tr_line *lines,
                 size_t line_capacity, tr_point *points, size_t point_capacity, size_t *point_count)
{
    if (const int status =
            checkRect(world, x0, y0, x1, y1, {{lines, line_capacity}, {points, point_capacity}}))
        return status;
    std::size_t total = 0;
    std::int64_t count = 0;
    for (const relf::Road &road : world->loaded->terrain.parameters().roads) {
        if (road.vertices.empty())
            continue;
        double left = road.vertices[0].x, right = left, bottom = road.vertices[0].y, top = bottom;
        for (const relf::RoadVertex &v : road.vertices) {
            left = std::min(left, v.x);
            right = std::max(right, v.x);
            bottom = std::min(bottom, v.y);
            top = std::max(top, v.y);
        }
        const double half = road.width / 2;
        if (right + half < x0 || left - half > x1 || top + half < y0 || bottom - half > y1)
            continue;
        if (std::size_t(count) < line_capacity)
            lines[count] = {total, road.vertices.size(), road.width, relf::roadLength(road), 0};
        for (const relf::RoadVertex &v : road.vertices) {
            if (total < point_capacity)
                points[total] = {v.x, v.y};
            ++total;
        }
        ++count;
    }
    if (point_count)
        *point_count = total;
    return count;
}

int tr_cavern(const tr_world *world, double x, double y, double *roof, double *floor)
{
    if (!world)
        return TR_E_NULL;
    if (!coordinate(x) || !coordinate(y))
        return TR_E_ARGUMENT;
    const relf::Caverns &caverns = world->loaded->caverns;
    const double r = caverns.roof(x, y), f = caverns.floor(x, y);
    if (roof)
        *roof = r;
    if (floor)
        *floor = f;
    return r > f ? 1 : 0;
}

int tr_mine_cell(const tr_world *world, double x, double y, int level)
{
    if (!world)
        return TR_E_NULL;
    const RelfEvaluator &terrain = world->loaded->terrain;
    if (!coordinate(x) || !coordinate(y) || level < 0 || level >= terrain.parameters().mines.levels)
        return TR_E_ARGUMENT;
    const auto i = std::int64_t(std::floor(x / relf::kMineGrid + 0.5));
    const auto j = std::int64_t(std::floor(y / relf::kMineGrid + 0.5));
    const relf::MineMap map = relf::computeMines(terrain, i, j, 1, 1, level + 1);
    return int(map.at(level, 0, 0));
}

int tr_good_site(const tr_world *world, double x, double y, int64_t *site_x, int64_t *site_y)
{
    if (!world)
        return TR_E_NULL;
    if (!coordinate(x) || !coordinate(y))
        return TR_E_ARGUMENT;
    const relf::GoodSite site = relf::findGoodSite(world->loaded->terrain, x, y);
    if (site_x)
        *site_x = site.x;
    if (site_y)
        *site_y = site.y;
    return site.ok ? 1 : 0;
}

} // extern "C"
