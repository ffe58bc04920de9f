#pragma once
// The C++ pieces of the 3-D scene that the view hands to Qt Quick 3D: the
// ground's geometry, its map texture and the instance tables of buildings
// and markers. Each takes a built relf::TerrainScene; none computes terrain.

#include <QQuick3DGeometry>
#include <QQuick3DInstancing>
#include <QQuick3DTextureData>

#include <vector>

namespace terrain::relf {
struct TerrainScene;
struct SceneObject;
} // namespace terrain::relf

namespace terrain::widgets {

// The ground's top surface, or (underside: true) the skylands' undersides.
// Vertices as relf::LodVertex: position, normal, and as the first texture
// coordinate the height of the coarser level and the morph (ground.vert).
class GroundGeometry : public QQuick3DGeometry
{
    Q_OBJECT
    Q_PROPERTY(bool underside MEMBER m_underside)
public:
    GroundGeometry(); // empty until the first scene
    // The whole grid of the scene, unmorphed (the skylands' ground).
    void setScene(const relf::TerrainScene &scene);
    // Chunks with levels of detail (see LodGround).
    void setMesh(const QByteArray &vertices, const QByteArray &indices, QVector3D minimum,
                 QVector3D maximum);

private:
    void describe(); // the vertex layout
    bool m_underside = false;
    int m_indicesFor = 0; // n of the whole grid's index buffer held
    QByteArray m_indices;
};

class GroundTexture : public QQuick3DTextureData
{
    Q_OBJECT
public:
    void setScene(const relf::TerrainScene &scene);
    void setImage(const QImage &image);
};

// Boxes or markers: each object a scaled copy of the model (Qt's built-in
// meshes are 100 units across), standing on its base, in its colour.
class ObjectInstancing : public QQuick3DInstancing
{
    Q_OBJECT
public:
    void setObjects(const std::vector<relf::SceneObject> &objects);
    int count() const { return m_count; }

protected:
    QByteArray getInstanceBuffer(int *instanceCount) override;

private:
    QByteArray m_table;
    int m_count = 0;
};

// A low-polygon shape for the scatter's instances, 100 units across and
// tall about the origin as Qt's built-in meshes are, but with a few dozen
// triangles where those have hundreds: shape 0 a six-sided trunk, 1 a
// seven-sided cone, 2 an icosahedron (crowns, bushes, rocks).
class LowPolyGeometry : public QQuick3DGeometry
{
    Q_OBJECT
    Q_PROPERTY(int shape READ shape WRITE setShape)
public:
    int shape() const { return m_shape; }
    void setShape(int shape);

private:
    int m_shape = -1;
};

// Registers the types above for the scene's QML (TerrainStudio.Scene 1.0).
void registerSceneItems();

} // namespace terrain::widgets
