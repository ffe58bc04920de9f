#include "handdrag.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWidget>

namespace terrain::widgets {

HandDrag::HandDrag(QWidget *view, double threshold, Qt::KeyboardModifiers leave)
    : QObject(view)
    , m_view(view)
    , m_threshold(threshold)
    , m_leave(leave)
{
    view->installEventFilter(this);
}

void HandDrag::end()
{
    m_pressed = false;
    m_view->setCursor(m_cursor);
}

bool HandDrag::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        const auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || (e->modifiers() & m_leave))
            return false;
        m_pressed = true;
        m_moved = false;
        m_start = e->position();
        m_cursor = m_view->cursor();
        m_view->setCursor(Qt::ClosedHandCursor);
        Q_EMIT pressed(m_start);
        return true;
    }
    case QEvent::MouseMove: {
        const auto *e = static_cast<QMouseEvent *>(event);
        if (!m_pressed)
            return false;
        const QPointF offset = e->position() - m_start;
        if (!m_moved && offset.manhattanLength() < m_threshold)
            return false;
        m_moved = true;
        Q_EMIT dragged(offset);
        return false; // the view may still want the position (hover, labels)
    }
    case QEvent::MouseButtonRelease: {
        const auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || !m_pressed)
            return false;
        end();
        if (m_moved)
            Q_EMIT finished();
        else
            Q_EMIT clicked(e->position());
        return true;
    }
    case QEvent::KeyPress:
        if (!m_pressed || static_cast<QKeyEvent *>(event)->key() != Qt::Key_Escape)
            return false;
        end();
        Q_EMIT cancelled();
        return true;
    default:
        return false;
    }
}

} // namespace terrain::widgets
