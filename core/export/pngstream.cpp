#include "pngstream.h"

#include "rundeflate.h"
#include "util/parallel.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <deque>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// About this many bytes of filtered rows to a band: enough that a band's
// sync flush (5 bytes) and its thread cost nothing, few enough that the
// bands in flight stay small.
constexpr std::size_t kBandBytes = std::size_t(1) << 20;

std::atomic<PngDeflater> g_deflater{PngDeflater::Runs};

// Room before a band's deflate blocks for the zlib header, and after them
// for the Adler-32 that ends the stream: the first and the last band's
// IDAT holds them.
constexpr std::size_t kZlibHeader = 2, kZlibTrailer = 4;

// A band of filtered rows deflated on its own: deflate blocks that end on a
// byte boundary (sync flush) or, for the last band, end the stream
// (rundeflate.h); with the band's Adler-32 and length, so that the
// checksums of all bands combine into the zlib stream's.
struct Deflated
{
    std::unique_ptr<unsigned char[]> buffer; // kZlibHeader, the blocks, kZlibTrailer
    std::size_t size = 0;                    // of the blocks
    uLong adler = 1;
    std::size_t length = 0;
};

// The rows of a band as they came (the host's pixels), with the row above
// the band's first (zeros above the picture's first row).
struct Band
{
    PngStream::Pixels pixels;
    int width = 0;
    std::size_t hostRowBytes = 0, pngRowBytes = 0;
    std::vector<unsigned char> above, rows;
    bool last = false;
    PngDeflater deflater = PngDeflater::Runs;
};

// A row in PNG's byte order: 16-bit values big-endian, Qt's 32-bit pixels
// (0xAARRGGBB as the host holds them) as R, G, B (and A).
void toPngOrder(const Band &b, const unsigned char *from, unsigned char *to)
{
    if (b.pixels == PngStream::Pixels::Gray8 || b.pixels == PngStream::Pixels::Indexed8) {
        std::memcpy(to, from, std::size_t(b.width));
        return;
    }
    if (b.pixels == PngStream::Pixels::Gray16) {
        for (int x = 0; x < b.width; ++x, from += 2, to += 2)
            qToBigEndian(qFromUnaligned<quint16>(from), to);
        return;
    }
    const bool alpha = b.pixels == PngStream::Pixels::Argb32;
    for (int x = 0; x < b.width; ++x, from += 4) {
        const auto c = qFromUnaligned<quint32>(from);
        *to++ = static_cast<unsigned char>(c >> 16);
        *to++ = static_cast<unsigned char>(c >> 8);
        *to++ = static_cast<unsigned char>(c);
        if (alpha)
            *to++ = static_cast<unsigned char>(c >> 24);
    }
}

// The band by zlib at the settings the run-length encoder replaced (level
// 1, Z_RLE, a sync flush): the anchor of the benchmarks.
std::size_t zlibDeflate(const std::vector<unsigned char> &filtered, bool last,
                        std::unique_ptr<unsigned char[]> &buffer)
{
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_RLE) != Z_OK)
        return 0;
    const uLong bound = deflateBound(&z, uLong(filtered.size())) + 16;
    buffer = std::make_unique_for_overwrite<unsigned char[]>(kZlibHeader + bound + kZlibTrailer);
    z.next_in = const_cast<Bytef *>(filtered.data());
    z.avail_in = uInt(filtered.size());
    z.next_out = buffer.get() + kZlibHeader;
    z.avail_out = uInt(bound);
    deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    const std::size_t size = bound - z.avail_out;
    deflateEnd(&z);
    return size;
}

Deflated deflateBand(Band b)
{
    // The Up filter: each byte less the byte above it.
    const std::size_t n = b.hostRowBytes ? b.rows.size() / b.hostRowBytes : 0;
    std::vector<unsigned char> filtered(n * (b.pngRowBytes + 1));
    std::vector<unsigned char> above(b.pngRowBytes, 0), row(b.pngRowBytes);
    if (!b.above.empty())
        toPngOrder(b, b.above.data(), above.data());
    for (std::size_t r = 0; r < n; ++r) {
        toPngOrder(b, b.rows.data() + r * b.hostRowBytes, row.data());
        unsigned char *out = filtered.data() + r * (b.pngRowBytes + 1);
        out[0] = 2;
        for (std::size_t i = 0; i < b.pngRowBytes; ++i)
            out[i + 1] = static_cast<unsigned char>(row[i] - above[i]);
        above.swap(row);
    }
    std::vector<unsigned char>().swap(b.rows); // what is in hand stays small
    Deflated out;
    out.length = filtered.size();
    out.adler = adler32_z(1, filtered.data(), filtered.size());
    // zlib's output is never empty (a sync flush alone is 5 bytes): none
    // means zlib could not start, and the band goes the usual way.
    if (b.deflater == PngDeflater::Zlib) {
        out.size = zlibDeflate(filtered, b.last, out.buffer);
        if (out.size > 0)
            return out;
    }
    out.buffer = std::make_unique_for_overwrite<unsigned char[]>(
        kZlibHeader + deflateRunsBound(filtered.size()) + kZlibTrailer);
    out.size = deflateRuns(filtered, b.last ? DeflateEnd::Final : DeflateEnd::SyncFlush,
                           out.buffer.get() + kZlibHeader);
    return out;
}

