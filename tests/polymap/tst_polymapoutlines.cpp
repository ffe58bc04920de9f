// Each polygon's corners in order round it, against a plain transcription of
// the rule: its Voronoi edges directed counterclockwise round it (the face
// left of d0 -> d1 gives v0, so d0's polygon runs v1 -> v0 and d1's
// v0 -> v1), chained from the edge to its lowest neighbour. Checked at every
// polygon whose edges close into one cycle (all but those on the border),
// on every kind of points. (The graph's own chaining, outline() in
// polymapgraphrelations.cpp, starts from its first edge by index; that this
// is the edge to the lowest neighbour is what is checked here.)
#include "polymap/graph/polymapgraph.h"
#include "polymaprows.h"

#include <QTest>

#include <algorithm>
#include <vector>

using namespace terrain::polymap;

class TestPolymapOutlines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cyclesChainFromTheLowestNeighbour_data() { terrain::testing::addPolymapRows(); }
    void cyclesChainFromTheLowestNeighbour()
    {
        const GraphPtr mesh = buildMesh(terrain::testing::polymapRowParameters());
        const Graph &g = *mesh;
        std::size_t checked = 0, wrong = 0;
        std::vector<std::pair<std::uint32_t, std::uint32_t>> links;
        for (std::uint32_t c = 0; c < g.centerCount(); ++c) {
            links.clear();
            std::uint32_t lowest = kNone;
            std::size_t start = 0;
            bool whole = true;
            for (const std::uint32_t e : g.borders.of(c)) {
                const Edge &edge = g.edges[e];
                whole = whole && edge.v0 != kNone;
                const std::uint32_t other = edge.d0 == c ? edge.d1 : edge.d0;
                if (other < lowest) {
                    lowest = other;
                    start = links.size();
                }
                links.push_back(edge.d0 == c ? std::pair{edge.v1, edge.v0}
                                             : std::pair{edge.v0, edge.v1});
            }
            if (!whole || links.empty())
                continue;
            std::vector<std::uint32_t> ring;
            std::size_t k = start;
            do {
                ring.push_back(links[k].first);
                const auto next = std::find_if(links.begin(), links.end(), [&](const auto &l) {
                    return l.first == links[k].second;
                });
                k = next == links.end() ? links.size() : std::size_t(next - links.begin());
            } while (k < links.size() && k != start && ring.size() <= links.size());
            if (k != start || ring.size() != links.size())
                continue; // not one closed cycle: a polygon on the border
            ++checked;
            const std::span<const std::uint32_t> corners = g.centerCorners.of(c);
            if (!std::equal(corners.begin(), corners.end(), ring.begin(), ring.end()) &&
                ++wrong <= 5)
                qWarning("polygon %u: its corners are not its edges chained", c);
        }
        QCOMPARE(wrong, std::size_t(0));
        QVERIFY2(checked > g.centerCount() * 9 / 10, qPrintable(QString::number(checked)));
    }
};

QTEST_GUILESS_MAIN(TestPolymapOutlines)
#include "tst_polymapoutlines.moc"
