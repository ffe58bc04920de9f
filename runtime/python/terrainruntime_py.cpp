// The terrain runtime for Python: the C API (terrainruntime.h) as a module,
// grids written straight into NumPy arrays.
#include "terrainruntime.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <tuple>
#include <vector>

namespace py = pybind11;

namespace {

// A message as Python can hold it: a byte that is not part of UTF-8 (a file
// name's, as os.fsencode made it) written as \xNN, as Python writes it.
std::string printable(const std::string &text)
{
    std::string out;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = byte(i);
        const std::size_t n = c < 0x80           ? 1
                              : (c >> 5) == 0x6  ? 2
                              : (c >> 4) == 0xE  ? 3
                              : (c >> 3) == 0x1E ? 4
                                                 : 0;
        bool whole = n > 0 && i + n <= text.size();
        for (std::size_t k = 1; whole && k < n; ++k)
            whole = (byte(i + k) & 0xC0) == 0x80;
        if (whole) {
            out.append(text, i, n);
            i += n;
        } else {
            static const char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
            ++i;
        }
    }
    return out;
}

std::string take(char *error)
{
    std::string text = error ? error : "unknown error";
    tr_free_string(error);
    return printable(text);
}

std::string kindName(int kind)
{
    const char *name = tr_kind_name(kind);
    return name ? name : "";
}

std::string biomeName(int biome)
{
    const char *name = tr_biome_name(biome);
    return name ? name : "";
}

std::string featureName(int feature)
{
    const char *name = tr_feature_name(feature);
    return name ? name : "";
}

const char *gridProblem(int status)
{
    switch (status) {
    case TR_E_SIZE:
        return "width and height must be at least 1, and width * height at most 2**28";
    case TR_E_ARGUMENT:
        return "x0, y0 and step must be finite, with every sample within +-1e15";
    default:
        return "the world is closed";
    }
}

const char *mapProblem(int status)
{
    switch (status) {
    case TR_E_SIZE:
        return "width and height must be 1 to 16384 pixels";
    case TR_E_ARGUMENT:
        return "x0 and y0 must be finite with the region within +-1e15, and metres_per_pixel "
               "from 1/64 to 1024";
    default:
        return "the world is closed";
    }
}

const char *rectProblem(std::int64_t status)
{
    switch (status) {
    case TR_E_ARGUMENT:
        return "x0, y0, x1, y1 must be finite and within +-1e15, with x0 <= x1 and y0 <= y1";
    case TR_E_TOO_LARGE:
        return "the rectangle is larger than 2**26 square metres";
    default:
        return "the world is closed";
    }
}

struct Terra
{
    double x, y, height, depth;
    int kindCode, featureCode;
    std::string code;
};

struct Feature
{
    std::int64_t x, y;
    double height;
    int kindCode, featureCode;
    std::string code;
};

// A ValueError naming the setting that cannot be used.
void checkLod(const tr_lod_settings &settings)
{
    char *error = nullptr;
    if (tr_lod_check(&settings, &error) != TR_OK)
        throw py::value_error(take(error));
}

struct LodChunk
{
    int level = 0;
    std::int64_t i = 0, j = 0;
    std::tuple<int, int, int, int> edges;
};

tr_lod_chunk toC(const LodChunk &c)
{
    tr_lod_chunk out{c.level, c.i, c.j, {}};
    const auto [w, e, s, n] = c.edges;
    const int edges[4] = {w, e, s, n};
    for (std::size_t k = 0; k < 4; ++k) {
        if (edges[k] < 0 || edges[k] > 2)
            throw py::value_error("a chunk's edges must each be 0, 1 or 2");
        out.edges[k] = std::int8_t(edges[k]);
    }
    return out;
}

std::vector<LodChunk> lodChunks(const tr_lod_settings &settings, double centreX, double centreY,
                                double cameraX, double cameraY, double cameraHeight)
{
    checkLod(settings);
    std::vector<tr_lod_chunk> found;
    std::int64_t n = 0;
    do {
        found.resize(std::size_t(n));
        n = tr_lod_chunks(&settings, centreX, centreY, cameraX, cameraY, cameraHeight, found.data(),
                          found.size());
        if (n < 0)
            throw py::value_error("the centre and the camera must be finite and within +-1e15");
    } while (n > std::int64_t(found.size()));
    std::vector<LodChunk> out;
    for (std::int64_t k = 0; k < n; ++k) {
        const tr_lod_chunk &c = found[std::size_t(k)];
        out.push_back({c.level, c.i, c.j, {c.edges[0], c.edges[1], c.edges[2], c.edges[3]}});
    }
    return out;
}

