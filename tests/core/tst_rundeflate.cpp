// The run-length deflate encoder, decoded by zlib's inflate: bands of every
// shape come back byte for byte, alone and joined into one stream; the
// Huffman codes stay within deflate's 15 bits when the counts would make
// them longer; runs are found (a flat band shrinks to almost nothing); the
// output stays within its bound; random streams come back; and the same
// band gives the same bytes.
#include "export/rundeflate.h"
#include "testcolumns.h"

#include <QTest>

#include <zlib.h>

#include <algorithm>
#include <random>
#include <vector>

using namespace terrain::exporting;
using namespace Qt::StringLiterals;

namespace {

using Bytes = std::vector<unsigned char>;

// The bands of `data` cut every `bandSize` bytes, deflated one after
// another into one raw deflate stream.
Bytes deflated(const Bytes &data, std::size_t bandSize)
{
    Bytes out;
    std::size_t at = 0;
    do {
        const std::size_t n = std::min(bandSize, data.size() - at);
        const std::size_t bound = deflateRunsBound(n);
        const std::size_t start = out.size();
        out.resize(start + bound);
        const bool last = at + n == data.size();
        const std::size_t wrote =
            deflateRuns({data.data() + at, n}, last ? DeflateEnd::Final : DeflateEnd::SyncFlush,
                        out.data() + start);
        if (wrote > bound)
            qFatal("%zu bytes written past a bound of %zu", wrote, bound);
        out.resize(start + wrote);
        at += n;
    } while (at < data.size());
    return out;
}

// zlib's inflate of a raw deflate stream: the bytes, or a message.
struct Inflated
{
    Bytes bytes;
    QString problem;
};

Inflated inflated(const Bytes &stream, std::size_t expected)
{
    Inflated r;
    r.bytes.resize(expected + 16);
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK)
        return {{}, u"inflateInit2"_s};
    z.next_in = const_cast<Bytef *>(stream.data());
    z.avail_in = uInt(stream.size());
    z.next_out = r.bytes.data();
    z.avail_out = uInt(r.bytes.size());
    const int rc = inflate(&z, Z_FINISH);
    if (rc != Z_STREAM_END)
        r.problem = u"inflate: %1 (%2)"_s.arg(rc).arg(QString::fromUtf8(z.msg ? z.msg : ""));
    else if (z.avail_in != 0)
        r.problem = u"%1 bytes after the final block"_s.arg(z.avail_in);
    r.bytes.resize(r.bytes.size() - z.avail_out);
    inflateEnd(&z);
    return r;
}

Bytes randomBytes(std::size_t n, unsigned seed, unsigned values = 256)
{
    std::mt19937 rng(seed);
    Bytes b(n);
    for (unsigned char &c : b)
        c = static_cast<unsigned char>(rng() % values);
    return b;
}

// PNG-like rows: a filter byte, then small differences with flat stretches.
Bytes rowsLike(std::size_t n, unsigned seed)
{
    std::mt19937 rng(seed);
    Bytes b(n);
    for (std::size_t i = 0; i < n; ++i)
        b[i] = i % 1001 == 0        ? 2
               : (i / 500) % 3 == 0 ? 0
               : (i / 37) % 5 == 0  ? static_cast<unsigned char>(i / 37)
                                    : static_cast<unsigned char>(rng() % 7 - 3);
    return b;
}

} // namespace

