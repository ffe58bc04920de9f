#include "scenecamera.h"

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {

constexpr float kDegree = 3.14159265358979f / 180.0f;
constexpr float kDegreesPerPixel = 0.3f;
constexpr float kHalfFieldOfView = 25.0f; // the view's vertical field is 50°

// The horizontal unit vector of a heading: 0 north (-z), 90 east (+x).
QVector3D horizontal(float heading)
{
    return {std::sin(heading * kDegree), 0.0f, -std::cos(heading * kDegree)};
}

float wrapHeading(float heading)
{
    const float h = std::fmod(heading, 360.0f);
    return h < 0 ? h + 360.0f : h;
}

// The heading a walker starting at `eye` sees most of the land from: of 24
// headings, the one whose ground within 150 m rises least above the eye
// (the greatest elevation angle along it), so that the walk does not start
// with a slope filling the view close up. The current heading stays unless
// another is more than 2° more open.
float openHeading(QVector3D eye, float current, const SceneCamera::Ground &ground)
{
    const auto rise = [&](float heading) {
        const QVector3D d = horizontal(heading);
        float most = -90.0f;
        for (float r = 5.0f; r <= 150.0f; r += 5.0f) {
            const QVector3D at = eye + d * r;
            most = std::max(most, std::atan2(ground(at.x(), at.z()) - eye.y(), r) / kDegree);
        }
        return most;
    };
    float best = current, bestRise = rise(current) - 2.0f;
    for (int k = 0; k < 24; ++k) {
        const float heading = wrapHeading(current + 15.0f * float(k));
        const float r = rise(heading);
        if (r < bestRise) {
            best = heading;
            bestRise = r;
        }
    }
    return best;
}

} // namespace

void SceneCamera::setMode(Mode mode, const Ground &ground)
{
    if (mode == m_mode)
        return;
    if (mode == Mode::Walk) {
        m_eye = {m_target.x(), ground(m_target.x(), m_target.z()) + kEyeHeight, m_target.z()};
        m_heading = openHeading(m_eye, m_heading, ground);
        m_look = 0.0f;
    } else {
        // Look at the ground ahead of where the walker stood.
        const QVector3D ahead = m_eye + horizontal(m_heading) * 100.0f;
        m_target = {ahead.x(), ground(ahead.x(), ahead.z()), ahead.z()};
        m_distance = 200.0f;
        m_pitch = 35.0f;
    }
    m_mode = mode;
}

void SceneCamera::setOrbit(QVector3D target, float distance, float heading, float pitch)
{
    m_mode = Mode::Orbit;
    m_target = target;
    m_distance = std::clamp(distance, kMinDistance, kMaxDistance);
    m_heading = wrapHeading(heading);
    m_pitch = std::clamp(pitch, kMinPitch, kMaxPitch);
}

QVector3D SceneCamera::forward() const
{
    const float up = m_mode == Mode::Orbit ? -m_pitch : m_look;
    const float c = std::cos(up * kDegree);
    return horizontal(m_heading) * c + QVector3D(0.0f, std::sin(up * kDegree), 0.0f);
}

QVector3D SceneCamera::position() const
{
    return m_mode == Mode::Orbit ? m_target - forward() * m_distance : m_eye;
}

QQuaternion SceneCamera::rotation() const
{
    // The camera looks along its -z: tilt about x first, then turn about y
    // (a heading east turns -z towards +x, a negative turn about y).
    const float up = m_mode == Mode::Orbit ? -m_pitch : m_look;
    return QQuaternion::fromEulerAngles(up, -m_heading, 0.0f);
}

void SceneCamera::turn(float dx, float dy)
{
    m_heading = wrapHeading(m_heading + dx * kDegreesPerPixel);
    if (m_mode == Mode::Orbit)
        m_pitch = std::clamp(m_pitch + dy * kDegreesPerPixel, kMinPitch, kMaxPitch);
    else
        m_look = std::clamp(m_look - dy * kDegreesPerPixel, -kMaxLook, kMaxLook);
}

void SceneCamera::pan(float dx, float dy, float viewHeight, const Ground &ground)
{
    if (m_mode != Mode::Orbit || viewHeight <= 0)
        return;
    const float metresPerPixel =
        2.0f * m_distance * std::tan(kHalfFieldOfView * kDegree) / viewHeight;
    const QVector3D ahead = horizontal(m_heading);
    const QVector3D right(-ahead.z(), 0.0f, ahead.x());
    const QVector3D moved =
        m_target - right * (dx * metresPerPixel) + ahead * (dy * metresPerPixel);
    m_target = {moved.x(), ground(moved.x(), moved.z()), moved.z()};
}

void SceneCamera::zoom(float steps)
{
    m_distance = std::clamp(m_distance * std::pow(0.85f, steps), kMinDistance, kMaxDistance);
}

void SceneCamera::walk(float forwardMetres, float rightMetres, const Ground &ground)
{
    if (m_mode != Mode::Walk)
        return;
    const QVector3D ahead = horizontal(m_heading);
    const QVector3D right(-ahead.z(), 0.0f, ahead.x());
    const QVector3D to = m_eye + ahead * forwardMetres + right * rightMetres;
    m_eye = {to.x(), ground(to.x(), to.z()) + kEyeHeight, to.z()};
}

} // namespace terrain::widgets
