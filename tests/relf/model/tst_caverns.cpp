// Caverns: roof and floor by their definition, the plan and the section
// against direct evaluation.
#include "relf/map/cavernpicture.h"
#include "render/colourtable.h"

#include <QSet>
#include <QTest>

using namespace terrain::relf;

class TestCaverns : public QObject
{
    Q_OBJECT
    const RelfEvaluator m_terrain{RelfParameters::reference1983()};

private Q_SLOTS:
    void fieldsByDefinition()
    {
        const Caverns c(m_terrain);
        const CavernRules r; // the defaults
        for (const QPointF p : {QPointF(0, 0), QPointF(-123.5, 77.25), QPointF(3e6, -2e6)}) {
            QCOMPARE(c.roof(p.x(), p.y()),
                     m_terrain.height((p.x() + r.roofDx) * r.scale, (p.y() + r.roofDy) * r.scale) -
                         r.depth);
            QCOMPARE(c.floor(p.x(), p.y()), m_terrain.height((p.x() + r.floorDx) * r.scale,
                                                             (p.y() + r.floorDy) * r.scale) +
                                                r.verticalOffset - r.depth);
        }
    }

    void planFollowsTheFields()
    {
        const Caverns c(m_terrain);
        double share = 0;
        const QImage plan = cavernPlan(c, -200, 150, 2.0, 200, 150, 2, &share);
        // Rock is one colour, and no open pixel has it: the plan shows
        // exactly the open points the fields give.
        QSet<QRgb> rockColours, openColours;
        int open = 0;
        for (int j = 0; j < 150; j += 3)
            for (int i = 0; i < 200; i += 3) {
                const bool isOpen = c.isOpen(-200 + i * 2.0, 150 - j * 2.0);
                (isOpen ? openColours : rockColours).insert(plan.pixel(i, j));
                open += isOpen;
            }
        QCOMPARE(rockColours.size(), qsizetype(1));
        // The one rock of the colour table, as the mine level and the legend use.
        QCOMPARE(*rockColours.begin(), terrain::render::rgbOf(terrain::render::MapColour::Rock));
        QVERIFY(!openColours.contains(*rockColours.begin()));
        QVERIFY(open > 0);                     // some caverns
        QVERIFY(share > 0.02 && share < 0.98); // and rock between them
        // A larger vertical offset closes caverns.
        RelfParameters p = RelfParameters::reference1983();
        p.caverns.verticalOffset = 200;
        const RelfEvaluator closed(p);
        double fewer = 0;
        cavernPlan(Caverns(closed), -200, 150, 2.0, 200, 150, 2, &fewer);
        QVERIFY(fewer < share);
    }

    void fastRowsEqualPoints()
    {
        const Caverns c(m_terrain);
        std::vector<double> roof(97), floor(97);
        c.rows(-500, 321, 1.0, roof, floor);
        for (int i = 0; i < 97; ++i) {
            QCOMPARE(roof[std::size_t(i)], c.roof(-500 + i, 321));
            QCOMPARE(floor[std::size_t(i)], c.floor(-500 + i, 321));
        }
    }

    void sectionSamplesTheLine()
    {
        const Caverns c(m_terrain);
        const auto s = c.section(-100, 50, 200, -350, 51);
        QCOMPARE(s.size(), std::size_t(51));
        QCOMPARE(s.back().distance, 500.0);
        for (std::size_t k = 0; k < s.size(); k += 10) {
            const double f = double(k) / 50.0;
            const double x = -100 + 300 * f, y = 50 - 400 * f;
            QCOMPARE(s[k].ground, m_terrain.height(x, y));
            QCOMPARE(s[k].roof, c.roof(x, y));
            QCOMPARE(s[k].floor, c.floor(x, y));
            QCOMPARE(s[k].open, s[k].roof > s[k].floor);
            QCOMPARE(s[k].mineLevel, CavernRules{}.mineLevel);
        }
    }
};

QTEST_GUILESS_MAIN(TestCaverns)
#include "tst_caverns.moc"
