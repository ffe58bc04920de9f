#include "terrainview3d.h"

#include "fieldhelp.h"

#include "sceneitems.h"

#include "relf/map/maprenderer.h"
#include "render/colourtable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QQmlError>
#include <QQuickItem>
#include <QQuickWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVector3D>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {

constexpr double kSizes[] = {250.0, 500.0, 1000.0, 2000.0};
constexpr double kDetails[] = {1.0, 2.0, 4.0, 8.0};
constexpr double kDistances[] = {1000.0, 2000.0, 4000.0, 8000.0};
constexpr float kFieldOfView = 50.0f; // terrainscene.qml's camera
constexpr float kClipNear = 0.5f, kClipFar = 30000.0f;
// Edits closer together than this are a drag: the region's map is then at
// most kDragTexture pixels a side, the far map kDragFarTexture, and the
// whole maps follow kRefineMs after the last of them.
constexpr int kDragGapMs = 200;
constexpr int kDragTexture = 512;
constexpr int kDragFarTexture = 256;
constexpr int kRefineMs = 250;

template <typename T> T *child(QQuickItem *root, const char *name)
{
    return root ? root->findChild<T *>(QLatin1StringView(name)) : nullptr;
}

} // namespace

TerrainView3D::TerrainView3D(QWidget *parent)
    : QWidget(parent)
{
    registerSceneItems();
    m_region.size = 1000.0;
    m_region.step = 2.0;

    m_sizeBox = new QComboBox(this);
    for (const double s : kSizes)
        m_sizeBox->addItem(s < 1000 ? tr("%L1 m").arg(s) : tr("%L1 km").arg(s / 1000.0), s);
    explain(m_sizeBox, tr("The side of the region shown around the map's centre"));
    m_detailBox = new QComboBox(this);
    for (const double d : kDetails)
        m_detailBox->addItem(tr("%1 m").arg(QLocale().toString(d)), d);
    explain(m_detailBox, tr("Metres between the ground's vertices near the camera"));
    m_distanceBox = new QComboBox(this);
    for (const double d : kDistances)
        m_distanceBox->addItem(tr("%L1 km").arg(d / 1000.0), d);
    explain(m_distanceBox,
            tr("How far the ground reaches from the region's centre; farther from the camera "
               "it is drawn coarser"));
    m_contourBox = new QCheckBox(tr("Contours"), this);
    m_contourBox->setChecked(true);
    explain(m_contourBox,
            tr("Draw the map's contour lines on the ground, at the map's contour interval."));
    m_lookBox = new QComboBox(this);
    m_lookBox->addItem(tr("Map"));
    m_lookBox->addItem(tr("Scene"));
    explain(m_lookBox, tr("Map: the orienteering map draped on the ground. Scene: what the player "
                          "sees, the ground by terrain kind with every tree, bush and rock"));
    m_walkButton = new QToolButton(this);
    m_walkButton->setText(tr("Walk"));
    m_walkButton->setCheckable(true);
    m_walkButton->setToolTip(
        tr("Stand on the ground at eye height: W A S D or the arrows move, drag looks about"));
    auto *reset = new QToolButton(this);
    reset->setText(tr("Reset View"));
    reset->setToolTip(tr("Look north over the whole region (Home)"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sceneStatus"));

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_sizeBox);
    bar->addWidget(m_detailBox);
    bar->addWidget(m_distanceBox);
    bar->addWidget(m_contourBox);
    bar->addWidget(m_lookBox);
    bar->addWidget(m_walkButton);
    bar->addWidget(reset);
    bar->addStretch(1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addStretch(1); // the scene's place until it is first shown
    layout->addWidget(m_status);

    m_sizeBox->setCurrentIndex(2);
    m_detailBox->setCurrentIndex(1);
    m_distanceBox->setCurrentIndex(2);
    connect(m_distanceBox, &QComboBox::activated, this,
            [this] { setViewDistance(m_distanceBox->currentData().toDouble()); });
    connect(m_sizeBox, &QComboBox::activated, this, &TerrainView3D::chooseRegion);
    connect(m_detailBox, &QComboBox::activated, this, &TerrainView3D::chooseRegion);
    connect(m_contourBox, &QCheckBox::toggled, this, &TerrainView3D::setContours);
    connect(m_lookBox, &QComboBox::activated, this,
            [this](int index) { setSceneLook(index == 1); });
    connect(m_walkButton, &QToolButton::toggled, this, &TerrainView3D::setWalking);
    connect(reset, &QToolButton::clicked, this, &TerrainView3D::resetCamera);

    m_buildTimer.setSingleShot(true);
    m_buildTimer.setInterval(0);
    connect(&m_buildTimer, &QTimer::timeout, this, &TerrainView3D::build);
    m_refineTimer.setSingleShot(true);
    m_refineTimer.setInterval(kRefineMs);
    connect(&m_refineTimer, &QTimer::timeout, this, [this] {
        if (m_coarseMaps)
            scheduleBuild();
    });
}

TerrainView3D::~TerrainView3D() = default;

void TerrainView3D::setTerrain(relf::EvaluatorPtr terrain)
{
    m_terrain = std::move(terrain);
    scheduleBuild();
}

void TerrainView3D::setCentre(QPointF ground)
{
    // Whole metres: the region's corner then lies on the fast rows' grid.
    const double x = std::round(ground.x()), y = std::round(ground.y());
    if (x == m_region.centreX && y == m_region.centreY)
        return;
    m_region.centreX = x;
    m_region.centreY = y;
    scheduleBuild();
}

void TerrainView3D::setMapStyle(unsigned layers, double contourInterval)
{
    if (layers == m_layers && contourInterval == m_contourInterval)
        return;
    m_layers = layers;
    m_contourInterval = contourInterval;
    scheduleBuild();
}

void TerrainView3D::setRegion(double size, double detail)
{
    relf::SceneRegion r = m_region;
    r.size = size;
    r.step = detail;
    // The finest listed detail that fits, if the asked one does not.
    for (const double d : kDetails)
        if (!relf::checkSceneRegion(r).isEmpty() && d > r.step) {
            relf::SceneRegion coarser = r;
            coarser.step = d;
            if (relf::checkSceneRegion(coarser).isEmpty())
                r.step = d;
        }
    if (!relf::checkSceneRegion(r).isEmpty())
        return;
    const bool resized = r.size != m_region.size;
    m_region = r;
    m_sizeBox->setCurrentIndex(std::max(0, m_sizeBox->findData(r.size)));
    m_detailBox->setCurrentIndex(std::max(0, m_detailBox->findData(r.step)));
    if (resized)
        m_cameraPlaced = false;
    scheduleBuild();
}

void TerrainView3D::setViewDistance(double metres)
{
    if (!(metres >= kDistances[0] && metres <= kDistances[std::size(kDistances) - 1]))
        return;
    m_distanceBox->setCurrentIndex(std::max(0, m_distanceBox->findData(metres)));
    if (metres == m_viewDistance)
        return;
    m_viewDistance = metres;
    scheduleBuild();
}

void TerrainView3D::chooseRegion()
{
    setRegion(m_sizeBox->currentData().toDouble(), m_detailBox->currentData().toDouble());
}

void TerrainView3D::setContours(bool on)
{
    m_contourBox->setChecked(on);
    if (on == m_contours)
        return;
    m_contours = on;
    scheduleBuild();
}

void TerrainView3D::setSceneLook(bool scene)
{
    m_lookBox->setCurrentIndex(scene ? 1 : 0);
    if (scene == m_sceneLook)
        return;
    m_sceneLook = scene;
    scheduleBuild();
}

void TerrainView3D::setWalking(bool walking)
{
    m_walkButton->setChecked(walking);
    if (walking && !m_walkButton->property("walked").toBool()) {
        // The first walk starts in the Scene look; the box changes it back.
        m_walkButton->setProperty("walked", true);
        setSceneLook(true);
    }
    m_camera.setMode(walking ? SceneCamera::Mode::Walk : SceneCamera::Mode::Orbit, groundHeight());
    applyCamera();
    if (m_quick)
        m_quick->setFocus();
}

void TerrainView3D::resetCamera()
{
    // Looking at the middle of the heights from the north-facing side, as
    // close as the whole region allows: its corners at their heights inside
    // the field of view (50° high, the view's aspect wide), so that the near
    // edge is not cut off however the ground rises at the centre.
    const float middle = m_scene.n > 0 ? (m_scene.minHeight + m_scene.maxHeight) / 2.0f : 0.0f;
    const float size = float(m_region.size), half = size / 2.0f;
    const float aspect = m_quick && m_quick->height() > 0
                             ? float(m_quick->width()) / float(m_quick->height())
                             : 4.0f / 3.0f;
    const float tanHalf = std::tan(qDegreesToRadians(25.0f)) * 0.95f; // a margin
    const auto fits = [&] {
        const QVector3D eye = m_camera.position(), forward = m_camera.forward();
        const QVector3D up = m_camera.rotation().rotatedVector({0, 1, 0});
        const QVector3D right = m_camera.rotation().rotatedVector({1, 0, 0});
        for (const float x : {-half, half})
            for (const float z : {-half, half}) {
                const QVector3D d = QVector3D(x, m_scene.n > 0 ? groundAt(x, z) : 0.0f, z) - eye;
                const float depth = QVector3D::dotProduct(d, forward);
                if (depth <= 0 || std::abs(QVector3D::dotProduct(d, up)) > tanHalf * depth ||
                    std::abs(QVector3D::dotProduct(d, right)) > tanHalf * aspect * depth)
                    return false;
            }
        return true;
    };
    for (float distance = 0.9f * size; distance <= 3.0f * size; distance *= 1.08f) {
        m_camera.setOrbit({0.0f, middle, 0.0f}, distance, 0.0f, 40.0f);
        if (fits())
            break;
    }
    m_walkButton->setChecked(false);
    m_cameraPlaced = true;
    applyCamera();
}

void TerrainView3D::applyCamera()
{
    if (!m_cameraNode)
        return;
    // Qt Quick 3D's node class is private: its properties are public.
    m_cameraNode->setProperty("position", m_camera.position());
    m_cameraNode->setProperty("rotation", m_camera.rotation());
    updateGround();
}

QMatrix4x4 TerrainView3D::viewProjection() const
{
    QMatrix4x4 projection;
    const float aspect = m_quick && m_quick->height() > 0
                             ? float(m_quick->width()) / float(m_quick->height())
                             : 4.0f / 3.0f;
    projection.perspective(kFieldOfView, aspect, kClipNear, kClipFar);
    QMatrix4x4 camera;
    camera.translate(m_camera.position());
    camera.rotate(m_camera.rotation());
    return projection * camera.inverted();
}

void TerrainView3D::updateGround()
{
    if (!sceneAlive() || m_scene.n == 0 || m_scene.skylands || !m_terrain)
        return;
    const QVector3D eye = m_camera.position();
    const double below =
        m_terrain->height(m_scene.centreX + double(eye.x()), m_scene.centreY - double(eye.z()));
    const double height =
        std::max(0.0, double(eye.y()) - std::max(below, double(m_scene.waterLevel)));
    // The region's map reaches half a pixel beyond the grid (or stops short
    // by less than one): the near part is what it wholly covers.
    const double half = (m_scene.n - 1) * m_scene.step / 2.0;
    m_ground = m_lod.update(eye, height, viewProjection(), half);
    const LodGround::Part &near = m_ground.near, &edge = m_ground.edge, &far = m_ground.far;
    m_geometry->setMesh(near.vertices, near.indices, near.minimum, near.maximum);
    m_edgeGeometry->setMesh(edge.vertices, edge.indices, edge.minimum, edge.maximum);
    m_farGeometry->setMesh(far.vertices, far.indices, far.minimum, far.maximum);
    setMaterials("lodCamera", QVector3D(eye.x(), float(height), eye.z()));
    bool low = false;
    for (const LodGround::Part *part : {&near, &edge, &far})
        low = low || (part->chunks > 0 && part->minimum.y() < m_scene.waterLevel);
    m_water->setProperty("visible", m_scene.water || low);
}

void TerrainView3D::setMaterials(const char *name, const QVariant &value)
{
    for (QObject *material : {m_material, m_farMaterial, m_edgeMaterial})
        material->setProperty(name, value);
}

void TerrainView3D::scheduleBuild()
{
    if (isVisible())
        m_buildTimer.start();
}

void TerrainView3D::loadScene()
{
    // Qt Quick 3D starts its QML engine and shaders only when the view is
    // first shown, not with every window that merely holds the dock.
    m_quick = new QQuickWidget(this);
    m_quick->setResizeMode(QQuickWidget::SizeRootObjectToView);
    m_quick->setClearColor(QColor(0xb7, 0xd3, 0xea)); // the sky (the scene draws inline)
    m_quick->setFocusPolicy(Qt::StrongFocus);
    m_quick->setMinimumSize(200, 150);
    m_quick->installEventFilter(this);
    startScene();
    if (!sceneAlive()) {
        QStringList errors;
        for (const QQmlError &e : m_quick->errors())
            errors << e.toString();
        m_problem = tr("The 3-D view needs Qt Quick 3D: %1")
                        .arg(errors.isEmpty() ? tr("the scene did not load") : errors.join(u'\n'));
        m_status->setText(m_problem);
    }

    auto *box = static_cast<QVBoxLayout *>(layout());
    delete box->takeAt(1); // the stretch that kept the place
    box->insertWidget(1, m_quick, 1);
    // Every ancestor, so that the view hears before it changes window.
    for (QWidget *w = parentWidget(); w; w = w->parentWidget()) {
        const bool watched = std::any_of(m_watchedAncestors.cbegin(), m_watchedAncestors.cend(),
                                         [w](const QPointer<QWidget> &a) { return a == w; });
        if (!watched) {
            w->installEventFilter(this);
            m_watchedAncestors << w;
        }
    }
}

void TerrainView3D::dropScene()
{
    if (!m_quick)
        return;
    m_buildTimer.stop();
    m_refineTimer.stop();
    auto *box = static_cast<QVBoxLayout *>(layout());
    box->removeWidget(m_quick);
    box->insertStretch(1, 1);
    delete m_quick; // and the scene's objects with it (the guards go null)
    m_quick = nullptr;
    m_problem.clear();
    m_dragButton = Qt::NoButton;
}

void TerrainView3D::startScene()
{
    m_quick->setSource(QUrl());
    m_quick->setSource(QUrl(QStringLiteral("qrc:/scene3d/terrainscene.qml")));
    QQuickItem *root = m_quick->rootObject();
    m_cameraNode = child<QObject>(root, "camera");
    m_water = child<QObject>(root, "water");
    m_geometry = child<GroundGeometry>(root, "groundGeometry");
    m_underside = child<GroundGeometry>(root, "undersideGeometry");
    m_undersideModel = child<QObject>(root, "underside");
    m_texture = child<GroundTexture>(root, "groundTexture");
    m_farTexture = child<GroundTexture>(root, "farTexture");
    m_material = child<QObject>(root, "groundMaterial");
    m_farMaterial = child<QObject>(root, "farMaterial");
    m_farGeometry = child<GroundGeometry>(root, "farGeometry");
    m_edgeMaterial = child<QObject>(root, "edgeMaterial");
    m_edgeGeometry = child<GroundGeometry>(root, "edgeGeometry");
    if (m_material && m_farMaterial) {
        // As a vector, not a colour: Qt Quick 3D would take a colour as sRGB
        // and make it linear, where the map picture's colours are used as
        // they are.
        const QColor brown = QColor::fromRgba(render::rgbOf(render::MapColour::Contour));
        setMaterials("contourColour",
                     QVector3D(float(brown.redF()), float(brown.greenF()), float(brown.blueF())));
        setMaterials("thinWidth", relf::kContourWidth);
        setMaterials("indexWidth", relf::kIndexContourWidth);
        setMaterials("fadeFrom", relf::kContourFadeFrom);
        setMaterials("fadeTo", relf::kContourFadeTo);
    }
    m_buildings = child<ObjectInstancing>(root, "buildings");
    m_markers = child<ObjectInstancing>(root, "markers");
    for (int p = 0; p < relf::kScatterParts; ++p)
        m_scatterParts[std::size_t(p)] =
            child<ObjectInstancing>(root, ("scatter" + std::to_string(p)).c_str());
    // Qt Quick 3D deletes the scene's objects when the widget moves to
    // another window (the dock floated or docked): build it anew then.
    if (m_geometry)
        connect(m_geometry, &QObject::destroyed, this, &TerrainView3D::scheduleBuild,
                Qt::QueuedConnection);
}

bool TerrainView3D::sceneAlive() const
{
    return m_cameraNode && m_water && m_geometry && m_underside && m_undersideModel && m_texture &&
           m_farTexture && m_material && m_farMaterial && m_farGeometry && m_buildings &&
           m_markers &&
           std::all_of(m_scatterParts.begin(), m_scatterParts.end(), [](auto &p) { return p; });
}

void TerrainView3D::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_quick) {
        if (m_builds > 0)
            ++m_sceneLoads;
        loadScene();
    }
    m_buildTimer.start();
}

