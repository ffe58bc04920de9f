// The 3-D view's keys and mouse: they move its cameras (see
// terrainview3d.h for what each does).
#include "terrainview3d.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QQuickWidget>
#include <QWheelEvent>

namespace terrain::widgets {

bool TerrainView3D::handleKey(QKeyEvent *event)
{
    const float metres = event->modifiers() & Qt::ShiftModifier ? 5.0f : 1.0f;
    switch (event->key()) {
    case Qt::Key_Home:
        resetCamera();
        return true;
    case Qt::Key_W:
    case Qt::Key_Up:
        if (walking())
            m_camera.walk(metres, 0.0f, groundHeight());
        else
            m_camera.turn(0.0f, -10.0f);
        break;
    case Qt::Key_S:
    case Qt::Key_Down:
        if (walking())
            m_camera.walk(-metres, 0.0f, groundHeight());
        else
            m_camera.turn(0.0f, 10.0f);
        break;
    case Qt::Key_A:
        m_camera.walk(0.0f, -metres, groundHeight());
        break;
    case Qt::Key_D:
        m_camera.walk(0.0f, metres, groundHeight());
        break;
    case Qt::Key_Left:
        m_camera.turn(-15.0f, 0.0f);
        break;
    case Qt::Key_Right:
        m_camera.turn(15.0f, 0.0f);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_camera.zoom(1.0f);
        break;
    case Qt::Key_Minus:
        m_camera.zoom(-1.0f);
        break;
    default:
        return false;
    }
    applyCamera();
    return true;
}

bool TerrainView3D::eventFilter(QObject *watched, QEvent *event)
{
    // An ancestor that becomes a window or stops being one (the dock floated
    // or docked: its native window changes before its children are shown
    // again), or is about to move: the Qt Quick widget goes first, and a new
    // one loads as the view is shown.
    if (watched != m_quick) {
        if (event->type() == QEvent::WinIdChange || event->type() == QEvent::ParentAboutToChange)
            dropScene();
        return QWidget::eventFilter(watched, event);
    }
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        m_dragButton = e->button();
        m_lastMouse = e->position().toPoint();
        m_quick->setFocus();
        return true;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (m_dragButton == Qt::NoButton)
            return true;
        const QPoint p = e->position().toPoint(), d = p - m_lastMouse;
        m_lastMouse = p;
        if (m_dragButton == Qt::LeftButton || walking())
            m_camera.turn(float(d.x()), float(d.y()));
        else
            m_camera.pan(float(d.x()), float(d.y()), float(m_quick->height()), groundHeight());
        applyCamera();
        return true;
    }
    case QEvent::MouseButtonRelease:
        m_dragButton = Qt::NoButton;
        return true;
    case QEvent::Wheel: {
        auto *e = static_cast<QWheelEvent *>(event);
        if (walking())
            m_camera.walk(float(e->angleDelta().y()) / 120.0f * 5.0f, 0.0f, groundHeight());
        else
            m_camera.zoom(float(e->angleDelta().y()) / 120.0f);
        applyCamera();
        return true;
    }
    case QEvent::KeyPress:
        return handleKey(static_cast<QKeyEvent *>(event));
    default:
        return QWidget::eventFilter(watched, event);
    }
}

} // namespace terrain::widgets