std::size_t hostBytesPerPixel(PngStream::Pixels p)
{
    using P = PngStream::Pixels;
    return p == P::Gray8 || p == P::Indexed8 ? 1 : p == P::Gray16 ? 2 : 4;
}

std::size_t pngBytesPerPixel(PngStream::Pixels p)
{
    using P = PngStream::Pixels;
    return p == P::Gray8 || p == P::Indexed8 ? 1 : p == P::Gray16 ? 2 : p == P::Rgb32 ? 3 : 4;
}

// IHDR's colour type (PNG 11.2.2).
unsigned char colourType(PngStream::Pixels p)
{
    using P = PngStream::Pixels;
    return p == P::Gray8 || p == P::Gray16 ? 0 : p == P::Indexed8 ? 3 : p == P::Rgb32 ? 2 : 6;
}

} // namespace

void setPngDeflater(PngDeflater deflater)
{
    g_deflater.store(deflater, std::memory_order_relaxed);
}

struct PngStream::Lib
{
    std::size_t hostRowBytes = 0, pngRowBytes = 0; // a row as it comes, and in the PNG
    std::vector<unsigned char> above;              // the last row sent, as it came
    std::vector<unsigned char> rows;               // the band's rows, as they came
    std::size_t bandRows = 1;
    std::deque<QFuture<Deflated>> inFlight;
    std::size_t maxInFlight = 2;
    uLong adler = 1;
    bool zlibHeaderWritten = false;
    bool finishing = false; // the last band is in flight
    bool failed = false;
};

PngStream::PngStream(QIODevice &out, int width, int height, Pixels pixels,
                     const QList<QRgb> &palette)
    : m_lib(std::make_unique<Lib>())
    , m_out(out)
    , m_width(width)
    , m_height(height)
    , m_pixels(pixels)
    , m_palette(pixels == Pixels::Indexed8 ? palette : QList<QRgb>())
{
    Lib &lib = *m_lib;
    const auto w = std::size_t(std::max(width, 0));
    lib.hostRowBytes = w * hostBytesPerPixel(pixels);
    lib.pngRowBytes = w * pngBytesPerPixel(pixels);
    lib.bandRows = std::max<std::size_t>(1, kBandBytes / (lib.pngRowBytes + 1));
    lib.rows.reserve(lib.bandRows * lib.hostRowBytes);
    lib.maxInFlight = std::size_t(std::max(2, util::idealThreads() + 1));
}

PngStream::~PngStream()
{
    // A band in flight holds no reference to the stream, but is waited for
    // so that none outlives it.
    for (QFuture<Deflated> &band : m_lib->inFlight)
        band.waitForFinished();
}

bool PngStream::writeChunk(const char type[4], const unsigned char *data, std::size_t size)
{
    if (m_lib->failed)
        return false;
    unsigned char head[8];
    qToBigEndian(quint32(size), head);
    std::memcpy(head + 4, type, 4);
    uLong crc = crc32(0, head + 4, 4);
    if (size)
        crc = crc32(crc, data, uInt(size));
    unsigned char tail[4];
    qToBigEndian(quint32(crc), tail);
    if (m_out.write(reinterpret_cast<const char *>(head), 8) != 8 ||
        (size && m_out.write(reinterpret_cast<const char *>(data), qint64(size)) != qint64(size)) ||
        m_out.write(reinterpret_cast<const char *>(tail), 4) != 4) {
        m_error = m_out.errorString();
        m_lib->failed = true;
        return false;
    }
    return true;
}

