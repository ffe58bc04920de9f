#pragma once
// The plan of the caverns around the map's centre (seed 000, "Caverns"):
// open space shaded by its floor, lighter where it is higher, rock dark, at
// 2 m a pixel. The picture is made when it is next seen, so a hidden plan
// costs nothing while a vector is dragged. The readout names the roof and
// the floor under the mouse; dragging pans the plan (the map's next move
// brings it back to the map's centre).

#include "groundplan.h"
#include "relf/evaluator.h"

#include <QImage>

#include <memory>

namespace terrain::relf {
class Caverns;
}

namespace terrain::widgets {

class CavernPlan : public GroundPlan
{
    Q_OBJECT
public:
    explicit CavernPlan(QWidget *parent = nullptr);
    ~CavernPlan() override;

    void setTerrain(relf::EvaluatorPtr terrain);
    void setCentre(QPointF ground) override;
    QPointF centre() const override { return m_centre; }
    // The picture without what is drawn over it (made now if out of date).
    const QImage &plan() const;

    static constexpr double kMetresPerPixel = 2.0;
    QSize sizeHint() const override { return {260, 150}; }
    QSize minimumSizeHint() const override { return {200, 120}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    QString describeAt(QPointF pos) const override;

private:
    void placeFrame();
    const relf::Caverns *caverns() const;

    relf::EvaluatorPtr m_terrain;
    QPointF m_centre;
    mutable std::unique_ptr<relf::Caverns> m_caverns;
    mutable QImage m_plan;
    mutable bool m_stale = true;
};

} // namespace terrain::widgets
