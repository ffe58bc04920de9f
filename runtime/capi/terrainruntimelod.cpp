// The C API's levels of detail (tr_lod_*, since 1.1): the studio's own
// chunks (relf/terrainlod) through C.
#include "terrainruntime.h"
#include "terrainruntimeworld.h"

#include "relf/terrainlod.h"
#include "util/groundlimit.h"

#include <algorithm>
#include <cstring>
#include <vector>

using namespace terrain;

namespace {

// The runtime's settings of levels of detail from the C ones.
int lodSettings(const tr_lod_settings *in, relf::LodSettings &out)
{
    if (!in)
        return TR_E_NULL;
    out.finestStep = in->finest_step;
    out.cells = in->cells;
    out.viewDistance = in->view_distance;
    out.splitFactor = in->split_factor;
    out.morphStart = in->morph_start;
    return relf::checkLodSettings(out).empty() ? TR_OK : TR_E_ARGUMENT;
}

} // namespace

extern "C" {

void tr_lod_defaults(tr_lod_settings *out)
{
    if (!out)
        return;
    const relf::LodSettings d;
    *out = {d.finestStep, d.cells, d.viewDistance, d.splitFactor, d.morphStart};
}

int tr_lod_check(const tr_lod_settings *settings, char **error)
{
    relf::LodSettings s;
    const int status = lodSettings(settings, s);
    if (status == TR_E_NULL)
        capi::setError(error, "no settings (NULL)");
    else if (status != TR_OK)
        capi::setError(error, relf::checkLodSettings(s));
    return status;
}

int64_t tr_lod_chunks(const tr_lod_settings *settings, double centre_x, double centre_y,
                      double camera_x, double camera_y, double camera_height, tr_lod_chunk *out,
                      size_t capacity)
{
    relf::LodSettings s;
    if (const int status = lodSettings(settings, s))
        return status;
    if (!out && capacity > 0)
        return TR_E_NULL;
    if (!util::withinGroundLimit(centre_x) || !util::withinGroundLimit(centre_y) ||
        !util::withinGroundLimit(camera_x) || !util::withinGroundLimit(camera_y) ||
        !util::withinGroundLimit(camera_height))
        return TR_E_ARGUMENT;
    const std::vector<relf::LodChunk> chunks =
        relf::selectLodChunks(s, centre_x, centre_y, {camera_x, camera_y, camera_height});
    for (std::size_t k = 0; k < chunks.size() && k < capacity; ++k) {
        const relf::LodChunk &c = chunks[k];
        out[k] = {c.level, c.i, c.j, {}};
        for (std::size_t e = 0; e < 4; ++e)
            out[k].edges[e] = std::int8_t(c.edges[e]);
    }
    return std::int64_t(chunks.size());
}

int tr_lod_mesh(const tr_world *world, const tr_lod_settings *settings, const tr_lod_chunk *chunk,
                double origin_x, double origin_y, tr_lod_vertex *out)
{
    relf::LodSettings s;
    if (const int status = lodSettings(settings, s))
        return status;
    if (!world || !chunk || !out)
        return TR_E_NULL;
    if (chunk->level < 0 || chunk->level > 40 || !util::withinGroundLimit(origin_x) ||
        !util::withinGroundLimit(origin_y))
        return TR_E_ARGUMENT;
    relf::LodChunk c{chunk->level, chunk->i, chunk->j, {}};
    const double side = relf::lodChunkSide(s, c.level);
    if (!util::withinGroundLimit(double(c.i) * side) ||
        !util::withinGroundLimit(double(c.i + 1) * side) ||
        !util::withinGroundLimit(double(c.j) * side) ||
        !util::withinGroundLimit(double(c.j + 1) * side))
        return TR_E_ARGUMENT;
    for (std::size_t e = 0; e < 4; ++e) {
        if (chunk->edges[e] < 0 || chunk->edges[e] > 2)
            return TR_E_ARGUMENT;
        c.edges[e] = relf::LodEdge(chunk->edges[e]);
    }
    const relf::LodChunkMesh mesh =
        relf::meshLodChunk(capi::terrainOf(*world), s, c, origin_x, origin_y);
    static_assert(sizeof(tr_lod_vertex) == sizeof(relf::LodVertex));
    std::memcpy(out, mesh.vertices.data(), mesh.vertices.size() * sizeof(tr_lod_vertex));
    return TR_OK;
}

int64_t tr_lod_indices(int32_t cells, uint32_t *out, size_t capacity)
{
    if (cells < 2 || cells > 256 || cells % 2 != 0)
        return TR_E_ARGUMENT;
    if (!out && capacity > 0)
        return TR_E_NULL;
    const std::vector<std::uint32_t> indices = relf::lodChunkIndices(cells);
    std::copy_n(indices.begin(), std::min(indices.size(), capacity), out);
    return std::int64_t(indices.size());
}

float tr_lod_morph(const tr_lod_vertex *vertex, float camera_x, float camera_z, float camera_height,
                   float morph_start)
{
    if (!vertex)
        return 0.0f;
    relf::LodVertex v;
    std::memcpy(&v, vertex, sizeof v);
    return relf::lodMorphFactor(v, camera_x, camera_z, camera_height, morph_start);
}

} // extern "C"