py::array_t<std::uint32_t> lodIndices(std::int32_t cells)
{
    const std::int64_t n = tr_lod_indices(cells, nullptr, 0);
    if (n < 0)
        throw py::value_error("cells must be even, from 2 to 256");
    py::array_t<std::uint32_t> out(py::ssize_t{n});
    tr_lod_indices(cells, out.mutable_data(), std::size_t(n));
    return out;
}

// Each vertex's morph (rows of eight floats, as lod_mesh gives them).
py::array_t<float> lodMorph(const py::array_t<float, py::array::c_style | py::array::forcecast> &v,
                            float cameraX, float cameraZ, float cameraHeight, float morphStart)
{
    if (v.ndim() < 1 || v.shape(v.ndim() - 1) != 8)
        throw py::value_error("vertices must be rows of 8 floats, as lod_mesh gives them");
    std::vector<py::ssize_t> shape(v.shape(), v.shape() + v.ndim() - 1);
    py::array_t<float> out(shape);
    const auto *in = reinterpret_cast<const tr_lod_vertex *>(v.data());
    float *morph = out.mutable_data();
    for (py::ssize_t k = 0; k < out.size(); ++k)
        morph[k] = tr_lod_morph(in + k, cameraX, cameraZ, cameraHeight, morphStart);
    return out;
}

class World
{
public:
    explicit World(tr_world *world)
        : m_world(world)
    {
    }
    World(const World &) = delete;
    World &operator=(const World &) = delete;
    ~World() { tr_close(m_world); }

    void close()
    {
        std::unique_lock lock(m_mutex);
        tr_close(m_world);
        m_world = nullptr;
    }

    bool reloadIfChanged()
    {
        std::unique_lock lock(m_mutex);
        char *error = nullptr;
        const int status = tr_reload_if_changed(open(), &error);
        if (status < 0)
            throw py::value_error(take(error));
        return status == 1;
    }

    std::uint64_t generation() const { return tr_generation(open()); }
    double height(double x, double y) const { return tr_height(open(), x, y); }

    Terra terra(double x, double y) const
    {
        tr_terra_info t{};
        if (tr_terra(open(), x, y, &t) < 0)
            throw py::value_error("x and y must be finite");
        return {t.x, t.y, t.height, t.depth, t.kind, t.feature, t.code};
    }

    template <typename T, auto fill>
    py::array_t<T> grid(double x0, double y0, std::int32_t width, std::int32_t height,
                        double step) const
    {
        open();
        if (width < 1 || height < 1 || std::int64_t(width) * height > (std::int64_t(1) << 28))
            throw py::value_error(gridProblem(TR_E_SIZE));
        py::array_t<T> out({py::ssize_t(height), py::ssize_t(width)});
        T *data = out.mutable_data();
        int status = 0;
        {
            py::gil_scoped_release release;
            std::shared_lock lock(m_mutex);
            status = fill(m_world, x0, y0, width, height, step, data);
        }
        if (status < 0)
            throw py::value_error(gridProblem(status));
        return out;
    }

    // The orienteering map as NumPy uint8 of shape (height, width, 4): RGBA, row 0 the north.
    py::array_t<std::uint8_t> map(double x0, double y0, std::int32_t width, std::int32_t height,
                                  double metresPerPixel) const
    {
        open();
        if (width < 1 || height < 1 || width > 16384 || height > 16384)
            throw py::value_error(mapProblem(TR_E_SIZE));
        py::array_t<std::uint8_t> out({py::ssize_t(height), py::ssize_t(width), py::ssize_t(4)});
        std::uint8_t *data = out.mutable_data();
        int status = 0;
        {
            py::gil_scoped_release release;
            std::shared_lock lock(m_mutex);
            status = tr_map(m_world, x0, y0, width, height, metresPerPixel, data);
        }
        if (status < 0)
            throw py::value_error(mapProblem(status));
        return out;
    }

    // Every tree, bush and rock in [x0, x1) x [y0, y1): a NumPy record array
    // (x, y, z, height, rotation, lean, lean_direction, kind, species, ground).
    py::array_t<tr_scatter_item> scatter(double x0, double y0, double x1, double y1) const
    {
        std::vector<tr_scatter_item> found;
        const std::int64_t n = list(tr_scatter, found, x0, y0, x1, y1);
        py::array_t<tr_scatter_item> out{py::ssize_t(n)};
        std::copy_n(found.data(), std::size_t(n), out.mutable_data());
        return out;
    }

