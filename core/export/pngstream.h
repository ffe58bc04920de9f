#pragma once
// A PNG written a row at a time, so that a picture of any size needs only
// the rows in hand, and deflated on every core: the rows gather in bands of
// about 1 MB, each band is filtered and deflated as a task on the process's
// thread pool and ends on a sync flush (pigz's method), and the bands'
// Adler-32 checksums combine (zlib's adler32_combine), so that the IDAT
// chunks hold one valid zlib stream. At most a band a core (and one more)
// is in flight. Fast settings, chosen by measurement (docs/exports.md): the
// Up filter on every row, and zlib's Z_RLE matching encoded by
// rundeflate.h at several times zlib's speed. The same rows give the same
// bytes on any number of cores. A failure (a full disk, say) is a false
// return with the reason.

#include <QIODevice>
#include <QList>
#include <QRgb>
#include <QString>

#include <cstddef>
#include <memory>

namespace terrain::exporting {

// How the bands are deflated: the run-length encoder, or zlib at level 1
// with Z_RLE, the settings it replaced, kept so that the benchmarks measure
// the one against the other in the same run. For the whole process; the
// run-length encoder unless set.
enum class PngDeflater
{
    Runs,
    Zlib
};
void setPngDeflater(PngDeflater deflater);

class PngStream
{
public:
    enum class Pixels
    {
        Gray16,  // quint16 a pixel in the host's byte order
        Rgb32,   // QImage::Format_RGB32 rows: written as 8-bit RGB
        Argb32,  // QImage::Format_ARGB32 rows (not premultiplied): 8-bit RGBA
        Gray8,   // a byte a pixel (QImage::Format_Grayscale8)
        Indexed8 // a palette index a pixel (QImage::Format_Indexed8), with a palette
    };

    // An indexed picture's palette (1 to 256 colours, with their alphas)
    // is given to the constructor; the other kinds have none.
    PngStream(QIODevice &out, int width, int height, Pixels pixels,
              const QList<QRgb> &palette = {});
    ~PngStream();
    PngStream(const PngStream &) = delete;
    PngStream &operator=(const PngStream &) = delete;

    // Each returns false once anything failed; error() says why.
    bool writeHeader();
    bool writeRow(const void *row);
    bool finish();
    QString error() const { return m_error; }

    struct Lib; // the rows, the bands and the zlib stream's state (pngstream.cpp)

private:
    bool writeChunk(const char type[4], const unsigned char *data, std::size_t size);
    // The band gathered so far, handed to a thread (the stream's last: it
    // finishes the deflate stream).
    bool sendBand(bool last);
    bool writeOldestBand();

    std::unique_ptr<Lib> m_lib;
    QIODevice &m_out;
    int m_width, m_height;
    Pixels m_pixels;
    QList<QRgb> m_palette;
    QString m_error;
};

} // namespace terrain::exporting
