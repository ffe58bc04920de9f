// The runtime's anti-aliased shapes (render/raster.h) against coverages
// worked out by hand from the rule clamp(0.5 − d, 0, 1) and the blend
// int(255 + (0 − 255)·c + 0.5) of black over white: dots, lines with round
// ends, the union of crossing strokes blended once, convex fills in either
// winding, the cave's open arc, pictures drawn in pieces, and shapes that
// are not finite.
#include "render/raster.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using namespace terrain::render;

namespace {

constexpr Rgb kWhite = 0xffffffffu, kBlack = 0xff000000u;

struct Picture
{
    int w, h;
    std::vector<Rgb> pixels;
    Picture(int width, int height)
        : w(width)
        , h(height)
        , pixels(std::size_t(width) * std::size_t(height), kWhite)
    {
    }
    Canvas canvas() { return {pixels.data(), w, h, w}; }
    // The red channel of pixel (i, j): black over white leaves grey.
    int at(int i, int j) const
    {
        return redOf(pixels[std::size_t(j) * std::size_t(w) + std::size_t(i)]);
    }
};

Mark black(std::vector<Shape> parts)
{
    return {kBlack, std::move(parts)};
}

} // namespace

class TestRaster : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void disc()
    {
        Picture p(11, 11);
        drawMark(p.canvas(), black({Shape::disc({5, 5}, 2)}));
        QCOMPARE(p.at(5, 5), 0);   // d = −2
        QCOMPARE(p.at(6, 6), 0);   // d = √2 − 2
        QCOMPARE(p.at(7, 5), 128); // d = 0: half covered, 255 − 127.5 + 0.5
        QCOMPARE(p.at(7, 6), 188); // d = √5 − 2 = 0.236: 255 − 67.3 + 0.5
        QCOMPARE(p.at(8, 5), 255); // d = 1
        QCOMPARE(p.at(0, 0), 255);
    }

    void segmentWithRoundEnds()
    {
        Picture p(12, 8);
        drawMark(p.canvas(), black({Shape::segment({1, 3.25}, {9, 3.25}, 2)}));
        QCOMPARE(p.at(5, 3), 0);    // 0.25 from the line: d = −0.75
        QCOMPARE(p.at(5, 4), 64);   // 0.75: coverage 0.75, 255 − 191.25 + 0.5
        QCOMPARE(p.at(5, 2), 191);  // 1.25: coverage 0.25
        QCOMPARE(p.at(5, 5), 255);  // 1.75
        QCOMPARE(p.at(10, 3), 135); // past the end: √1.0625 − 1 = 0.0308
        QCOMPARE(p.at(11, 3), 255);
    }

    // Strokes of one mark that overlap blend once, by the larger coverage.
    void unionIsBlendedOnce()
    {
        Picture p(11, 11);
        drawMark(p.canvas(),
                 black({Shape::segment({0, 5}, {10, 5}, 2), Shape::segment({5, 0}, {5, 10}, 2)}));
        QCOMPARE(p.at(5, 5), 0);
        QCOMPARE(p.at(6, 6), 128); // half covered by each line: 128, not 64
        QCOMPARE(p.at(8, 6), 128);
        Picture q(11, 11);
        drawPolyline(q.canvas(), {{0, 5}, {5, 5}, {5, 10}}, 2, kBlack);
        QCOMPARE(q.at(5, 5), 0);
        QCOMPARE(q.at(6, 4), 233); // √2 − 1 from the joint: coverage 0.086 once
        QCOMPARE(q.at(2, 6), 128);
        QCOMPARE(q.at(4, 8), 128);
    }

    void convexInEitherWinding()
    {
        for (const bool reversed : {false, true}) {
            std::array<PixelPoint, 4> corners{{{2, 2}, {8, 2}, {8, 8}, {2, 8}}};
            if (reversed)
                std::reverse(corners.begin(), corners.end());
            Picture p(11, 11);
            drawMark(p.canvas(), black({Shape::convex(corners, 4)}));
            QCOMPARE(p.at(5, 5), 0);
            QCOMPARE(p.at(8, 5), 128); // on the edge
            QCOMPARE(p.at(9, 5), 255);
            QCOMPARE(p.at(1, 5), 255);
            QCOMPARE(p.at(5, 2), 128);
        }
    }

    // The cave mouth: a ring of radius 5 open over ±45° about its facing.
    void arcOpensTowardsItsFacing()
    {
        Picture p(21, 21);
        drawMark(p.canvas(), black({Shape::arc({10, 10}, {1, 0}, 5, 1.75)}));
        QCOMPARE(p.at(15, 10), 255); // in the opening
        QCOMPARE(p.at(5, 10), 0);    // opposite it: d = −0.875
        QCOMPARE(p.at(10, 15), 0);   // at 90°
        QCOMPARE(p.at(10, 5), 0);
        QCOMPARE(p.at(10, 10), 255); // the centre is open
        // The opening turns with the facing: downhill to the south (y down).
        Picture q(21, 21);
        drawMark(q.canvas(), black({Shape::arc({10, 10}, {0, 1}, 5, 1.75)}));
        QCOMPARE(q.at(10, 15), 255);
        QCOMPARE(q.at(15, 10), 0);
    }

    // A mark drawn about a whole pixel of a larger picture equals the same
    // mark drawn into a window of it: pictures put together from tiles show
    // the symbols of one drawn whole.
    void piecesEqualTheWhole()
    {
        const Mark m = black({Shape::ring({0.3, 0.7}, 4, 1.2), Shape::disc({0.3, 0.7}, 1.5)});
        Picture whole(40, 30);
        drawMark(whole.canvas(), m, 17, 13);
        Picture tiled(40, 30);
        for (int ty = 0; ty < 30; ty += 10)
            for (int tx = 0; tx < 40; tx += 8) {
                const Canvas tile{tiled.pixels.data() + ty * 40 + tx, 8, 10, 40};
                drawMark(tile, m, 17 - tx, 13 - ty);
            }
        QCOMPARE(tiled.pixels, whole.pixels);
        QVERIFY(whole.at(17, 13) == 0 && whole.at(21, 14) < 255);
    }

    void shapesThatAreNotFiniteDrawNothing()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const double inf = std::numeric_limits<double>::infinity();
        Picture p(8, 8);
        drawMark(p.canvas(), black({Shape::disc({nan, 3}, 2), Shape::segment({0, 0}, {inf, 4}, 1),
                                    Shape::ring({1e300, 1e300}, 3, 1)}));
        drawPolyline(p.canvas(), {{nan, nan}, {3, 3}}, 1, kBlack);
        drawMark(p.canvas(), black({Shape::disc({1e9, 3}, 3)}), 2000000000, 0);
        QCOMPARE(p.pixels, Picture(8, 8).pixels);
    }
};

QTEST_APPLESS_MAIN(TestRaster)
#include "tst_raster.moc"
