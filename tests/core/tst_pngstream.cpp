// The PNG writer deflates bands of rows on every core into one zlib stream:
// libpng and Qt read back every pixel of each kind, the chunks' CRCs and the
// stream's Adler-32 hold (zlib's own inflate checks the whole stream), the
// picture really is in several bands, the same rows give the same bytes,
// and a device that fails is reported.
#include "export/pngstream.h"
#include "testcolumns.h"

#include <QBuffer>
#include <QImage>
#include <QTest>
#include <QtEndian>

#include <png.h>
#include <zlib.h>

#include <cstring>
#include <vector>

using namespace terrain::exporting;
using namespace Qt::StringLiterals;

namespace {

// A picture with runs and gradients, different in every row.
quint32 pixelAt(int x, int y)
{
    const auto r = quint32((x / 7 + y) & 0xff), g = quint32((x * y / 97) & 0xff),
               b = quint32(x < 300 ? 40 : (x ^ y) & 0xff), a = quint32(128 + (y % 128));
    return (a << 24) | (r << 16) | (g << 8) | b;
}

quint16 heightAt(int x, int y)
{
    return quint16((x * 37 + y * 101 + (x * y) / 13) & 0xffff);
}

// A byte a pixel (grey, or an index into kColours): runs and steps.
constexpr int kColours = 200;
uchar byteAt(int x, int y)
{
    return uchar(x < 100 ? 7 : (x / 3 + y * 5 + (x * y) / 101) % kColours);
}

// The indexed pictures' palette: every colour different, some see-through.
QList<QRgb> palette()
{
    QList<QRgb> colours;
    for (int k = 0; k < kColours; ++k)
        colours << qRgba(k, 255 - k, (k * 37) & 0xff, k % 3 == 0 ? 255 : 40 + k);
    return colours;
}

QByteArray encode(int w, int h, PngStream::Pixels kind)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    PngStream png(buffer, w, h, kind, palette());
    if (!png.writeHeader())
        qFatal("header: %s", qPrintable(png.error()));
    std::vector<quint32> rgb(std::size_t(w), 0);
    std::vector<quint16> gray(std::size_t(w), 0);
    std::vector<uchar> bytes(std::size_t(w), 0);
    const bool aByte = kind == PngStream::Pixels::Gray8 || kind == PngStream::Pixels::Indexed8;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            rgb[std::size_t(x)] = pixelAt(x, y);
            gray[std::size_t(x)] = heightAt(x, y);
            bytes[std::size_t(x)] = byteAt(x, y);
        }
        const void *row = aByte ? static_cast<const void *>(bytes.data())
                          : kind == PngStream::Pixels::Gray16
                              ? static_cast<const void *>(gray.data())
                              : rgb.data();
        if (!png.writeRow(row))
            qFatal("row: %s", qPrintable(png.error()));
    }
    if (!png.finish())
        qFatal("finish: %s", qPrintable(png.error()));
    return buffer.data();
}

struct Chunks
{
    QList<QByteArray> types;
    QByteArray idat; // the IDAT chunks' data, joined
    bool crcsHold = true;
};

Chunks chunksOf(const QByteArray &png)
{
    Chunks c;
    qsizetype at = 8;
    while (at + 12 <= png.size()) {
        const auto *p = reinterpret_cast<const uchar *>(png.constData()) + at;
        const quint32 length = qFromBigEndian<quint32>(p);
        const QByteArray type(png.constData() + at + 4, 4);
        const uLong crc = crc32(0, p + 4, uInt(4 + length));
        c.crcsHold = c.crcsHold && crc == qFromBigEndian<quint32>(p + 8 + length);
        c.types << type;
        if (type == "IDAT")
            c.idat.append(png.constData() + at + 8, length);
        at += 12 + qsizetype(length);
    }
    return c;
}

} // namespace

