#include "sceneitems.h"

#include "relf/scene/terrainscene.h"

#include <QQmlEngine>

#include <cmath>
#include <vector>

namespace terrain::widgets {

GroundGeometry::GroundGeometry()
{
    describe();
}

void GroundGeometry::describe()
{
    using relf::TerrainScene;
    setStride(TerrainScene::kFloatsPerVertex * sizeof(float));
    setPrimitiveType(PrimitiveType::Triangles);
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    addAttribute(Attribute::NormalSemantic, 3 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::TexCoord0Semantic, 6 * sizeof(float), Attribute::F32Type);
    addAttribute(Attribute::IndexSemantic, 0, Attribute::U32Type);
}

void GroundGeometry::setScene(const relf::TerrainScene &scene)
{
    const auto bytes = [](const auto &v) {
        return QByteArray(reinterpret_cast<const char *>(v.data()),
                          qsizetype(v.size() * sizeof(v[0])));
    };
    clear();
    // The scene's texture coordinates give way to the vertex's own height
    // and no morph: the shader finds the map from the position.
    const auto unmorphed = [](const std::vector<float> &v) {
        QByteArray data(reinterpret_cast<const char *>(v.data()),
                        qsizetype(v.size() * sizeof(float)));
        auto *f = reinterpret_cast<float *>(data.data());
        for (std::size_t k = 0; k + relf::TerrainScene::kFloatsPerVertex <= v.size();
             k += relf::TerrainScene::kFloatsPerVertex) {
            f[k + 6] = f[k + 1];
            f[k + 7] = 0.0f;
        }
        return data;
    };
    if (m_underside) {
        setVertexData(unmorphed(scene.underside));
        setIndexData(bytes(scene.undersideIndices));
    } else {
        setVertexData(unmorphed(scene.vertices));
        if (scene.skylands) {
            setIndexData(bytes(scene.topIndices));
        } else {
            // The whole grid: the same for every scene of this size.
            if (m_indicesFor != scene.n) {
                m_indices = bytes(relf::sceneGridIndices(scene.n));
                m_indicesFor = scene.n;
            }
            setIndexData(m_indices);
        }
    }
    describe();
    const float half = float((scene.n - 1) * scene.step / 2.0);
    setBounds({-half, scene.minHeight, -half}, {half, scene.maxHeight, half});
    update();
}

void GroundGeometry::setMesh(const QByteArray &vertices, const QByteArray &indices,
                             QVector3D minimum, QVector3D maximum)
{
    clear();
    setVertexData(vertices);
    setIndexData(indices);
    describe();
    if (vertices.isEmpty())
        setBounds({}, {});
    else
        setBounds(minimum, maximum);
    update();
}

void GroundTexture::setScene(const relf::TerrainScene &scene)
{
    setImage(scene.texture);
}

void GroundTexture::setImage(const QImage &image)
{
    const QImage rgba = image.convertToFormat(QImage::Format_RGBA8888);
    setSize(rgba.size());
    setFormat(Format::RGBA8);
    setTextureData(QByteArray(reinterpret_cast<const char *>(rgba.constBits()),
                              qsizetype(rgba.sizeInBytes())));
}

void ObjectInstancing::setObjects(const std::vector<relf::SceneObject> &objects)
{
    m_table.resize(qsizetype(objects.size() * sizeof(InstanceTableEntry)));
    auto *entry = reinterpret_cast<InstanceTableEntry *>(m_table.data());
    for (const relf::SceneObject &o : objects)
        *entry++ = calculateTableEntry({o.x, o.y + o.height / 2.0f, o.z},
                                       {o.width / 100.0f, o.height / 100.0f, o.depth / 100.0f}, {},
                                       QColor::fromRgb(o.colour));
    m_count = int(objects.size());
    markDirty();
}

QByteArray ObjectInstancing::getInstanceBuffer(int *instanceCount)
{
    if (instanceCount)
        *instanceCount = m_count;
    return m_table;
}

namespace {

struct Vertex
{
    QVector3D position, normal;
};

// Flat triangles, each with its own face normal.
void addTriangle(std::vector<Vertex> &out, QVector3D a, QVector3D b, QVector3D c)
{
    const QVector3D n = QVector3D::crossProduct(b - a, c - a).normalized();
    out.push_back({a, n});
    out.push_back({b, n});
    out.push_back({c, n});
}

std::vector<Vertex> lowPolyShape(int shape)
{
    std::vector<Vertex> out;
    const auto ring = [](int k, int n, float radius, float y) {
        const float a = float(k) * 6.2831853f / float(n);
        return QVector3D(radius * std::cos(a), y, -radius * std::sin(a));
    };
    if (shape == 0 || shape == 1) {
        const int n = shape == 0 ? 6 : 7;
        for (int k = 0; k < n; ++k) {
            const QVector3D a = ring(k, n, 50.0f, -50.0f), b = ring(k + 1, n, 50.0f, -50.0f);
            if (shape == 1) {
                addTriangle(out, a, b, {0.0f, 50.0f, 0.0f});
            } else {
                const QVector3D c = ring(k + 1, n, 50.0f, 50.0f), d = ring(k, n, 50.0f, 50.0f);
                addTriangle(out, a, b, c);
                addTriangle(out, a, c, d);
            }
        }
        return out;
    }
    // The icosahedron: 12 corners on three golden rectangles, 20 faces.
    const float t = 1.6180340f, r = 50.0f / std::sqrt(1.0f + t * t);
    const QVector3D v[12] = {{-1, t, 0}, {1, t, 0}, {-1, -t, 0}, {1, -t, 0},
                             {0, -1, t}, {0, 1, t}, {0, -1, -t}, {0, 1, -t},
                             {t, 0, -1}, {t, 0, 1}, {-t, 0, -1}, {-t, 0, 1}};
    const int faces[20][3] = {{0, 11, 5}, {0, 5, 1},  {0, 1, 7},   {0, 7, 10}, {0, 10, 11},
                              {1, 5, 9},  {5, 11, 4}, {11, 10, 2}, {10, 7, 6}, {7, 1, 8},
                              {3, 9, 4},  {3, 4, 2},  {3, 2, 6},   {3, 6, 8},  {3, 8, 9},
                              {4, 9, 5},  {2, 4, 11}, {6, 2, 10},  {8, 6, 7},  {9, 8, 1}};
    for (const auto &f : faces)
        addTriangle(out, v[f[0]] * r, v[f[1]] * r, v[f[2]] * r);
    return out;
}

} // namespace

void LowPolyGeometry::setShape(int shape)
{
    if (shape == m_shape)
        return;
    m_shape = shape;
    const std::vector<Vertex> vertices = lowPolyShape(shape);
    clear();
    setVertexData(QByteArray(reinterpret_cast<const char *>(vertices.data()),
                             qsizetype(vertices.size() * sizeof(Vertex))));
    setStride(sizeof(Vertex));
    setPrimitiveType(PrimitiveType::Triangles);
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    addAttribute(Attribute::NormalSemantic, sizeof(QVector3D), Attribute::F32Type);
    setBounds({-50.0f, -50.0f, -50.0f}, {50.0f, 50.0f, 50.0f});
    update();
}

void registerSceneItems()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    qmlRegisterType<GroundGeometry>("TerrainStudio.Scene", 1, 0, "GroundGeometry");
    qmlRegisterType<GroundTexture>("TerrainStudio.Scene", 1, 0, "GroundTexture");
    qmlRegisterType<ObjectInstancing>("TerrainStudio.Scene", 1, 0, "ObjectInstancing");
    qmlRegisterType<LowPolyGeometry>("TerrainStudio.Scene", 1, 0, "LowPolyGeometry");
}

} // namespace terrain::widgets