bool PngStream::writeHeader()
{
    if (m_lib->failed)
        return false;
    if (m_width < 1 || m_height < 1) {
        m_error = u"a PNG needs at least one pixel"_s;
        m_lib->failed = true;
        return false;
    }
    if (m_pixels == Pixels::Indexed8 && (m_palette.isEmpty() || m_palette.size() > 256)) {
        m_error = u"an indexed PNG needs 1 to 256 colours, not %1"_s.arg(m_palette.size());
        m_lib->failed = true;
        return false;
    }
    static const char signature[8] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};
    if (m_out.write(signature, 8) != 8) {
        m_error = m_out.errorString();
        m_lib->failed = true;
        return false;
    }
    unsigned char ihdr[13];
    qToBigEndian(quint32(m_width), ihdr);
    qToBigEndian(quint32(m_height), ihdr + 4);
    ihdr[8] = m_pixels == Pixels::Gray16 ? 16 : 8; // bits a channel
    ihdr[9] = colourType(m_pixels);
    ihdr[10] = ihdr[11] = ihdr[12] = 0; // deflate, adaptive filtering, no interlace
    if (!writeChunk("IHDR", ihdr, sizeof ihdr))
        return false;
    if (m_pixels != Pixels::Indexed8)
        return true;
    // The palette, and the alphas up to the last colour not opaque.
    std::vector<unsigned char> plte, trns;
    for (const QRgb c : m_palette) {
        plte.insert(plte.end(),
                    {static_cast<unsigned char>(qRed(c)), static_cast<unsigned char>(qGreen(c)),
                     static_cast<unsigned char>(qBlue(c))});
        trns.push_back(static_cast<unsigned char>(qAlpha(c)));
    }
    while (!trns.empty() && trns.back() == 0xff)
        trns.pop_back();
    return writeChunk("PLTE", plte.data(), plte.size()) &&
           (trns.empty() || writeChunk("tRNS", trns.data(), trns.size()));
}

bool PngStream::writeRow(const void *row)
{
    Lib &lib = *m_lib;
    if (lib.failed)
        return false;
    // Only a copy here: the threads put the rows in PNG's order and filter
    // them as they deflate.
    const auto *bytes = static_cast<const unsigned char *>(row);
    lib.rows.insert(lib.rows.end(), bytes, bytes + lib.hostRowBytes);
    if (lib.rows.size() >= lib.bandRows * lib.hostRowBytes)
        return sendBand(false);
    return true;
}

bool PngStream::sendBand(bool last)
{
    Lib &lib = *m_lib;
    while (lib.inFlight.size() >= lib.maxInFlight)
        if (!writeOldestBand())
            return false;
    Band band{m_pixels,
              m_width,
              lib.hostRowBytes,
              lib.pngRowBytes,
              lib.above,
              {},
              last,
              g_deflater.load(std::memory_order_relaxed)};
    if (lib.rows.size() >= lib.hostRowBytes && lib.hostRowBytes)
        lib.above.assign(lib.rows.end() - std::ptrdiff_t(lib.hostRowBytes), lib.rows.end());
    band.rows = std::move(lib.rows);
    // On the process's pool; a writer that waits for a band not yet begun
    // deflates it itself (QFuture::waitForFinished).
    lib.inFlight.push_back(
        QtConcurrent::run(QThreadPool::globalInstance(), deflateBand, std::move(band)));
    lib.rows = {};
    lib.rows.reserve(lib.bandRows * lib.hostRowBytes);
    return true;
}

bool PngStream::writeOldestBand()
{
    Lib &lib = *m_lib;
    Deflated d = lib.inFlight.front().takeResult();
    lib.inFlight.pop_front();
    // One zlib stream across the IDAT chunks: its header before the first
    // band, the combined Adler-32 after the last.
    unsigned char *begin = d.buffer.get() + kZlibHeader;
    unsigned char *end = begin + d.size;
    if (!lib.zlibHeaderWritten) {
        *--begin = 0x01; // fastest compression, and the check bits of 0x7801
        *--begin = 0x78; // deflate, a 32 KB window
        lib.zlibHeaderWritten = true;
    }
    lib.adler = adler32_combine(lib.adler, d.adler, z_off_t(d.length));
    if (lib.inFlight.empty() && lib.finishing) {
        qToBigEndian(quint32(lib.adler), end);
        end += kZlibTrailer;
    }
    return writeChunk("IDAT", begin, std::size_t(end - begin));
}

bool PngStream::finish()
{
    Lib &lib = *m_lib;
    if (lib.failed)
        return false;
    if (!sendBand(true))
        return false;
    lib.finishing = true;
    while (!lib.inFlight.empty())
        if (!writeOldestBand())
            return false;
    return writeChunk("IEND", nullptr, 0);
}

} // namespace terrain::exporting
