#include "continentcurves.h"

#include "qcustomplotinclude.h"

#include <QCoreApplication>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace terrain::widgets {

namespace {

constexpr int kSamples = 200;
constexpr double kHitRadius = 8.0; // pixels
constexpr double kMinGap = 0.005;  // between neighbouring points' m

} // namespace

ContinentCurves::ContinentCurves(QWidget *parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumHeight(180);
    m_plot->xAxis->setLabel(tr("macro value (coast dashed)"));
    m_plot->yAxis->setLabel(tr("base height (m)"));
    m_plot->yAxis2->setLabel(tr("detail amplitude (×)"));
    m_plot->yAxis2->setVisible(true);
    m_plot->xAxis->setRange(0.0, 1.0);
    const QColor colours[2] = {QColor(0x8b, 0x4a, 0x1c), QColor(0x1f, 0x6f, 0xb4)};
    for (int i = 0; i < 2; ++i) {
        QCPAxis *axis = i == Base ? m_plot->yAxis : m_plot->yAxis2;
        QCPGraph *line = m_plot->addGraph(m_plot->xAxis, axis);
        line->setPen(QPen(colours[i], 2));
        line->setName(i == Base ? tr("base height") : tr("detail amplitude"));
        QCPGraph *points = m_plot->addGraph(m_plot->xAxis, axis);
        points->setLineStyle(QCPGraph::lsNone);
        points->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, colours[i], Qt::white, 9));
        points->removeFromLegend();
    }
    m_plot->legend->setVisible(true);
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    connect(m_plot, &QCustomPlot::mousePress, this, &ContinentCurves::press);
    connect(m_plot, &QCustomPlot::mouseMove, this, &ContinentCurves::move);
    connect(m_plot, &QCustomPlot::mouseRelease, this, &ContinentCurves::release);
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, &ContinentCurves::doubleClick);
    setToolTip(tr("Drag a point to reshape a curve (one undo step a drag); double-click to add "
                  "a point, right-click a point to remove it. Brown: the base height in metres "
                  "by macro value; blue: how many times the Relf detail is added on top."));
}

const relf::Curve &ContinentCurves::curve(Which which) const
{
    return which == Base ? m_continent.base : m_continent.amplitude;
}

void ContinentCurves::setContinent(const relf::Continent &continent)
{
    const bool rescale = !m_dragging;
    m_continent = continent;
    redraw();
    if (rescale) {
        for (QCPAxis *axis : {m_plot->yAxis, m_plot->yAxis2}) {
            const relf::Curve &c = axis == m_plot->yAxis ? m_continent.base : m_continent.amplitude;
            const auto [lo, hi] = relf::curveRange(c);
            const double pad = std::max((hi - lo) * 0.15, axis == m_plot->yAxis ? 20.0 : 0.2);
            axis->setRange(std::min(lo - pad, axis == m_plot->yAxis2 ? 0.0 : lo - pad), hi + pad);
        }
        m_plot->replot();
    }
}

void ContinentCurves::redraw()
{
    for (int i = 0; i < 2; ++i) {
        const relf::Curve &c = curve(Which(i));
        QVector<double> xs, ys, px, py;
        for (int k = 0; k <= kSamples; ++k) {
            const double m = double(k) / kSamples;
            xs.push_back(m);
            ys.push_back(relf::evaluateCurve(c, m));
        }
        for (const relf::CurvePoint &p : c) {
            px.push_back(p.m);
            py.push_back(p.value);
        }
        m_plot->graph(2 * i)->setData(xs, ys, true);
        m_plot->graph(2 * i + 1)->setData(px, py, true);
    }
    // The coast: a dashed vertical line.
    if (m_plot->itemCount() == 0) {
        auto *coast = new QCPItemStraightLine(m_plot);
        coast->setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
    }
    auto *coast = static_cast<QCPItemStraightLine *>(m_plot->item(0));
    coast->point1->setCoords(m_continent.coast, 0);
    coast->point2->setCoords(m_continent.coast, 1);
    m_plot->replot();
}

