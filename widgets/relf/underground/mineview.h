#pragma once
// The mines under the map (seed 000, "Underground mines / dungeons"): rock,
// open cells (grey-blue where no shaft leads: unreachable), in red the cells
// below shafts where ladders lead up, in orange those below cave mouths. It
// follows the map's centre; clicking a cell highlights its whole mine, a
// double click asks the map to show the cell. Coordinates, scale bar, the map
// view's rectangle and the readout in metres come from GroundPlan.

#include "groundplan.h"
#include "relf/features/mines.h"

namespace terrain::widgets {

class MineView : public GroundPlan
{
    Q_OBJECT
public:
    explicit MineView(QWidget *parent = nullptr);

    void setTerrain(relf::EvaluatorPtr terrain);
    void setCentre(QPointF ground) override;
    QPointF centre() const override { return m_centre; }
    void setLevel(int level);
    int level() const { return m_level; }
    const relf::MineMap &map() const { return m_map; }
    // The selected mine, or -1.
    int selectedMine() const { return m_selected; }
    // The cell (i, j) under a widget position.
    std::pair<std::int64_t, std::int64_t> cellAt(QPointF pos) const;
    QPointF cellCentre(std::int64_t i, std::int64_t j) const;

    static constexpr int kCellPixels = 12;
    QSize sizeHint() const override { return {400, 300}; }

Q_SIGNALS:
    // A mine was picked (or none: cells 0); shafts 0 means unreachable.
    void mineSelected(std::size_t cells, std::size_t shafts);

protected:
    void paintEvent(QPaintEvent *) override;
    void resizeEvent(QResizeEvent *) override;
    void clickedAt(QPointF pos) override;
    QString describeAt(QPointF pos) const override;
    // A double click shows the cell's centre.
    QPointF showPointAt(QPointF pos) const override;

private:
    void recompute();
    void announceSelection();

    relf::EvaluatorPtr m_terrain;
    QPointF m_centre;
    int m_level = 0;
    relf::MineMap m_map;
    int m_selected = -1;
    std::int64_t m_selectedCell[2] = {0, 0};
    bool m_hasSelection = false;
};

} // namespace terrain::widgets
