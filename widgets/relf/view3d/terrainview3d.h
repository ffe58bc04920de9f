#pragma once
// The 3-D view of a Relf terrain: the region around the map's centre in
// perspective (Qt Quick 3D in a QQuickWidget), coloured as the map, with the
// lake's water, buildings and point features. Drag to turn about the target,
// right- or middle-drag to pan, the wheel to come closer; the walk camera
// stands at eye height and moves with W A S D or the arrow keys (Shift: 5 ×).
// It follows the terrain it is given at once: every edit rebuilds the scene.
// The ground reaches the view distance around the region with levels of
// detail (LodGround): the region's detail near the camera, coarser away
// from it; the region's map lies on it, a coarser map of the whole view
// beyond. Buildings and features stand in the region.

#include "lodground.h"
#include "relf/evaluator.h"
#include "relf/scene/scenelook.h"
#include "relf/scene/terrainscene.h"
#include "scenecamera.h"

#include <QElapsedTimer>
#include <QPointF>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QQuickWidget;
class QToolButton;

namespace terrain::widgets {

class GroundGeometry;
class GroundTexture;
class ObjectInstancing;

class TerrainView3D : public QWidget
{
    Q_OBJECT
public:
    explicit TerrainView3D(QWidget *parent = nullptr);
    ~TerrainView3D() override;

    void setTerrain(relf::EvaluatorPtr terrain);
    // The ground point the region is centred on.
    void setCentre(QPointF ground);
    // The map's layers (MapLayer bits) and contour interval for the ground's
    // texture; the view's Contours box adds or takes away the contours.
    void setMapStyle(unsigned layers, double contourInterval);
    // Region size and detail in metres; a detail too fine for the size is
    // coarsened to the finest that fits (see relf::checkSceneRegion).
    void setRegion(double size, double detail);
    relf::SceneRegion region() const { return m_region; }
    // How far from the region's centre the ground reaches (metres).
    void setViewDistance(double metres);
    double viewDistance() const { return m_viewDistance; }
    // The ground drawn for the camera as it stands: chunks and vertices in
    // view, and how many chunks were meshed for it.
    const LodGround::Buffers &ground() const { return m_ground; }
    void setContours(bool on);
    // The Scene look (what the player sees: the ground by kind, the
    // scatter's trees, bushes and rocks) or the map draped on the ground.
    void setSceneLook(bool scene);
    bool sceneLook() const { return m_sceneLook; }
    const relf::SceneScatter &scatter() const { return m_scatter; }
    void setWalking(bool walking);
    bool walking() const { return m_camera.mode() == SceneCamera::Mode::Walk; }

    SceneCamera &camera() { return m_camera; }
    // Pushes the camera to the scene after changing it through camera().
    void applyCamera();
    // Back to the orbit camera looking north over the whole region.
    void resetCamera();

    // Builds the scene now if an edit asked for it (it is otherwise built on
    // the next turn of the event loop, and only while the view is shown).
    void buildNow();
    const relf::TerrainScene &scene() const { return m_scene; }
    double lastBuildMilliseconds() const { return m_buildMs; }
    // Whether the last build, one of edits in quick succession, drew its
    // maps coarser (the whole ones follow when the edits pause).
    bool coarseMaps() const { return m_coarseMaps; }
    int buildCount() const { return m_builds; }
    // How often the scene was loaded (again after Qt Quick 3D dropped it, or
    // after the view moved to another window).
    int sceneLoads() const { return m_sceneLoads; }
    // The ground's (or the water's) height under scene point (x, z).
    float groundAt(float x, float z) const;

    // Empty when Qt Quick 3D is running (or not yet started: the scene loads
    // when the view is first shown); otherwise why the view shows nothing.
    QString problem() const { return m_problem; }
    QQuickWidget *quickWidget() const { return m_quick; }
    QImage grabScene() const;
    QSize sizeHint() const override { return {640, 420}; }

Q_SIGNALS:
    void sceneBuilt(double milliseconds);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void loadScene(); // the QQuickWidget and its scene, on first show
    // Deletes the QQuickWidget and its scene: Qt Quick 3D cannot follow a
    // widget into another window (its viewport's paint node outlives the
    // scene and crashes the next sync), so the view loads anew instead.
    void dropScene();
    void startScene(); // (re)loads the scene and finds its objects
    bool sceneAlive() const;
    void scheduleBuild();
    void build();
    void updateStatus();
    void chooseRegion();
    bool handleKey(QKeyEvent *event);
    SceneCamera::Ground groundHeight() const;
    void updateGround(); // the chunks for the camera as it stands
    void setMaterials(const char *name, const QVariant &value); // both
    QMatrix4x4 viewProjection() const;

    relf::EvaluatorPtr m_terrain;
    relf::SceneRegion m_region;
    unsigned m_layers = 0x1f;
    double m_contourInterval = 5.0;
    bool m_contours = true;
    bool m_sceneLook = false;
    relf::TerrainScene m_scene;
    relf::SceneScatter m_scatter;
    double m_viewDistance = 4000.0;
    LodGround m_lod;
    LodGround::Buffers m_ground;
    SceneCamera m_camera;
    bool m_cameraPlaced = false;
    QTimer m_buildTimer;
    // Edits in quick succession (a value dragged) get coarser maps, and the
    // whole ones once they pause.
    QElapsedTimer m_sinceBuild;
    QTimer m_refineTimer;
    bool m_coarseMaps = false;
    double m_buildMs = 0.0;
    int m_builds = 0;
    QString m_problem;
    QPoint m_lastMouse;
    Qt::MouseButton m_dragButton = Qt::NoButton;

    QQuickWidget *m_quick = nullptr;
    QList<QPointer<QWidget>> m_watchedAncestors; // their window changes
    QComboBox *m_sizeBox = nullptr;
    QComboBox *m_detailBox = nullptr;
    QComboBox *m_distanceBox = nullptr;
    QCheckBox *m_contourBox = nullptr;
    QComboBox *m_lookBox = nullptr;
    QToolButton *m_walkButton = nullptr;
    QLabel *m_status = nullptr;
    // The scene's objects, owned by Qt Quick 3D, which deletes them when the
    // widget changes window: guarded, and found again in a new scene.
    QPointer<QObject> m_material;    // the ground's CustomMaterial in the region
    QPointer<QObject> m_farMaterial; // and beyond
    QPointer<GroundGeometry> m_farGeometry;
    QPointer<QObject> m_edgeMaterial; // across the region's edge: both maps
    QPointer<GroundGeometry> m_edgeGeometry;
    QPointer<QObject> m_cameraNode; // a PerspectiveCamera
    QPointer<QObject> m_water;
    QPointer<GroundGeometry> m_geometry;
    QPointer<GroundGeometry> m_underside;
    QPointer<QObject> m_undersideModel;
    QPointer<GroundTexture> m_texture;
    QPointer<GroundTexture> m_farTexture;
    std::array<QPointer<ObjectInstancing>, relf::kScatterParts> m_scatterParts;
    QPointer<ObjectInstancing> m_buildings;
    QPointer<ObjectInstancing> m_markers;
    int m_sceneLoads = 1;
};

} // namespace terrain::widgets