QPointF ContinentCurves::pointPixel(Which which, int index) const
{
    const relf::CurvePoint &p = curve(which).at(std::size_t(index));
    QCPAxis *axis = which == Base ? m_plot->yAxis : m_plot->yAxis2;
    return {m_plot->xAxis->coordToPixel(p.m), axis->coordToPixel(p.value)};
}

bool ContinentCurves::hit(QPointF pixel, Which *which, int *index) const
{
    double best = kHitRadius;
    bool found = false;
    for (const Which w : {Amplitude, Base})
        for (int k = 0; k < int(curve(w).size()); ++k) {
            const QPointF d = pointPixel(w, k) - pixel;
            const double distance = std::hypot(d.x(), d.y());
            if (distance < best) {
                best = distance;
                *which = w;
                *index = k;
                found = true;
            }
        }
    return found;
}

void ContinentCurves::press(QMouseEvent *event)
{
    Which which = Base;
    int index = -1;
    if (!hit(event->position(), &which, &index))
        return;
    if (event->button() == Qt::RightButton) {
        relf::Curve c = curve(which);
        if (c.size() <= 1)
            return;
        c.erase(c.begin() + index);
        Q_EMIT curveEdited(which, c,
                           QCoreApplication::translate("Undo Commands", "Remove curve point"));
        Q_EMIT editingFinished();
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_dragWhich = which;
    m_dragIndex = index;
}

void ContinentCurves::move(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    relf::Curve c = curve(m_dragWhich);
    const std::size_t k = std::size_t(m_dragIndex);
    QCPAxis *axis = m_dragWhich == Base ? m_plot->yAxis : m_plot->yAxis2;
    double m = m_plot->xAxis->pixelToCoord(event->position().x());
    const double lo = k == 0 ? 0.0 : c[k - 1].m + kMinGap;
    const double hi = k + 1 == c.size() ? 1.0 : c[k + 1].m - kMinGap;
    m = std::clamp(m, lo, std::max(lo, hi));
    double value = axis->pixelToCoord(event->position().y());
    if (m_dragWhich == Amplitude)
        value = std::max(0.0, value);
    value = std::clamp(value, -relf::kMaxCurveValue, relf::kMaxCurveValue);
    c[k] = {m, value};
    if (c == curve(m_dragWhich))
        return;
    Q_EMIT curveEdited(
        m_dragWhich, c,
        m_dragWhich == Base
            ? QCoreApplication::translate("Undo Commands", "Shape base height")
            : QCoreApplication::translate("Undo Commands", "Shape detail amplitude"));
}

void ContinentCurves::release(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    Q_EMIT editingFinished();
}

void ContinentCurves::doubleClick(QMouseEvent *event)
{
    const double m = m_plot->xAxis->pixelToCoord(event->position().x());
    if (!(m > 0.0 && m < 1.0))
        return;
    // Onto the curve whose line is nearer the click.
    const double yBase = m_plot->yAxis->coordToPixel(relf::evaluateCurve(m_continent.base, m));
    const double yAmp = m_plot->yAxis2->coordToPixel(relf::evaluateCurve(m_continent.amplitude, m));
    const double y = event->position().y();
    const Which which = std::abs(y - yBase) <= std::abs(y - yAmp) ? Base : Amplitude;
    relf::Curve c = curve(which);
    if (c.size() >= std::size_t(relf::kMaxCurvePoints))
        return;
    const auto at = std::lower_bound(c.begin(), c.end(), m,
                                     [](const relf::CurvePoint &p, double v) { return p.m < v; });
    if ((at != c.end() && at->m - m < kMinGap) || (at != c.begin() && m - (at - 1)->m < kMinGap))
        return;
    c.insert(at, relf::CurvePoint{m, relf::evaluateCurve(c, m)});
    Q_EMIT curveEdited(which, c, QCoreApplication::translate("Undo Commands", "Add curve point"));
    Q_EMIT editingFinished();
}

} // namespace terrain::widgets
