// Streams from ponds (seed 000, "Streams"), checked point by point against
// the seed's rule with the single-point height() and terra(): every stream
// starts at a water hole, each step goes to the lowest point of the n x n
// neighbourhood and strictly down, it ends at a lake point or in a hollow
// (marsh) or where the next step would pass the maximum length.
#include "relf/features/streams.h"
#include "testcolumns.h"

#include <QTest>

#include <cmath>

using namespace terrain::relf;

namespace {

// The 001 version's feature mask: sixteen times the ponds of the 1983 set.
RelfParameters pondy()
{
    RelfParameters p = RelfParameters::reference1983();
    p.features.mask = 0xfff;
    return p;
}

// The lowest height in the n x n neighbourhood of (x, y), by single points.
double lowestAround(const RelfEvaluator &e, std::int64_t x, std::int64_t y, int n)
{
    double lowest = INFINITY;
    for (int dy = -n / 2; dy <= n / 2; ++dy)
        for (int dx = -n / 2; dx <= n / 2; ++dx)
            lowest = std::min(lowest, e.height(double(x + dx), double(y + dy)));
    return lowest;
}

} // namespace

class TestStreams : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyStreamFollowsTheSeedsRule_data()
    {
        terrain::testing::columns<int, double, double>({"neighbourhood", "maxLength", "lake"});
        QTest::newRow("n 11, 300 m") << 11 << 300.0 << 204.0;
        QTest::newRow("n 5, 40 m") << 5 << 40.0 << 204.0;
        QTest::newRow("n 21, lake 150") << 21 << 300.0 << 150.0;
    }
    void everyStreamFollowsTheSeedsRule()
    {
        QFETCH(int, neighbourhood);
        QFETCH(double, maxLength);
        QFETCH(double, lake);
        RelfParameters p = pondy();
        p.streams.neighbourhood = neighbourhood;
        p.streams.maxLength = maxLength;
        p.lakeLevel = lake;
        p.originalLakeLevel = std::min(lake, p.originalLakeLevel);
        const RelfEvaluator e(p);
        const auto streams = findStreams(e, -1000, -1000, 1000, 1000);
        QVERIFY(streams);
        QVERIFY2(streams->size() >= 10, qPrintable(QString::number(streams->size())));
        int lakes = 0, marshes = 0;
        const int half = neighbourhood / 2;
        for (const Stream &s : *streams) {
            QVERIFY(s.points.size() >= 2);
            const StreamPoint src = s.source();
            QVERIFY(src.x >= -1000 && src.x <= 1000 && src.y >= -1000 && src.y <= 1000);
            QCOMPARE(e.terra(double(src.x), double(src.y)).feature, Feature::Waterhole);
            double length = 0;
            for (std::size_t i = 1; i < s.points.size(); ++i) {
                const StreamPoint a = s.points[i - 1], b = s.points[i];
                QVERIFY(std::abs(b.x - a.x) <= half && std::abs(b.y - a.y) <= half);
                const double hb = e.height(double(b.x), double(b.y));
                QVERIFY(hb < e.height(double(a.x), double(a.y)));       // strictly down
                QCOMPARE(hb, lowestAround(e, a.x, a.y, neighbourhood)); // the lowest
                length += std::hypot(double(b.x - a.x), double(b.y - a.y));
                if (i + 1 < s.points.size()) // only the last point may be in the lake
                    QVERIFY(e.terra(double(b.x), double(b.y)).terrain != TerrainKind::Lake);
            }
            QVERIFY(std::abs(length - s.length) < 1e-9);
            QVERIFY(s.length <= maxLength);
            const StreamPoint end = s.points.back();
            if (s.end == StreamEnd::Lake) {
                ++lakes;
                QCOMPARE(e.terra(double(end.x), double(end.y)).terrain, TerrainKind::Lake);
                QVERIFY(!s.cutShort);
            } else {
                ++marshes;
                QVERIFY(e.terra(double(end.x), double(end.y)).terrain != TerrainKind::Lake);
                const double here = e.height(double(end.x), double(end.y));
                const double lowest = lowestAround(e, end.x, end.y, neighbourhood);
                if (s.cutShort) {
                    // A lower point was there, but the step to it would pass the cap.
                    QVERIFY(lowest < here);
                    double farthest = 0;
                    for (int dy = -half; dy <= half; ++dy)
                        for (int dx = -half; dx <= half; ++dx)
                            if (e.height(double(end.x + dx), double(end.y + dy)) == lowest)
                                farthest = std::max(farthest, std::hypot(double(dx), double(dy)));
                    QVERIFY(s.length + farthest > maxLength);
                } else {
                    QCOMPARE(lowest, here); // a hollow: nothing lower around
                }
            }
        }
        QVERIFY(lakes + marshes == int(streams->size()));
    }

    void bothEndsOccur()
    {
        const RelfEvaluator e(pondy());
        const auto streams = findStreams(e, -1500, -1500, 1500, 1500);
        QVERIFY(streams);
        int lakes = 0, marshes = 0;
        for (const Stream &s : *streams)
            (s.end == StreamEnd::Lake ? lakes : marshes) += 1;
        QVERIFY(lakes > 0);
        QVERIFY(marshes > 0);
    }

    void threadsAndBandsGiveTheSameStreams()
    {
        const RelfEvaluator e(pondy());
        const auto one = findStreams(e, -900, -700, 900, 700, 1);
        const auto two = findStreams(e, -900, -700, 900, 700, 2);
        QVERIFY(one && two);
        QCOMPARE(*one, *two);
        // Two halves hold the streams of the whole, source for source.
        auto north = *findStreams(e, -900, 1, 900, 700, 1);
        const auto south = *findStreams(e, -900, -700, 900, 0, 1);
        north.insert(north.end(), south.begin(), south.end());
        QCOMPARE(north, *one);
        // Each is the stream traced from its source alone.
        for (const Stream &s : *one)
            QCOMPARE(*traceStream(e, s.source().x, s.source().y), s);
    }

    void cancelledScanReturnsNothing()
    {
        const RelfEvaluator e(pondy());
        std::atomic<bool> cancel{true};
        QVERIFY(!findStreams(e, -900, -700, 900, 700, 2, &cancel));
    }

    void pondsInALakeOrAHollowHaveNoStream()
    {
        RelfParameters p = pondy();
        const RelfEvaluator dry(p);
        const auto streams = findStreams(dry, -600, -600, 600, 600);
        QVERIFY(streams && !streams->empty());
        const StreamPoint src = streams->front().source();
        p.lakeLevel = dry.height(double(src.x), double(src.y)) + 1; // drown the pond
        const RelfEvaluator wet(p);
        QVERIFY(!traceStream(wet, src.x, src.y));
    }

    void marksFollowTheRouteAndRespectPlacedObjects()
    {
        const RelfEvaluator e(pondy());
        const auto streams = findStreams(e, -900, -700, 900, 700);
        QVERIFY(streams && !streams->empty());
        const Stream &s = streams->front();
        const std::vector<StreamPoint> cells = streamCells(s);
        // Consecutive cells touch (8-neighbours), from the source to the end.
        QCOMPARE(cells.front(), s.points.front());
        QCOMPARE(cells.back(), s.points.back());
        for (std::size_t i = 1; i < cells.size(); ++i)
            QVERIFY(std::max(std::abs(cells[i].x - cells[i - 1].x),
                             std::abs(cells[i].y - cells[i - 1].y)) == 1);

        PlacedObjects designer;
        const StreamPoint taken = cells[cells.size() / 2];
        designer.place(std::int32_t(taken.x), std::int32_t(taken.y), Feature::Boulder);
        StreamMarks marks(100000);
        QVERIFY(marks.add(s, designer));
        QVERIFY(!marks.marks().atPlace(std::int32_t(taken.x), std::int32_t(taken.y)));
        const StreamPoint mid = cells[1];
        // terra reports STREAM in a scene, and the map's kind on a map.
        QCOMPARE(e.terra(double(mid.x), double(mid.y), true, &marks.marks()).terrain,
                 TerrainKind::Stream);
        QVERIFY(e.terra(double(mid.x), double(mid.y), false, &marks.marks()).terrain !=
                TerrainKind::Stream);
        QVERIFY(e.terra(double(mid.x), double(mid.y), true).terrain != TerrainKind::Stream);
    }

    void pastTheCapAllMarksAreCleared()
    {
        const RelfEvaluator e(pondy());
        const auto streams = findStreams(e, -1500, -1500, 1500, 1500);
        QVERIFY(streams && streams->size() >= 3);
        std::size_t cells = 0;
        for (const Stream &s : *streams)
            cells += streamCells(s).size();
        StreamMarks marks(cells / 2);
        bool passed = false;
        for (const Stream &s : *streams) {
            if (!marks.add(s, {})) {
                passed = true;
                QCOMPARE(marks.size(), std::size_t(0));
                break;
            }
            QVERIFY(marks.size() <= marks.cap());
        }
        QVERIFY(passed);
    }
};

QTEST_GUILESS_MAIN(TestStreams)
#include "tst_streams.moc"