class TestRunDeflate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bandsReadBack_data()
    {
        terrain::testing::columns<int, int, int>({"shape", "size", "band"});
        const int oneBand = 1 << 22;
        // shape: 0 random, 1 zeros, 2 rows-like, 3 four byte values
        for (const int size : {0, 1, 2, 3, 4, 7, 8, 9, 258, 259, 260, 262144, 262145, 700001}) {
            QTest::addRow("random %d", size) << 0 << size << oneBand;
            QTest::addRow("zeros %d", size) << 1 << size << oneBand;
            QTest::addRow("rows %d", size) << 2 << size << oneBand;
            QTest::addRow("four values %d", size) << 3 << size << oneBand;
        }
        // Runs that cross from one band to the next, bands of odd sizes.
        QTest::newRow("zeros in bands of 1000") << 1 << 123457 << 1000;
        QTest::newRow("rows in bands of 4099") << 2 << 300000 << 4099;
        QTest::newRow("rows in bands of 1") << 2 << 600 << 1;
        QTest::newRow("random in bands of 70000") << 0 << 300000 << 70000;
    }
    void bandsReadBack()
    {
        QFETCH(int, shape);
        QFETCH(int, size);
        QFETCH(int, band);
        const auto n = std::size_t(size);
        const Bytes data = shape == 0   ? randomBytes(n, 7)
                           : shape == 1 ? Bytes(n, 0)
                           : shape == 2 ? rowsLike(n, 11)
                                        : randomBytes(n, 13, 4);
        const Bytes stream = deflated(data, std::size_t(band));
        const Inflated back = inflated(stream, data.size());
        QVERIFY2(back.problem.isEmpty(), qPrintable(back.problem));
        QCOMPARE(back.bytes.size(), data.size());
        QVERIFY(back.bytes == data);
    }

    // Counts that follow the Fibonacci numbers make a Huffman tree 25
    // deep; deflate allows 15, and inflate refuses a longer code.
    void longCodesAreLimited()
    {
        Bytes data;
        std::uint64_t a = 1, b = 1;
        for (unsigned symbol = 0; symbol < 26; ++symbol) {
            data.insert(data.end(), std::size_t(a), static_cast<unsigned char>(symbol * 9 + 1));
            const std::uint64_t next = a + b;
            a = b;
            b = next;
        }
        // Shuffled, so that most bytes are literals, not runs.
        std::shuffle(data.begin(), data.end(), std::mt19937(5));
        QVERIFY(data.size() > 300000);
        const Inflated back = inflated(deflated(data, data.size()), data.size());
        QVERIFY2(back.problem.isEmpty(), qPrintable(back.problem));
        QVERIFY(back.bytes == data);
    }

    // Runs are matches: a megabyte of one value is a few kilobytes, as with
    // zlib's Z_RLE (258 bytes a match, a few bits each).
    void runsAreFound()
    {
        const Bytes flat(1 << 20, 0x2a);
        const Bytes stream = deflated(flat, flat.size());
        QVERIFY2(stream.size() < 4096, qPrintable(u"%1 bytes"_s.arg(stream.size())));
        // Four values at random: two bits a byte of entropy, and a little
        // more with the run symbols beside them (zlib's Z_RLE: 292,164
        // bytes for a megabyte of Python's random.randrange(4)).
        const Bytes four = randomBytes(1 << 20, 3, 4);
        const std::size_t size = deflated(four, four.size()).size();
        QVERIFY2(size >= (1 << 20) / 4 && size < (1 << 20) * 5 / 16,
                 qPrintable(u"%1 bytes"_s.arg(size)));
    }

    // A band that is not the last ends on a byte boundary with an empty
    // stored block (00 00 ff ff), as zlib's sync flush; the last does not.
    void bandEnds()
    {
        const Bytes data = rowsLike(5000, 2);
        Bytes out(deflateRunsBound(data.size()));
        const std::size_t n = deflateRuns(data, DeflateEnd::SyncFlush, out.data());
        QVERIFY(n >= 4);
        QCOMPARE(Bytes(out.begin() + std::ptrdiff_t(n - 4), out.begin() + std::ptrdiff_t(n)),
                 (Bytes{0x00, 0x00, 0xff, 0xff}));
        const std::size_t last = deflateRuns(data, DeflateEnd::Final, out.data());
        QVERIFY(last < n);
    }

    // Many bands of random sizes and mixtures of runs and literals, each
    // stream read back whole.
    void randomStreamsReadBack()
    {
        std::mt19937 rng(77);
        for (int trial = 0; trial < 300; ++trial) {
            const std::size_t n = rng() % 20000;
            Bytes data(n);
            for (std::size_t i = 0; i < n;) {
                const std::size_t run = 1 + (rng() % 4 == 0 ? rng() % 600 : 0);
                const auto value = static_cast<unsigned char>(rng() % (1 + rng() % 256));
                for (std::size_t k = 0; k < run && i < n; ++k, ++i)
                    data[i] = value;
            }
            const std::size_t band = 1 + rng() % 5000;
            const Inflated back = inflated(deflated(data, band), data.size());
            QVERIFY2(back.problem.isEmpty(),
                     qPrintable(u"trial %1: %2"_s.arg(trial).arg(back.problem)));
            QVERIFY2(back.bytes == data, qPrintable(u"trial %1"_s.arg(trial)));
        }
    }

    void sameBandSameBytes()
    {
        const Bytes data = rowsLike(400000, 9);
        QVERIFY(deflated(data, 100000) == deflated(data, 100000));
    }
};

QTEST_GUILESS_MAIN(TestRunDeflate)
#include "tst_rundeflate.moc"
