#include "cavernplan.h"

#include "relf/map/cavernpicture.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace terrain::widgets {

CavernPlan::CavernPlan(QWidget *parent)
    : GroundPlan(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(tr("Open space under the map, lighter where its floor is higher. "
                  "Double-click to show a place on the map."));
    placeFrame();
}

CavernPlan::~CavernPlan() = default;

void CavernPlan::setTerrain(relf::EvaluatorPtr terrain)
{
    m_terrain = std::move(terrain);
    m_caverns.reset();
    m_stale = true;
    refreshHover();
    update();
}

void CavernPlan::setCentre(QPointF ground)
{
    if (ground == m_centre)
        return;
    m_centre = ground;
    placeFrame();
}

void CavernPlan::resizeEvent(QResizeEvent *)
{
    placeFrame();
}

void CavernPlan::placeFrame()
{
    // The centre at the middle of the view, the corner on whole pixels so
    // that a pixel's sample is the ground at its top left corner, as on the map.
    constexpr double m = kMetresPerPixel;
    const QPointF topLeft(std::round(m_centre.x() / m - width() / 2.0) * m,
                          std::round(m_centre.y() / m + height() / 2.0) * m);
    m_stale = true;
    setGroundFrame(topLeft, m);
    update();
}

const relf::Caverns *CavernPlan::caverns() const
{
    if (!m_caverns && m_terrain)
        m_caverns = std::make_unique<relf::Caverns>(*m_terrain);
    return m_caverns.get();
}

const QImage &CavernPlan::plan() const
{
    if (m_stale) {
        m_stale = false;
        if (const relf::Caverns *c = caverns()) {
            const QPointF topLeft = groundAt(QPointF(0, 0));
            m_plan =
                relf::cavernPlan(*c, topLeft.x(), topLeft.y(), kMetresPerPixel, width(), height());
        } else {
            m_plan = QImage();
        }
    }
    return m_plan;
}

void CavernPlan::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QImage &picture = plan();
    if (picture.isNull())
        p.fillRect(rect(), palette().window());
    else
        p.drawImage(0, 0, picture);
    paintGroundOverlay(p);
}

QString CavernPlan::describeAt(QPointF pos) const
{
    const relf::Caverns *c = caverns();
    if (!c || !QRectF(rect()).contains(pos))
        return {};
    const QPointF g = groundAt(pos);
    const double roofAt = c->roof(g.x(), g.y()), floorAt = c->floor(g.x(), g.y());
    const QLocale locale;
    const QString r = locale.toString(roofAt, 'f', 0), f = locale.toString(floorAt, 'f', 0);
    return roofAt > floorAt ? tr("open, roof %1, floor %2").arg(r, f)
                            : tr("rock, roof %1 below floor %2").arg(r, f);
}

} // namespace terrain::widgets
