// The core against the Java reference of seed 000: every point of
// reference/expected.txt (made by reference/java/RelfReference.java, a
// transcription of the seed's class Terrain) must match field for field,
// heights and depths to the last bit.
#include "javareference.h"
#include "relf/evaluator.h"
#include "terratostring.h"

#include <QTest>

#include <bit>
#include <map>

using namespace terrain::relf;

namespace {

using terrain::testing::javaReferencePoints;
using Expected = terrain::testing::JavaPoint;

QByteArray name(std::string_view v)
{
    return QByteArray(v.data(), qsizetype(v.size()));
}

// Empty when t matches e; otherwise what differs.
QByteArray mismatch(const Expected &e, const Terra &t)
{
    QByteArray why;
    if (std::bit_cast<quint64>(t.height) != e.heightBits)
        why += " height " + QByteArray::number(t.height, 'g', 17) +
               " != " + QByteArray::number(std::bit_cast<double>(e.heightBits), 'g', 17);
    if (std::bit_cast<quint64>(t.depth) != e.depthBits)
        why += " depth " + QByteArray::number(t.depth, 'g', 17);
    if (name(terrainKindName(t.terrain)) != e.terrain)
        why += " terrain " + name(terrainKindName(t.terrain)) + " != " + e.terrain;
    if (name(featureName(t.feature)) != e.feature)
        why += " feature " + name(featureName(t.feature)) + " != " + e.feature;
    if (QByteArray::fromStdString(t.codeString()) != e.code)
        why += " code " + QByteArray::fromStdString(t.codeString()) + " != " + e.code;
    if (qint64(t.x) != e.xr || qint64(t.y) != e.yr)
        why += " position " + QByteArray::number(t.x, 'g', 17) + ' ' +
               QByteArray::number(t.y, 'g', 17);
    return why;
}

} // namespace

class TestRelfReference : public QObject
{
    Q_OBJECT
    QList<Expected> m_expected;
    std::map<int, std::unique_ptr<RelfEvaluator>> m_byLake;

    const RelfEvaluator &evaluator(int lake)
    {
        auto &e = m_byLake[lake];
        if (!e) {
            RelfParameters p = RelfParameters::reference1983();
            p.lakeLevel = lake; // the original level (mud) stays 204
            e = std::make_unique<RelfEvaluator>(p);
        }
        return *e;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_expected = javaReferencePoints();
        QVERIFY2(m_expected.size() > 9000, "the reference data looks truncated");
    }

    void everyReferencePointMatches()
    {
        int failures = 0;
        for (const Expected &e : m_expected) {
            const QByteArray why = mismatch(e, evaluator(e.lake).terra(e.x, e.y));
            if (!why.isEmpty() && ++failures <= 10)
                qWarning("expected.txt:%d (%s %s lake %d):%s", e.line, e.xText.constData(),
                         e.yText.constData(), e.lake, why.constData());
        }
        QCOMPARE(failures, 0);
    }

    void heightMatchesTerraOnLand()
    {
        // height() is the ground height terra reports wherever there is no lake.
        int checked = 0;
        for (const Expected &e : m_expected) {
            if (e.terrain == "LAKE")
                continue;
            QCOMPARE(std::bit_cast<quint64>(evaluator(e.lake).height(e.x, e.y)), e.heightBits);
            ++checked;
        }
        QVERIFY(checked > 8000);
    }

    void singleSampleRowsMatch()
    {
        // A row of one sample at every reference point, through the fast path
        // where the point allows it.
        int failures = 0;
        for (const Expected &e : m_expected) {
            Terra t;
            evaluator(e.lake).terraRow(e.x, e.y, 1.0, std::span<Terra>(&t, 1));
            const QByteArray why = mismatch(e, t);
            if (!why.isEmpty() && ++failures <= 10)
                qWarning("row at expected.txt:%d:%s", e.line, why.constData());
        }
        QCOMPARE(failures, 0);
    }

    void everyKindIsCovered()
    {
        // The data exercises every terrain kind and feature terra can return
        // without placed objects.
        QSet<QByteArray> kinds, features;
        for (const Expected &e : m_expected) {
            kinds << e.terrain;
            features << e.feature;
        }
        for (const char *k : {"LAKE", "MUD", "TOWN", "GRASS", "MOOR", "THICKET", "WOOD"})
            QVERIFY2(kinds.contains(k), k);
        for (const char *f : {"NONE", "MINE", "BOULDER", "WATERHOLE", "KNOLL", "ROOT", "X", "CONE"})
            QVERIFY2(features.contains(f), f);
    }
};

QTEST_GUILESS_MAIN(TestRelfReference)
#include "tst_relfreference.moc"
