#include "paintbrush.h"

#include "mapview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QWidget>

#include <cmath>

namespace terrain::widgets {

// The brush's outline over the map; mouse events go through it to the view.
class BrushOutline : public QWidget
{
public:
    explicit BrushOutline(MapView *view)
        : QWidget(view)
        , m_view(view)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        hide();
    }
    void place(QPointF centre, double pixels, QColor colour)
    {
        m_centre = centre;
        m_pixels = pixels;
        m_colour = colour;
        setGeometry(m_view->rect());
        show();
        update();
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(255, 255, 255, 200), 3));
        p.drawEllipse(m_centre, m_pixels, m_pixels);
        p.setPen(QPen(m_colour, 1.5));
        p.drawEllipse(m_centre, m_pixels, m_pixels);
    }

private:
    MapView *m_view;
    QPointF m_centre;
    double m_pixels = 0;
    QColor m_colour;
};

PaintBrush::PaintBrush(MapView *view)
    : QObject(view)
    , m_view(view)
    , m_outline(new BrushOutline(view))
{
    view->installEventFilter(this);
}

void PaintBrush::setMode(std::optional<polymap::Paint> mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    m_view->setCursor(mode ? Qt::CrossCursor : Qt::OpenHandCursor);
    if (!mode)
        m_outline->hide();
    Q_EMIT modeChanged();
}

void PaintBrush::setRadius(double radius)
{
    m_radius = std::clamp(radius, 1.0, 200.0);
}

QPointF PaintBrush::mapPointAt(QPointF widgetPos) const
{
    const QPointF ground = m_view->groundAt(widgetPos);
    return {ground.x(), -ground.y()};
}

void PaintBrush::dabAlong(QPointF to)
{
    // Dabs a quarter of the radius apart: the stroke has no gaps.
    const QPointF d = to - m_last;
    const double length = std::hypot(d.x(), d.y());
    const int n = std::max(1, int(std::ceil(length / (m_radius / 4))));
    for (int i = 1; i <= n; ++i)
        Q_EMIT dab(m_last + d * (double(i) / n), m_radius, *m_mode);
    m_last = to;
}

bool PaintBrush::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view || !m_mode)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton)
            return false;
        m_painting = true;
        m_last = mapPointAt(e->position());
        Q_EMIT strokeStarted();
        Q_EMIT dab(m_last, m_radius, *m_mode);
        return true;
    }
    case QEvent::MouseMove: {
        auto *e = static_cast<QMouseEvent *>(event);
        const QColor colour = *m_mode == polymap::Paint::Land    ? QColor(0x3a, 0x7d, 0x22)
                              : *m_mode == polymap::Paint::Water ? QColor(0x22, 0x55, 0xaa)
                                                                 : QColor(0x40, 0x40, 0x40);
        m_outline->place(e->position(), m_radius / m_view->metresPerPixel(), colour);
        if (m_painting)
            dabAlong(mapPointAt(e->position()));
        return false; // the view still reports the cursor
    }
    case QEvent::MouseButtonRelease: {
        auto *e = static_cast<QMouseEvent *>(event);
        if (e->button() != Qt::LeftButton || !m_painting)
            return false;
        dabAlong(mapPointAt(e->position()));
        m_painting = false;
        Q_EMIT strokeFinished();
        return true;
    }
    case QEvent::Leave:
        m_outline->hide();
        return false;
    default:
        return false;
    }
}

} // namespace terrain::widgets
