/// @file terrainruntime.hpp
/// The terrain runtime for C++ games: the C API (terrainruntime.h) with
/// owning handles, exceptions for errors and std::vector chunks.
#ifndef TERRAINRUNTIME_HPP
#define TERRAINRUNTIME_HPP

#include "terrainruntime.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace terrainruntime {

/// A bad file or argument; what() is the reader's "path: reason".
class Error : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

namespace detail {
inline std::string take(char *error)
{
    std::string text = error ? error : "unknown error";
    tr_free_string(error);
    return text;
}
inline void check(std::int64_t status, const char *what)
{
    if (status < 0)
        throw Error(std::string(what) + ": bad arguments (status " + std::to_string(status) + ")");
}
// The items of a query that fills a buffer and returns how many there are:
// asks again with room for all until they fit.
template <class T, class Query> std::vector<T> all(const char *what, Query query)
{
    std::vector<T> out;
    for (;;) {
        const std::int64_t n = query(out.data(), out.size());
        check(n, what);
        const bool fitted = std::size_t(n) <= out.size();
        out.resize(std::size_t(n));
        if (fitted)
            return out;
    }
}
} // namespace detail

class World
{
public:
    static World openFile(const std::string &path)
    {
        char *error = nullptr;
        tr_world *w = tr_open_path(path.data(), path.size(), &error);
        if (!w)
            throw Error(detail::take(error));
        return World(w);
    }
    static World openString(std::string_view json)
    {
        char *error = nullptr;
        tr_world *w = tr_open_buffer(json.data(), json.size(), &error);
        if (!w)
            throw Error(detail::take(error));
        return World(w);
    }

    /// True when the file changed and the world now holds it; throws (keeping
    /// the old world) when the new file is bad.
    bool reloadIfChanged()
    {
        char *error = nullptr;
        const int status = tr_reload_if_changed(m_world.get(), &error);
        if (status < 0)
            throw Error(detail::take(error));
        return status == 1;
    }
    std::uint64_t generation() const { return tr_generation(m_world.get()); }

    double height(double x, double y) const { return tr_height(m_world.get(), x, y); }
    tr_terra_info terra(double x, double y) const
    {
        tr_terra_info t{};
        detail::check(tr_terra(m_world.get(), x, y, &t), "terra");
        return t;
    }
    /// Row r is y = y0 + r·step, column c is x = x0 + c·step.
    std::vector<double> heights(double x0, double y0, int width, int height, double step = 1) const
    {
        std::vector<double> out(std::size_t(std::max(width, 0)) * std::size_t(std::max(height, 0)));
        detail::check(tr_heights(m_world.get(), x0, y0, width, height, step, out.data()),
                      "heights");
        return out;
    }
    std::vector<std::uint8_t> kinds(double x0, double y0, int width, int height,
                                    double step = 1) const
    {
        std::vector<std::uint8_t> out(std::size_t(std::max(width, 0)) *
                                      std::size_t(std::max(height, 0)));
        detail::check(tr_kinds(m_world.get(), x0, y0, width, height, step, out.data()), "kinds");
        return out;
    }
    std::vector<tr_point_feature> features(double x0, double y0, double x1, double y1) const
    {
        return detail::all<tr_point_feature>("features", [&](tr_point_feature *out, std::size_t n) {
            return tr_features(m_world.get(), x0, y0, x1, y1, out, n);
        });
    }
    std::vector<tr_building> buildings(double x0, double y0, double x1, double y1) const
    {
        return detail::all<tr_building>("buildings", [&](tr_building *out, std::size_t n) {
            return tr_buildings(m_world.get(), x0, y0, x1, y1, out, n);
        });
    }

    /// Every tree, bush and rock in [x0, x1) × [y0, y1) (tr_scatter).
    std::vector<tr_scatter_item> scatter(double x0, double y0, double x1, double y1) const
    {
        return detail::all<tr_scatter_item>("scatter", [&](tr_scatter_item *out, std::size_t n) {
            return tr_scatter(m_world.get(), x0, y0, x1, y1, out, n);
        });
    }

    /// The orienteering map as RGBA bytes, row by row from the top (tr_map).
    std::vector<std::uint8_t> map(double x0, double y0, int width, int height,
                                  double metresPerPixel) const
    {
        std::vector<std::uint8_t> out(4 * std::size_t(std::max(width, 0)) *
                                      std::size_t(std::max(height, 0)));
        detail::check(tr_map(m_world.get(), x0, y0, width, height, metresPerPixel, out.data()),
                      "map");
        return out;
    }

    /// A chunk's (cells + 1)² vertices with levels of detail (tr_lod_mesh).
    std::vector<tr_lod_vertex> lodMesh(const tr_lod_settings &settings, const tr_lod_chunk &chunk,
                                       double originX, double originY) const
    {
        const auto side = std::size_t(settings.cells > 0 ? settings.cells + 1 : 0);
        std::vector<tr_lod_vertex> out(side * side);
        detail::check(tr_lod_mesh(m_world.get(), &settings, &chunk, originX, originY, out.data()),
                      "lodMesh");
        return out;
    }

    tr_world *handle() const { return m_world.get(); }

private:
    explicit World(tr_world *w)
        : m_world(w, &tr_close)
    {
    }
    std::unique_ptr<tr_world, void (*)(tr_world *)> m_world;
};

/// The chunks with levels of detail for a camera (tr_lod_chunks).
inline std::vector<tr_lod_chunk> lodChunks(const tr_lod_settings &settings, double centreX,
                                           double centreY, double cameraX, double cameraY,
                                           double cameraHeight)
{
    const std::int64_t n =
        tr_lod_chunks(&settings, centreX, centreY, cameraX, cameraY, cameraHeight, nullptr, 0);
    detail::check(n, "lodChunks");
    std::vector<tr_lod_chunk> out(static_cast<std::size_t>(n));
    detail::check(tr_lod_chunks(&settings, centreX, centreY, cameraX, cameraY, cameraHeight,
                                out.data(), out.size()),
                  "lodChunks");
    return out;
}

} // namespace terrainruntime

#endif
