#pragma once
// Caverns (seed 000, "Caverns"): a plan of the open space under the map
// (CavernPlan), and a section along the line drawn on the map (Shift + drag):
// ground, roof, floor and the mine level in one plot.

#include "relf/evaluator.h"

#include <QPointF>
#include <QWidget>

#include <utility>

class QCustomPlot;
class QDoubleSpinBox;

namespace terrain::widgets {

class CavernPlan;

class CavernPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CavernPanel(QWidget *parent = nullptr);
    // Its fields' signals stop reaching it first: a field losing focus while
    // the panel is taken down would emit editingFinished into a half-gone panel.
    ~CavernPanel() override;

    void setTerrain(relf::EvaluatorPtr terrain); // no echo of the controls
    void setCentre(QPointF ground);
    void setSection(QPointF from, QPointF to);
    QCustomPlot *sectionPlot() const { return m_section; }
    std::pair<QPointF, QPointF> section() const { return {m_from, m_to}; }
    CavernPlan *planView() const { return m_plan; }
    // The plan as shown, with what is drawn over it.
    QImage shownPlan() const;
    const QImage &plan() const;
    QDoubleSpinBox *verticalOffset() const { return m_offset; }
    static constexpr int kSectionSamples = 400;
    // The section shown before one is drawn: 600 m west to east through the origin.
    static constexpr std::pair<QPointF, QPointF> kDefaultSection{QPointF(-300, 0), QPointF(300, 0)};

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

Q_SIGNALS:
    void cavernsEdited(const terrain::relf::CavernRules &rules, const QString &undoText);
    void editingFinished();

private:
    bool fitLegend(); // true if the legend's columns changed
    void redrawSection();

    relf::EvaluatorPtr m_terrain;
    QPointF m_from = kDefaultSection.first, m_to = kDefaultSection.second;
    CavernPlan *m_plan = nullptr;
    QCustomPlot *m_section = nullptr;
    QDoubleSpinBox *m_offset = nullptr, *m_scale = nullptr, *m_depth = nullptr;
    bool m_updating = false;
    bool m_stale = false; // the section changed while hidden: drawn when shown
};

} // namespace terrain::widgets