    std::vector<Feature> features(double x0, double y0, double x1, double y1) const
    {
        std::vector<tr_point_feature> found;
        const std::int64_t n = list(tr_features, found, x0, y0, x1, y1);
        std::vector<Feature> out;
        for (std::int64_t i = 0; i < n; ++i) {
            const tr_point_feature &f = found[std::size_t(i)];
            out.push_back({f.x, f.y, f.height, f.kind, f.feature, f.code});
        }
        return out;
    }

    std::vector<std::tuple<double, double, double>> buildings(double x0, double y0, double x1,
                                                              double y1) const
    {
        std::vector<tr_building> found;
        const std::int64_t n = list(tr_buildings, found, x0, y0, x1, y1);
        std::vector<std::tuple<double, double, double>> out;
        for (std::int64_t i = 0; i < n; ++i)
            out.emplace_back(found[std::size_t(i)].x, found[std::size_t(i)].y,
                             found[std::size_t(i)].size);
        return out;
    }

    // The continent's rivers reaching into the rectangle: dicts of their
    // points (an n x 2 array of world metres), width, length and into_sea.
    py::list rivers(double x0, double y0, double x1, double y1) const
    {
        std::vector<tr_line> lines;
        std::vector<tr_point> points;
        std::size_t total = 0;
        std::int64_t n = tr_rivers(open(), x0, y0, x1, y1, nullptr, 0, nullptr, 0, &total);
        while (n >= 0 && (n > std::int64_t(lines.size()) || total > points.size())) {
            lines.resize(std::size_t(n));
            points.resize(total);
            n = tr_rivers(m_world, x0, y0, x1, y1, lines.data(), lines.size(), points.data(),
                          points.size(), &total);
        }
        if (n < 0)
            throw py::value_error(rectProblem(n));
        py::list out;
        for (std::int64_t i = 0; i < n; ++i) {
            const tr_line &l = lines[std::size_t(i)];
            py::array_t<double> xy({py::ssize_t(l.count), py::ssize_t{2}});
            double *d = xy.mutable_data();
            for (std::size_t k = 0; k < l.count; ++k) {
                d[2 * k] = points[l.first + k].x;
                d[2 * k + 1] = points[l.first + k].y;
            }
            py::dict river;
            river["points"] = xy;
            river["width"] = l.width;
            river["length"] = l.length;
            river["into_sea"] = l.ends_in_lake != 0;
            out.append(river);
        }
        return out;
    }

    // A chunk's vertices as an array of (cells + 1) x (cells + 1) x 8 floats.
    py::array_t<float> lodMesh(const tr_lod_settings &settings, const LodChunk &chunk,
                               double originX, double originY) const
    {
        open();
        const tr_lod_chunk c = toC(chunk);
        checkLod(settings);
        const auto side = py::ssize_t(settings.cells) + 1;
        static_assert(sizeof(tr_lod_vertex) == 8 * sizeof(float));
        py::array_t<float> out({side, side, py::ssize_t{8}});
        auto *data = reinterpret_cast<tr_lod_vertex *>(out.mutable_data());
        int status = 0;
        {
            py::gil_scoped_release release;
            std::shared_lock lock(m_mutex);
            status = tr_lod_mesh(m_world, &settings, &c, originX, originY, data);
        }
        if (status < 0)
            throw py::value_error("the chunk's level must be from 0 to 40, and the chunk and "
                                  "the origin within +-1e15");
        return out;
    }

private:
    tr_world *open() const
    {
        if (!m_world)
            throw py::value_error("the world is closed");
        return m_world;
    }

    // Asks for the count, then for that many.
    template <typename Call, typename Item>
    std::int64_t list(Call call, std::vector<Item> &out, double x0, double y0, double x1,
                      double y1) const
    {
        std::int64_t n = call(open(), x0, y0, x1, y1, nullptr, 0);
        while (n > std::int64_t(out.size())) {
            out.resize(std::size_t(n));
            n = call(m_world, x0, y0, x1, y1, out.data(), out.size());
        }
        if (n < 0)
            throw py::value_error(rectProblem(n));
        return n;
    }

    tr_world *m_world;
    // Grids run without the GIL; close and reload wait for them.
    mutable std::shared_mutex m_mutex;
};

