// CONREC contours on grids whose contours are known: a plane, a cone, and
// the 1983 terrain, where every point must lie at its level.
#include "relf/evaluator.h"
#include "render/conrec.h"

#include <QTest>

#include <cmath>

using namespace terrain;
using render::ContourLine;

namespace {

// A grid of cols x rows heights, row by row, each f(column, row).
template <class F> std::vector<double> gridOf(int cols, int rows, F f)
{
    std::vector<double> h;
    h.reserve(std::size_t(cols) * std::size_t(rows));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            h.push_back(f(c, r));
    return h;
}

} // namespace

class TestConrec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void planeGivesStraightLines()
    {
        // h = column: contours at every whole column, straight down the grid.
        const int cols = 21, rows = 11;
        const std::vector<double> h = gridOf(cols, rows, [](int c, int) { return c + 0.5; });
        const std::vector<ContourLine> lines = render::contourGrid(h, cols, rows, 1.0);
        QCOMPARE(int(lines.size()), cols - 1); // levels 1 .. 20
        for (const ContourLine &l : lines) {
            QVERIFY(!l.closed);
            for (const QPointF &p : l.points)
                QCOMPARE(p.x() + 0.5, l.level); // exact: linear along every edge
            const auto [top, bottom] =
                std::minmax_element(l.points.begin(), l.points.end(),
                                    [](QPointF a, QPointF b) { return a.y() < b.y(); });
            QCOMPARE(top->y(), 0.0);
            QCOMPARE(bottom->y(), double(rows - 1));
            // One line in order: from one end of the grid to the other, each
            // point at most half a cell on from the last, never back.
            const double way = l.points.back().y() > l.points.front().y() ? 1.0 : -1.0;
            QCOMPARE(std::abs(l.points.back().y() - l.points.front().y()), double(rows - 1));
            for (std::size_t i = 1; i < l.points.size(); ++i) {
                const double step = way * (l.points[i].y() - l.points[i - 1].y());
                QVERIFY2(step >= 0 && step <= 0.5, qPrintable(QString::number(step)));
            }
            QCOMPARE(l.indexContour, std::fmod(l.level, 5.0) == 0.0);
        }
    }

    void coneGivesClosedRings()
    {
        const int n = 61;
        const std::vector<double> h =
            gridOf(n, n, [](int c, int r) { return std::hypot(c - 30.0, r - 30.0); });
        const std::vector<ContourLine> lines = render::contourGrid(h, n, n, 5.0);
        int rings = 0;
        for (const ContourLine &l : lines) {
            if (l.level > 25)
                continue; // the grid's edge cuts the larger ones
            QVERIFY(l.closed);
            ++rings;
            for (const QPointF &p : l.points)
                QVERIFY(std::abs(std::hypot(p.x() - 30.0, p.y() - 30.0) - l.level) < 0.25);
            // In order round the ring: neighbours share a triangle of the grid.
            for (std::size_t i = 0; i < l.points.size(); ++i) {
                const QPointF d = l.points[(i + 1) % l.points.size()] - l.points[i];
                QVERIFY(std::hypot(d.x(), d.y()) <= 1.0);
            }
        }
        QCOMPARE(rings, 5); // 5, 10, 15, 20, 25
    }

    void skippedCellsHaveNoContours()
    {
        const int cols = 11, rows = 11;
        const std::vector<double> h = gridOf(cols, rows, [](int c, int) { return c + 0.5; });
        std::vector<bool> water(h.size(), true);
        QVERIFY(render::contourGrid(h, cols, rows, 1.0, &water).empty());
    }

    void terrainContoursLieAtTheirLevels()
    {
        // Every point lies on a grid or centre edge, interpolated to its level.
        const relf::RelfEvaluator e(relf::RelfParameters::reference1983());
        const int n = 120;
        std::vector<double> h(std::size_t(n) * n);
        for (int r = 0; r < n; ++r)
            e.heightRow(-60, 60 - r, 1.0, std::span(h.data() + std::size_t(r) * n, std::size_t(n)));
        const std::vector<ContourLine> lines = render::contourGrid(h, n, n, 5.0);
        QVERIFY(lines.size() > 20);
        const auto height = [&](int c, int r) { return h[std::size_t(r) * n + std::size_t(c)]; };
        int checked = 0;
        for (const ContourLine &l : lines)
            for (const QPointF &p : l.points) {
                // Points on horizontal or vertical grid edges: interpolate there.
                const double fx = p.x() - std::floor(p.x()), fy = p.y() - std::floor(p.y());
                const int c = int(std::floor(p.x())), r = int(std::floor(p.y()));
                if (fy == 0.0 && c + 1 < n) {
                    QVERIFY(std::abs(height(c, r) + (height(c + 1, r) - height(c, r)) * fx -
                                     l.level) < 1e-9);
                    ++checked;
                } else if (fx == 0.0 && r + 1 < n) {
                    QVERIFY(std::abs(height(c, r) + (height(c, r + 1) - height(c, r)) * fy -
                                     l.level) < 1e-9);
                    ++checked;
                }
            }
        QVERIFY(checked > 1000);
    }
};

QTEST_GUILESS_MAIN(TestConrec)
#include "tst_conrec.moc"
