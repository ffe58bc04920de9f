#pragma once
// The 3-D view's two cameras, as plain geometry the view applies to its
// camera node: an orbit camera that circles a target on the ground (drag to
// turn, pan, wheel to come closer) and a walk camera at eye height on the
// ground, as the seed's Forest scenes stand. Scene coordinates are metres,
// y up, north -z (see relf/scene/terrainscene.h). Angles are degrees; the heading
// is measured from north towards east.

#include <QQuaternion>
#include <QVector3D>

#include <functional>

namespace terrain::widgets {

class SceneCamera
{
public:
    enum class Mode
    {
        Orbit,
        Walk
    };
    // The ground (or water) height under a scene point (x, z).
    using Ground = std::function<float(float x, float z)>;

    static constexpr float kEyeHeight = 1.7f;
    static constexpr float kMinDistance = 5.0f;
    static constexpr float kMaxDistance = 8000.0f;
    static constexpr float kMinPitch = 2.0f, kMaxPitch = 89.0f; // orbit: looking down
    static constexpr float kMaxLook = 80.0f;                    // walk: up or down

    Mode mode() const { return m_mode; }
    // Walking starts at the orbit's target, looking level the way the most
    // land is in sight (no slope close up filling the view); orbiting again
    // looks at the ground ahead of the walker.
    void setMode(Mode mode, const Ground &ground);

    // Orbit: the point looked at, the distance to it, the heading and how
    // far the view looks down.
    void setOrbit(QVector3D target, float distance, float heading, float pitch);
    QVector3D target() const { return m_target; }
    float distance() const { return m_distance; }
    float heading() const { return m_heading; }
    float pitch() const { return m_pitch; }

    // Walk: the eye stands kEyeHeight above the ground at (x, z).
    QVector3D eye() const { return m_eye; }

    // Where the camera is and how it is turned (it looks along its local -z).
    QVector3D position() const;
    QQuaternion rotation() const;
    // The unit direction the camera looks in.
    QVector3D forward() const;

    // Mouse drag by (dx, dy) pixels: orbit turns round the target, walk looks about.
    void turn(float dx, float dy);
    // Orbit: moves the target over the ground by (dx, dy) pixels of a view
    // `viewHeight` pixels high, so that the ground under the mouse follows it.
    void pan(float dx, float dy, float viewHeight, const Ground &ground);
    // Orbit: steps > 0 come closer (each step 15 %).
    void zoom(float steps);
    // Walk: metres forward (negative: back) and to the right, along the ground.
    void walk(float forwardMetres, float rightMetres, const Ground &ground);

private:
    Mode m_mode = Mode::Orbit;
    QVector3D m_target;
    float m_distance = 800.0f;
    float m_heading = 0.0f;
    float m_pitch = 35.0f; // orbit: down; walk: negative is down
    QVector3D m_eye;
    float m_look = 0.0f; // walk: up (+) or down (-)
};

} // namespace terrain::widgets