void TerrainView3D::buildNow()
{
    m_buildTimer.stop();
    build();
}

void TerrainView3D::build()
{
    if (!m_quick || !m_terrain || !m_problem.isEmpty() ||
        !relf::checkSceneRegion(m_region).isEmpty())
        return;
    if (!sceneAlive()) { // lost with a change of window: load it again
        startScene();
        if (!sceneAlive())
            return;
        ++m_sceneLoads;
    }
    QElapsedTimer timer;
    timer.start();
    // The map picture without contours: the ground's shader draws them for
    // the view's scale (ground.frag), so that they neither blur nor shimmer.
    const unsigned layers = m_layers & ~unsigned(relf::LayerContours) & ~unsigned(relf::LayerGrid);
    const bool dragged = m_sinceBuild.isValid() && m_sinceBuild.elapsed() < kDragGapMs;
    m_coarseMaps = dragged;
    if (dragged)
        m_refineTimer.start();
    const int mapPixels = dragged ? kDragTexture : relf::kSceneMaxTexture;
    relf::SceneOptions options;
    options.gridVertices = m_terrain->parameters().skylands.enabled; // else chunks
    options.maxTexture = mapPixels;
    options.findObjects = !dragged;
    options.sceneLook = m_sceneLook;
    relf::buildTerrainScene(*m_terrain, m_region, layers, m_contourInterval, 0, m_scene, options);
    m_texture->setScene(m_scene);
    // Scene x (or z) to the map's texture coordinates: pixel k's centre lies
    // k steps from the square's west (north) edge, `half` from the centre.
    const auto place = [](QObject *material, double half, double step, int pixels) {
        const double inv = 1.0 / (step * pixels);
        material->setProperty("mapScale", inv);
        material->setProperty("mapOffset", half * inv + 0.5 / pixels);
    };
    const double half = (m_scene.n - 1) * m_scene.step / 2.0;
    place(m_material, half, m_scene.textureStep, m_scene.texture.width());
    m_undersideModel->setProperty("visible", m_scene.skylands);
    float side = float(2.0 * half);
    if (m_scene.skylands) { // the whole grid, its undersides: no levels of detail
        m_geometry->setScene(m_scene);
        m_underside->setScene(m_scene);
        m_farGeometry->setMesh({}, {}, {}, {});
        m_edgeGeometry->setMesh({}, {}, {}, {});
    } else {
        relf::LodSettings lod;
        lod.finestStep = m_region.step;
        lod.viewDistance = m_viewDistance;
        // The far map: a square about the centre that holds all the chunks.
        const double cx = m_region.centreX, cy = m_region.centreY;
        const relf::LodExtent e = relf::lodExtent(lod, cx, cy);
        const double farHalf = std::max({cx - e.x0, e.x1 - cx, cy - e.y0, e.y1 - cy});
        // Only the vegetation and snow: point features and buildings are
        // smaller than its pixels and are found by looking at every metre
        // (every lot) of the whole view.
        const unsigned farLayers = layers & unsigned(relf::LayerVegetation | relf::LayerSnow);
        const int farPixels = dragged ? kDragFarTexture : mapPixels;
        const relf::SceneMap map =
            m_sceneLook ? relf::renderSceneGround(*m_terrain, cx, cy, 2.0 * farHalf, 0, farPixels)
                        : relf::renderSceneMap(*m_terrain, cx, cy, 2.0 * farHalf, farLayers,
                                               m_contourInterval, 0, farPixels);
        m_farTexture->setImage(map.picture);
        place(m_farMaterial, farHalf, map.step, map.picture.width());
        m_lod.setSettings(lod);
        m_lod.setTerrain(m_terrain, m_region.centreX, m_region.centreY);
        setMaterials("morphStart", lod.morphStart);
        side = float(2.0 * farHalf);
    }
    setMaterials("contours", m_contours && !m_sceneLook);
    setMaterials("interval", m_contourInterval > 0 ? m_contourInterval : 5.0);
    setMaterials("water", !m_scene.skylands);
    setMaterials("waterLevel", m_scene.waterLevel);
    m_buildings->setObjects(m_scene.buildings);
    m_markers->setObjects(m_scene.markers);
    // The scatter round the region's centre, anew when the edits pause
    // (while a value is dragged the trees wait where they stand).
    if (!m_sceneLook)
        m_scatter = {};
    else if (!dragged)
        relf::buildSceneScatter(*m_terrain, m_region.centreX, m_region.centreY,
                                relf::kSceneScatterReach, m_scatter);
    for (int p = 0; p < relf::kScatterParts; ++p)
        m_scatterParts[std::size_t(p)]->setObjects(m_scatter.parts[std::size_t(p)]);
    m_water->setProperty("visible", m_scene.water);
    m_water->setProperty("position", QVector3D(0.0f, m_scene.waterLevel, 0.0f));
    m_water->setProperty("scale", QVector3D(side / 100.0f, side / 100.0f, 1.0f));
    if (!m_cameraPlaced)
        resetCamera();
    else if (walking())
        m_camera.walk(0.0f, 0.0f, groundHeight()); // stand on the changed ground
    applyCamera();
    m_buildMs = double(timer.nsecsElapsed()) / 1e6;
    m_sinceBuild.start();
    ++m_builds;
    updateStatus();
    Q_EMIT sceneBuilt(m_buildMs);
}

