#include "pngstream.h"

#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <cstring>
#include <deque>
#include <future>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// About this many bytes of filtered rows to a band: enough that a band's
// sync flush (5 bytes) and its thread cost nothing, few enough that the
// bands in flight stay small.
constexpr std::size_t kBandBytes = std::size_t(1) << 21;

// A band of filtered rows deflated on its own: a raw deflate stream that
// ends on a byte boundary (sync flush) or, for the last band, finishes the
// stream; with the band's Adler-32 and length, so that the checksums of all
// bands combine into the zlib stream's.
struct Deflated
{
    std::vector<unsigned char> bytes;
    uLong adler = 1;
    std::size_t length = 0;
    bool ok = true;
};

Deflated deflateBand(const std::vector<unsigned char> &in, bool last)
{
    Deflated out;
    out.length = in.size();
    out.adler = adler32(1, in.data(), uInt(in.size()));
    z_stream z{};
    // Level 1 with run-length matches only: with the Up filter, a map's
    // runs of one colour and a heightmap's smooth rows are what there is to
    // find (docs/exports.md).
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 8, Z_RLE) != Z_OK) {
        out.ok = false;
        return out;
    }
    out.bytes.resize(deflateBound(&z, uLong(in.size())) + 16);
    z.next_in = const_cast<Bytef *>(in.data());
    z.avail_in = uInt(in.size());
    z.next_out = out.bytes.data();
    z.avail_out = uInt(out.bytes.size());
    const int rc = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
    out.ok = last ? rc == Z_STREAM_END : rc == Z_OK && z.avail_in == 0;
    out.bytes.resize(out.bytes.size() - z.avail_out);
    deflateEnd(&z);
    return out;
}

void appendBigEndian(std::vector<unsigned char> &to, quint32 value)
{
    unsigned char b[4];
    qToBigEndian(value, b);
    to.insert(to.end(), b, b + 4);
}

} // namespace

struct PngStream::Lib
{
    int channels = 0, depth = 8;           // bytes of a pixel's channel: 8 or 16 bits
    std::size_t rowBytes = 0;              // of the image's rows, filter byte excluded
    std::vector<unsigned char> above, row; // the image's previous row and this one
    std::vector<unsigned char> band;       // filtered rows not yet deflated
    std::size_t bandRows = 1;
    std::deque<std::future<Deflated>> inFlight;
    std::size_t maxInFlight = 2;
    uLong adler = 1;
    bool zlibHeaderWritten = false;
    bool failed = false;
};

PngStream::PngStream(QIODevice &out, int width, int height, Pixels pixels)
    : m_lib(std::make_unique<Lib>())
    , m_out(out)
    , m_width(width)
    , m_height(height)
    , m_pixels(pixels)
{
    Lib &lib = *m_lib;
    lib.channels = pixels == Pixels::Gray16 ? 1 : pixels == Pixels::Rgb32 ? 3 : 4;
    lib.depth = pixels == Pixels::Gray16 ? 16 : 8;
    lib.rowBytes = std::size_t(std::max(width, 0)) * std::size_t(lib.channels * lib.depth / 8);
    lib.above.assign(lib.rowBytes, 0);
    lib.row.resize(lib.rowBytes);
    lib.bandRows = std::max<std::size_t>(1, kBandBytes / (lib.rowBytes + 1));
    lib.band.reserve(lib.bandRows * (lib.rowBytes + 1));
    lib.maxInFlight = std::max(2u, std::thread::hardware_concurrency() + 1);
}

PngStream::~PngStream() = default; // a band in flight is waited for (std::future)

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
    static const char signature[8] = {'\x89', 'P', 'N', 'G', '\r', '\n', '\x1a', '\n'};
    if (m_out.write(signature, 8) != 8) {
        m_error = m_out.errorString();
        m_lib->failed = true;
        return false;
    }
    unsigned char ihdr[13];
    qToBigEndian(quint32(m_width), ihdr);
    qToBigEndian(quint32(m_height), ihdr + 4);
    ihdr[8] = static_cast<unsigned char>(m_lib->depth);
    ihdr[9] = m_pixels == Pixels::Gray16 ? 0 : m_pixels == Pixels::Rgb32 ? 2 : 6; // colour type
    ihdr[10] = ihdr[11] = ihdr[12] = 0; // deflate, adaptive filtering, no interlace
    return writeChunk("IHDR", ihdr, sizeof ihdr);
}

bool PngStream::writeRow(const void *row)
{
    Lib &lib = *m_lib;
    if (lib.failed)
        return false;
    // The row in PNG's byte order: 16-bit values big-endian, Qt's 32-bit
    // pixels (0xAARRGGBB as the host holds them) as R, G, B (and A).
    unsigned char *to = lib.row.data();
    if (m_pixels == Pixels::Gray16) {
        const auto *v = static_cast<const quint16 *>(row);
        for (int x = 0; x < m_width; ++x, to += 2)
            qToBigEndian(v[x], to);
    } else {
        const auto *p = static_cast<const quint32 *>(row);
        const bool alpha = m_pixels == Pixels::Argb32;
        for (int x = 0; x < m_width; ++x) {
            const quint32 c = p[x];
            *to++ = static_cast<unsigned char>(c >> 16);
            *to++ = static_cast<unsigned char>(c >> 8);
            *to++ = static_cast<unsigned char>(c);
            if (alpha)
                *to++ = static_cast<unsigned char>(c >> 24);
        }
    }
    // The Up filter: each byte less the byte above it.
    lib.band.push_back(2);
    for (std::size_t i = 0; i < lib.rowBytes; ++i)
        lib.band.push_back(static_cast<unsigned char>(lib.row[i] - lib.above[i]));
    lib.above.swap(lib.row);
    if (lib.band.size() >= lib.bandRows * (lib.rowBytes + 1))
        return sendBand(false);
    return true;
}

bool PngStream::sendBand(bool last)
{
    Lib &lib = *m_lib;
    while (lib.inFlight.size() >= lib.maxInFlight)
        if (!writeOldestBand())
            return false;
    lib.inFlight.push_back(std::async(std::launch::async, deflateBand, std::move(lib.band), last));
    lib.band = {};
    lib.band.reserve(lib.bandRows * (lib.rowBytes + 1));
    return true;
}

bool PngStream::writeOldestBand()
{
    Lib &lib = *m_lib;
    Deflated d = lib.inFlight.front().get();
    lib.inFlight.pop_front();
    if (!d.ok) {
        m_error = u"the PNG's deflate stream failed"_s;
        lib.failed = true;
        return false;
    }
    // One zlib stream across the IDAT chunks: its header before the first
    // band, the combined Adler-32 after the last.
    if (!lib.zlibHeaderWritten) {
        d.bytes.insert(d.bytes.begin(), {0x78, 0x01});
        lib.zlibHeaderWritten = true;
    }
    lib.adler = adler32_combine(lib.adler, d.adler, z_off_t(d.length));
    if (lib.inFlight.empty() && lib.band.empty() && m_finishing)
        appendBigEndian(d.bytes, quint32(lib.adler));
    return writeChunk("IDAT", d.bytes.data(), d.bytes.size());
}

bool PngStream::finish()
{
    Lib &lib = *m_lib;
    if (lib.failed)
        return false;
    if (!sendBand(true))
        return false;
    m_finishing = true;
    while (!lib.inFlight.empty())
        if (!writeOldestBand())
            return false;
    return writeChunk("IEND", nullptr, 0);
}

} // namespace terrain::exporting