// A str is a parameter file's text when it starts (after white space) with
// '{' or '[' or a byte-order mark, else a path; a path is encoded as the
// file system does (os.fsencode). Every failure is a ValueError.
std::unique_ptr<World> openWorld(const py::object &source)
{
    char *error = nullptr;
    tr_world *world = nullptr;
    const auto encoded = [](const py::object &text, const char *what) {
        try {
            return text.attr("encode")("utf-8").cast<std::string>();
        } catch (const py::error_already_set &) {
            throw py::value_error(std::string(what) +
                                  ": not UTF-8 text (it holds a lone surrogate)");
        }
    };
    if (py::isinstance<py::str>(source)) {
        const py::object head =
            source.attr("lstrip")(" \t\r\n").attr("__getitem__")(py::slice(0, 1, 1));
        if (head.equal(py::str("{")) || head.equal(py::str("[")) ||
            head.equal(py::str("\xEF\xBB\xBF"))) {
            const std::string text = encoded(source, "(file)");
            world = tr_open_buffer(text.data(), text.size(), &error);
            if (!world)
                throw py::value_error(take(error));
            return std::make_unique<World>(world);
        }
    }
    py::object path = py::module_::import("os").attr("fspath")(source);
    std::string bytes;
    try {
        bytes = py::module_::import("os").attr("fsencode")(path).cast<std::string>();
    } catch (const py::error_already_set &) {
        throw py::value_error("(path): cannot be a file name (it holds a lone surrogate)");
    }
    world = tr_open_path(bytes.data(), bytes.size(), &error);
    if (!world)
        throw py::value_error(take(error));
    return std::make_unique<World>(world);
}

template <typename T> void describe(py::class_<T> &c)
{
    c.def_property_readonly("kind", [](const T &t) { return kindName(t.kindCode); })
        .def_property_readonly("feature", [](const T &t) { return featureName(t.featureCode); })
        .def_readonly("kind_code", &T::kindCode)
        .def_readonly("feature_code", &T::featureCode)
        .def_readonly("x", &T::x)
        .def_readonly("y", &T::y)
        .def_readonly("height", &T::height)
        .def_readonly("code", &T::code);
}

} // namespace

