#pragma once
// The ground of the 3-D view with levels of detail: the chunks relf's
// selectLodChunks picks for the camera, meshed once each (kept while the
// camera moves, until the terrain changes), those in the camera's view
// joined into one vertex and index buffer for the ground's geometry. The
// vertex shader (ground.vert) morphs them as relf::lodMorphFactor says.

#include "relf/evaluator.h"
#include "relf/terrainlod.h"

#include <QByteArray>
#include <QMatrix4x4>
#include <QVector3D>

#include <unordered_map>

namespace terrain::widgets {

class LodGround
{
public:
    // The chunks drawn with one map.
    struct Part
    {
        QByteArray vertices; // relf::LodVertex each
        QByteArray indices;  // uint32
        QVector3D minimum, maximum;
        int chunks = 0;
        qsizetype vertexCount() const
        {
            return vertices.size() / qsizetype(sizeof(relf::LodVertex));
        }
    };
    struct Buffers
    {
        Part near;         // the chunks wholly inside the region, which has a finer map
        Part edge;         // those across its edge, which draw with both maps
        Part far;          // those wholly outside
        int allChunks = 0; // selected, in view or not
        int meshed = 0;    // chunks meshed for this update (not found kept)
        qsizetype vertexCount() const
        {
            return near.vertexCount() + edge.vertexCount() + far.vertexCount();
        }
        int chunks() const { return near.chunks + edge.chunks + far.chunks; }
    };

    // The terrain and the ground point at the scene's origin: a change
    // forgets every kept chunk.
    void setTerrain(relf::EvaluatorPtr terrain, double originX, double originY);
    void setSettings(const relf::LodSettings &settings);
    const relf::LodSettings &settings() const { return m_settings; }

    // The chunks for a camera at scene point `eye`, `height` above the
    // ground; only those inside the frustum of `viewProjection` (clip space
    // as OpenGL's) are drawn. Those wholly within `nearHalf` of the origin
    // in x and z are the near part, those partly the edge part.
    Buffers update(QVector3D eye, double height, const QMatrix4x4 &viewProjection, double nearHalf);

private:
    struct ChunkKey
    {
        std::size_t operator()(const relf::LodChunk &c) const;
    };
    void fill(Part &part, const std::vector<const relf::LodChunkMesh *> &chunks) const;

    relf::EvaluatorPtr m_terrain;
    double m_originX = 0.0, m_originY = 0.0;
    relf::LodSettings m_settings;
    std::unordered_map<relf::LodChunk, relf::LodChunkMesh, ChunkKey> m_meshes;
    std::vector<std::uint32_t> m_chunkIndices = relf::lodChunkIndices(relf::LodSettings{}.cells);
};

} // namespace terrain::widgets
