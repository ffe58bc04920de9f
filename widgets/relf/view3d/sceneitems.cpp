#include "sceneitems.h"

#include "relf/scene/terrainscene.h"

#include <QQmlEngine>

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

void registerSceneItems()
{
    static bool done = false;
    if (done)
        return;
    done = true;
    qmlRegisterType<GroundGeometry>("TerrainStudio.Scene", 1, 0, "GroundGeometry");
    qmlRegisterType<GroundTexture>("TerrainStudio.Scene", 1, 0, "GroundTexture");
    qmlRegisterType<ObjectInstancing>("TerrainStudio.Scene", 1, 0, "ObjectInstancing");
}

} // namespace terrain::widgets