class TestPngStream : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyKindReadsBack_data()
    {
        terrain::testing::columns<int, int, int>({"kind", "width", "height"});
        QTest::addColumn<bool>("zlib"); // the benchmarks' anchor deflater
        // Wide enough rows that each picture is several 2 MB bands.
        QTest::newRow("16-bit grey") << int(PngStream::Pixels::Gray16) << 4000 << 1100 << false;
        QTest::newRow("RGB") << int(PngStream::Pixels::Rgb32) << 3000 << 900 << false;
        QTest::newRow("RGBA") << int(PngStream::Pixels::Argb32) << 3000 << 900 << false;
        QTest::newRow("one pixel") << int(PngStream::Pixels::Argb32) << 1 << 1 << false;
        QTest::newRow("8-bit grey") << int(PngStream::Pixels::Gray8) << 5000 << 1000 << false;
        QTest::newRow("indexed") << int(PngStream::Pixels::Indexed8) << 5000 << 1000 << false;
        QTest::newRow("16-bit grey, zlib")
            << int(PngStream::Pixels::Gray16) << 4000 << 1100 << true;
        QTest::newRow("RGBA, zlib") << int(PngStream::Pixels::Argb32) << 3000 << 900 << true;
    }
    void everyKindReadsBack()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, zlib);
        const auto pixels = PngStream::Pixels(kind);
        setPngDeflater(zlib ? PngDeflater::Zlib : PngDeflater::Runs);
        const QByteArray bytes = encode(width, height, pixels);
        setPngDeflater(PngDeflater::Runs);

        // The container: signature, IHDR, IDAT..., IEND, every CRC right.
        QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
        const Chunks chunks = chunksOf(bytes);
        QVERIFY(chunks.crcsHold);
        QCOMPARE(chunks.types.first(), QByteArray("IHDR"));
        QCOMPARE(chunks.types.last(), QByteArray("IEND"));
        const qsizetype idats = chunks.types.count(QByteArray("IDAT"));
        if (width > 1)
            QVERIFY2(idats >= 4, qPrintable(u"%1 IDAT chunks"_s.arg(idats)));

        // zlib inflates the whole stream, Adler-32 included.
        const bool aByte =
            pixels == PngStream::Pixels::Gray8 || pixels == PngStream::Pixels::Indexed8;
        const int bytesPerPixel = aByte                                 ? 1
                                  : pixels == PngStream::Pixels::Gray16 ? 2
                                  : pixels == PngStream::Pixels::Rgb32  ? 3
                                                                        : 4;
        const std::size_t rowBytes = std::size_t(width) * std::size_t(bytesPerPixel) + 1;
        std::vector<uchar> raw(rowBytes * std::size_t(height) + 1);
        uLongf rawSize = uLongf(raw.size());
        QCOMPARE(uncompress(raw.data(), &rawSize,
                            reinterpret_cast<const Bytef *>(chunks.idat.constData()),
                            uLong(chunks.idat.size())),
                 Z_OK);
        QCOMPARE(std::size_t(rawSize), rowBytes * std::size_t(height));

        // libpng reads every pixel.
        png_image image{};
        image.version = PNG_IMAGE_VERSION;
        QVERIFY(
            png_image_begin_read_from_memory(&image, bytes.constData(), std::size_t(bytes.size())));
        QCOMPARE(int(image.width), width);
        QCOMPARE(int(image.height), height);
        if (aByte) {
            // Grey as stored; indexed as its palette's colours, alpha
            // included (tRNS).
            const bool indexed = pixels == PngStream::Pixels::Indexed8;
            image.format = indexed ? PNG_FORMAT_RGBA : PNG_FORMAT_GRAY;
            const int channels = indexed ? 4 : 1;
            std::vector<uchar> read(std::size_t(width) * std::size_t(height) * channels);
            QVERIFY(png_image_finish_read(&image, nullptr, read.data(), 0, nullptr));
            const QList<QRgb> colours = palette();
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    const uchar *p = &read[(std::size_t(y) * std::size_t(width) + std::size_t(x)) *
                                           std::size_t(channels)];
                    const uchar want = byteAt(x, y);
                    const bool same =
                        indexed ? qRgba(p[0], p[1], p[2], p[3]) == colours[want] : p[0] == want;
                    if (!same)
                        QFAIL(qPrintable(u"pixel (%1, %2)"_s.arg(x).arg(y)));
                }
        } else if (pixels == PngStream::Pixels::Gray16) {
            image.format = PNG_FORMAT_LINEAR_Y; // 16-bit values, as stored
            std::vector<quint16> read(std::size_t(width) * std::size_t(height));
            QVERIFY(png_image_finish_read(&image, nullptr, read.data(), 0, nullptr));
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x)
                    if (read[std::size_t(y) * std::size_t(width) + std::size_t(x)] !=
                        heightAt(x, y))
                        QFAIL(qPrintable(u"grey (%1, %2)"_s.arg(x).arg(y)));
        } else {
            const bool alpha = pixels == PngStream::Pixels::Argb32;
            image.format = PNG_FORMAT_RGBA;
            std::vector<uchar> read(std::size_t(width) * std::size_t(height) * 4);
            QVERIFY(png_image_finish_read(&image, nullptr, read.data(), 0, nullptr));
            for (int y = 0; y < height; ++y)
                for (int x = 0; x < width; ++x) {
                    const uchar *p =
                        &read[(std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4];
                    const quint32 want = pixelAt(x, y);
                    const quint32 got = (quint32(alpha ? p[3] : 0xff) << 24) |
                                        (quint32(p[0]) << 16) | (quint32(p[1]) << 8) | p[2];
                    if (got != (alpha ? want : (want | 0xff000000u)))
                        QFAIL(qPrintable(u"pixel (%1, %2)"_s.arg(x).arg(y)));
                }
        }

        // Qt reads it too.
        const QImage qt = QImage::fromData(bytes, "PNG");
        QVERIFY(!qt.isNull());
        QCOMPARE(qt.size(), QSize(width, height));
        if (pixels == PngStream::Pixels::Indexed8) {
            // Qt keeps the indices and the palette.
            QCOMPARE(qt.format(), QImage::Format_Indexed8);
            QCOMPARE(qt.colorTable(), palette());
            for (int y = 0; y < height; y += 97)
                for (int x = 0; x < width; x += 89)
                    QCOMPARE(qt.pixelIndex(x, y), int(byteAt(x, y)));
        } else if (pixels == PngStream::Pixels::Gray8) {
            QCOMPARE(qt.format(), QImage::Format_Grayscale8);
            QCOMPARE(qt.constScanLine(height - 1)[width - 1], byteAt(width - 1, height - 1));
        } else if (pixels != PngStream::Pixels::Gray16 && width > 1) {
            QCOMPARE(qt.pixel(width - 1, height - 1) & 0xffffff,
                     pixelAt(width - 1, height - 1) & 0xffffff);
        }
    }

    // The bands are cut by bytes, not by threads: the same bytes each time.
    void sameRowsSameBytes()
    {
        QCOMPARE(encode(3000, 700, PngStream::Pixels::Rgb32),
                 encode(3000, 700, PngStream::Pixels::Rgb32));
    }

    // A device that cannot take the bytes: false, with its reason.
    void aFailingDeviceIsReported()
    {
        QBuffer closed; // never opened: every write fails
        PngStream png(closed, 3000, 900, PngStream::Pixels::Rgb32);
        QVERIFY(!png.writeHeader());
        QVERIFY(!png.error().isEmpty());
        std::vector<quint32> row(3000, 0);
        QVERIFY(!png.writeRow(row.data()));
        QVERIFY(!png.finish());
    }

    void anEmptyPictureIsRefused()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        PngStream png(buffer, 0, 10, PngStream::Pixels::Gray16);
        QVERIFY(!png.writeHeader());
        QVERIFY(png.error().contains(u"pixel"_s));
    }

    void anIndexedPictureNeedsAPalette()
    {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        PngStream png(buffer, 10, 10, PngStream::Pixels::Indexed8);
        QVERIFY(!png.writeHeader());
        QVERIFY2(png.error().contains(u"1 to 256 colours"_s), qPrintable(png.error()));
        QCOMPARE(buffer.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPngStream)
#include "tst_pngstream.moc"
