#include "lodground.h"

#include "util/parallel.h"

#include <QVector4D>

#include <array>
#include <cstring>

namespace terrain::widgets {

namespace {

// Kept chunks: beyond this many, all are forgotten and meshed anew.
constexpr std::size_t kMaxKept = 6000;

// Whether the box lies wholly outside one plane of the clip volume.
bool outside(const QMatrix4x4 &clip, QVector3D lo, QVector3D hi)
{
    std::array<QVector4D, 8> corners;
    for (int k = 0; k < 8; ++k)
        corners[std::size_t(k)] = clip.map(QVector4D(
            k & 1 ? hi.x() : lo.x(), k & 2 ? hi.y() : lo.y(), k & 4 ? hi.z() : lo.z(), 1.0f));
    const auto all = [&](auto test) { return std::all_of(corners.begin(), corners.end(), test); };
    return all([](const QVector4D &c) { return c.x() < -c.w(); }) ||
           all([](const QVector4D &c) { return c.x() > c.w(); }) ||
           all([](const QVector4D &c) { return c.y() < -c.w(); }) ||
           all([](const QVector4D &c) { return c.y() > c.w(); }) ||
           all([](const QVector4D &c) { return c.z() < -c.w(); }) ||
           all([](const QVector4D &c) { return c.z() > c.w(); });
}

} // namespace

std::size_t LodGround::ChunkKey::operator()(const relf::LodChunk &c) const
{
    std::uint64_t h = std::uint64_t(c.i) * 0x9e3779b97f4a7c15ULL;
    h ^= std::uint64_t(c.j) * 0xc2b2ae3d27d4eb4fULL + (h << 6) + (h >> 2);
    h ^= std::uint64_t(c.level) << 56;
    for (const relf::LodEdge e : c.edges)
        h = h * 31 + std::uint64_t(e);
    return std::size_t(h);
}

void LodGround::setTerrain(relf::EvaluatorPtr terrain, double originX, double originY)
{
    m_terrain = std::move(terrain);
    m_originX = originX;
    m_originY = originY;
    m_meshes.clear();
}

void LodGround::setSettings(const relf::LodSettings &settings)
{
    if (settings.finestStep != m_settings.finestStep || settings.cells != m_settings.cells ||
        settings.splitFactor != m_settings.splitFactor ||
        settings.viewDistance != m_settings.viewDistance) // which level is the top
        m_meshes.clear();
    if (settings.cells != m_settings.cells)
        m_chunkIndices = relf::lodChunkIndices(settings.cells);
    m_settings = settings;
}

LodGround::Buffers LodGround::update(QVector3D eye, double height, const QMatrix4x4 &viewProjection,
                                     double nearHalf)
{
    Buffers out;
    if (!m_terrain || !relf::checkLodSettings(m_settings).empty())
        return out;
    const relf::LodCamera camera{m_originX + double(eye.x()), m_originY - double(eye.z()), height};
    const std::vector<relf::LodChunk> chunks =
        relf::selectLodChunks(m_settings, m_originX, m_originY, camera);
    out.allChunks = int(chunks.size());
    if (m_meshes.size() + chunks.size() > kMaxKept)
        m_meshes.clear();

    // Mesh the new chunks on all threads, then keep them.
    std::vector<relf::LodChunk> fresh;
    for (const relf::LodChunk &c : chunks)
        if (!m_meshes.contains(c))
            fresh.push_back(c);
    std::vector<relf::LodChunkMesh> made(fresh.size());
    util::parallelFor(fresh.size(), 4, 0, [&](std::size_t b, std::size_t e) {
        for (std::size_t k = b; k < e; ++k)
            made[k] = relf::meshLodChunk(*m_terrain, m_settings, fresh[k], m_originX, m_originY);
    });
    for (relf::LodChunkMesh &m : made)
        m_meshes.emplace(m.chunk, std::move(m));
    out.meshed = int(fresh.size());

    std::vector<const relf::LodChunkMesh *> near, edge, far;
    const auto h = float(nearHalf);
    for (const relf::LodChunk &c : chunks) {
        const relf::LodChunkMesh &m = m_meshes.at(c);
        const relf::LodVertex &first = m.vertices.front(), &last = m.vertices.back();
        // North-west and south-east corners: x grows east, z south.
        if (outside(viewProjection, {first.x, m.minY, first.z}, {last.x, m.maxY, last.z}))
            continue;
        const bool inside = first.x >= -h && last.x <= h && first.z >= -h && last.z <= h;
        const bool meets = first.x < h && last.x > -h && first.z < h && last.z > -h;
        (inside ? near : meets ? edge : far).push_back(&m);
    }
    fill(out.near, near);
    fill(out.edge, edge);
    fill(out.far, far);
    return out;
}

void LodGround::fill(Part &part, const std::vector<const relf::LodChunkMesh *> &chunks) const
{
    const std::size_t perChunk =
        std::size_t(m_settings.cells + 1) * std::size_t(m_settings.cells + 1);
    const std::vector<std::uint32_t> &indices = m_chunkIndices;
    part.chunks = int(chunks.size());
    part.vertices.resize(qsizetype(chunks.size() * perChunk * sizeof(relf::LodVertex)));
    part.indices.resize(qsizetype(chunks.size() * indices.size() * sizeof(std::uint32_t)));
    auto *v = reinterpret_cast<relf::LodVertex *>(part.vertices.data());
    auto *idx = reinterpret_cast<std::uint32_t *>(part.indices.data());
    QVector3D lo(INFINITY, INFINITY, INFINITY), hi(-INFINITY, -INFINITY, -INFINITY);
    for (std::size_t k = 0; k < chunks.size(); ++k) {
        const relf::LodChunkMesh &m = *chunks[k];
        std::memcpy(v + k * perChunk, m.vertices.data(), perChunk * sizeof(relf::LodVertex));
        const auto base = std::uint32_t(k * perChunk);
        for (const std::uint32_t i : indices)
            *idx++ = base + i;
        const relf::LodVertex &first = m.vertices.front(), &last = m.vertices.back();
        lo = QVector3D(std::min(lo.x(), first.x), std::min(lo.y(), m.minY),
                       std::min(lo.z(), first.z));
        hi =
            QVector3D(std::max(hi.x(), last.x), std::max(hi.y(), m.maxY), std::max(hi.z(), last.z));
    }
    part.minimum = lo;
    part.maximum = hi;
}

} // namespace terrain::widgets