PYBIND11_MODULE(terrainruntime, m)
{
    m.doc() = "Terrain Studio's worlds, computed bit for bit as the studio computes them.";
    PYBIND11_NUMPY_DTYPE(tr_scatter_item, x, y, z, height, rotation, lean, lean_direction, kind,
                         species, ground);
    m.attr("__version__") = tr_version();
    m.attr("FORMAT_VERSION") = tr_parameter_format_version();
    m.attr("KERNEL") = tr_kernel_name();

    py::class_<Terra> terra(m, "Terra");
    describe(terra);
    terra.def_readonly("depth", &Terra::depth).def("__repr__", [](const Terra &t) {
        return py::str("Terra(x={!r}, y={!r}, height={!r}, depth={!r}, kind={}, feature={}, "
                       "code={!r})")
            .format(t.x, t.y, t.height, t.depth, kindName(t.kindCode), featureName(t.featureCode),
                    t.code);
    });
    py::class_<Feature> feature(m, "Feature");
    describe(feature);
    feature.def("__repr__", [](const Feature &f) {
        return py::str("Feature(x={}, y={}, height={!r}, kind={}, feature={}, code={!r})")
            .format(f.x, f.y, f.height, kindName(f.kindCode), featureName(f.featureCode), f.code);
    });

    py::class_<tr_lod_settings>(m, "LodSettings",
                                "Levels of detail: the studio's 3-D view's settings at first.")
        .def(py::init([] {
            tr_lod_settings s{};
            tr_lod_defaults(&s);
            return s;
        }))
        .def_readwrite("finest_step", &tr_lod_settings::finest_step)
        .def_readwrite("cells", &tr_lod_settings::cells)
        .def_readwrite("view_distance", &tr_lod_settings::view_distance)
        .def_readwrite("split_factor", &tr_lod_settings::split_factor)
        .def_readwrite("morph_start", &tr_lod_settings::morph_start)
        .def("__repr__", [](const tr_lod_settings &s) {
            return py::str("LodSettings(finest_step={!r}, cells={}, view_distance={!r}, "
                           "split_factor={!r}, morph_start={!r})")
                .format(s.finest_step, s.cells, s.view_distance, s.split_factor, s.morph_start);
        });
    py::class_<LodChunk>(m, "LodChunk")
        .def(py::init<int, std::int64_t, std::int64_t, std::tuple<int, int, int, int>>(),
             py::arg("level"), py::arg("i"), py::arg("j"),
             py::arg("edges") = std::tuple<int, int, int, int>{0, 0, 0, 0})
        .def_readonly("level", &LodChunk::level)
        .def_readonly("i", &LodChunk::i)
        .def_readonly("j", &LodChunk::j)
        .def_readonly("edges", &LodChunk::edges)
        .def("__repr__", [](const LodChunk &c) {
            return py::str("LodChunk(level={}, i={}, j={}, edges={})")
                .format(c.level, c.i, c.j, c.edges);
        });
    m.def("lod_chunks", &lodChunks, py::arg("settings"), py::arg("centre_x"), py::arg("centre_y"),
          py::arg("camera_x"), py::arg("camera_y"), py::arg("camera_height"),
          "The chunks covering the view distance round the centre for a camera at a ground "
          "point, camera_height above the ground; finest level first.");
    m.def("lod_indices", &lodIndices, py::arg("cells"),
          "The 6 * cells**2 triangle indices of every chunk into its vertices.");
    m.def("lod_morph", &lodMorph, py::arg("vertices"), py::arg("camera_x"), py::arg("camera_z"),
          py::arg("camera_height"), py::arg("morph_start"),
          "How far each vertex is morphed (0 its own height, 1 its coarser one) for a camera "
          "at scene point (camera_x, camera_z): height = y + m * (coarse_y - y).");

    py::class_<World>(m, "World")
        .def("height", &World::height, py::arg("x"), py::arg("y"))
        .def("terra", &World::terra, py::arg("x"), py::arg("y"))
        .def("heights", &World::grid<double, tr_heights>, py::arg("x0"), py::arg("y0"),
             py::arg("width"), py::arg("height"), py::arg("step") = 1.0)
        .def("kinds", &World::grid<std::uint8_t, tr_kinds>, py::arg("x0"), py::arg("y0"),
             py::arg("width"), py::arg("height"), py::arg("step") = 1.0)
        .def("biomes", &World::grid<std::uint8_t, tr_biomes>, py::arg("x0"), py::arg("y0"),
             py::arg("width"), py::arg("height"), py::arg("step") = 1.0,
             "The continent's biome (tr_biome: 0 none, 1 marsh ... 6 snow) of each point.")
        .def("map", &World::map, py::arg("x0"), py::arg("y0"), py::arg("width"), py::arg("height"),
             py::arg("metres_per_pixel"),
             "The orienteering map of width x height pixels from (x0, y0) at metres_per_pixel: "
             "uint8 RGBA of shape (height, width, 4), the first row the north edge, exactly "
             "the pixels of terrainstudio-cli render")
        .def("scatter", &World::scatter, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"),
             "Every tree, bush and rock whose position lies in [x0, x1) x [y0, y1), as a "
             "record array: x, y, z, height, rotation, lean, lean_direction, kind (0 tree, "
             "1 bush, 2 rock), species, ground (the kind code)")
        .def("features", &World::features, py::arg("x0"), py::arg("y0"), py::arg("x1"),
             py::arg("y1"))
        .def("rivers", &World::rivers, py::arg("x0"), py::arg("y0"), py::arg("x1"), py::arg("y1"))
        .def("buildings", &World::buildings, py::arg("x0"), py::arg("y0"), py::arg("x1"),
             py::arg("y1"))
        .def("lod_mesh", &World::lodMesh, py::arg("settings"), py::arg("chunk"),
             py::arg("origin_x") = 0.0, py::arg("origin_y") = 0.0,
             "A chunk's (cells + 1) x (cells + 1) vertices, rows from the north, west to east, "
             "each x, y, z, nx, ny, nz, coarse_y, morph: the ground point (gx, gy) at height h "
             "is (gx - origin_x, h, origin_y - gy).")
        .def("reload_if_changed", &World::reloadIfChanged)
        .def_property_readonly("generation", &World::generation)
        .def("close", &World::close)
        .def("__enter__", [](py::object self) { return self; })
        .def("__exit__", [](World &w, const py::args &) { w.close(); });

    m.def("biome_name", &biomeName, py::arg("biome"),
          "The name of a tr_biome code ('none', 'marsh', 'wet_forest', ...); '' out of range.");
    m.def("open", &openWorld, py::arg("source"),
          "A world from a parameter file's path (str, bytes or os.PathLike), or from its "
          "JSON text (a str starting with '{'). Raises ValueError for any bad file or text.");
}