void TerrainView3D::updateStatus()
{
    const QLocale locale;
    const qlonglong vertices =
        m_scene.skylands ? qlonglong(m_scene.n) * m_scene.n : qlonglong(m_ground.vertexCount());
    QString text = tr("%L1 vertices, %L2 buildings, %L3 features; built in %L4 ms")
                       .arg(locale.toString(vertices))
                       .arg(locale.toString(qlonglong(m_scene.buildings.size())))
                       .arg(locale.toString(qlonglong(m_scene.markers.size())))
                       .arg(locale.toString(m_buildMs, 'f', 1));
    if (m_sceneLook)
        text +=
            tr("; %L1 trees, bushes and rocks").arg(locale.toString(qlonglong(m_scatter.items)));
    if (m_scene.objectsCapped)
        text +=
            tr(" (objects capped at %1)").arg(locale.toString(qlonglong(relf::kSceneMaxObjects)));
    m_status->setText(text);
}

float TerrainView3D::groundAt(float x, float z) const
{
    if (m_scene.n < 2)
        return 0.0f;
    const int n = m_scene.n;
    const double half = (n - 1) * m_scene.step / 2.0;
    const double fi = std::clamp((x + half) / m_scene.step, 0.0, double(n - 1));
    const double fr = std::clamp((z + half) / m_scene.step, 0.0, double(n - 1));
    const int i = std::min(int(fi), n - 2), r = std::min(int(fr), n - 2);
    const double u = fi - i, v = fr - r;
    const double h =
        (1 - v) * ((1 - u) * m_scene.heightAt(i, r) + u * m_scene.heightAt(i + 1, r)) +
        v * ((1 - u) * m_scene.heightAt(i, r + 1) + u * m_scene.heightAt(i + 1, r + 1));
    return m_scene.water ? std::max(float(h), m_scene.waterLevel) : float(h);
}

SceneCamera::Ground TerrainView3D::groundHeight() const
{
    return [this](float x, float z) { return groundAt(x, z); };
}

QImage TerrainView3D::grabScene() const
{
    return m_quick ? m_quick->grabFramebuffer() : QImage();
}

} // namespace terrain::widgets
