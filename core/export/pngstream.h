#pragma once
// A PNG written a row at a time through libpng, so that a picture of any
// size needs only the rows in hand. Fast settings, chosen by measurement
// (docs/exports.md): the Up filter on every row, zlib level 1
// with run-length matches only (a 16384² map in 7.7 s instead of 11.5 s
// with level 1's usual matching, for a file 22 % larger).
//
// libpng reports errors by longjmp; every call into it is guarded here, so
// a failure (a full disk, say) is a false return with the reason, never a
// crash.

#include <QIODevice>
#include <QString>

#include <memory>

namespace terrain::exporting {

class PngStream
{
public:
    enum class Pixels
    {
        Gray16, // quint16 a pixel in the host's byte order
        Rgb32,  // QImage::Format_RGB32 rows: written as 8-bit RGB
        Argb32  // QImage::Format_ARGB32 rows (not premultiplied): 8-bit RGBA
    };

    PngStream(QIODevice &out, int width, int height, Pixels pixels);
    ~PngStream();
    PngStream(const PngStream &) = delete;
    PngStream &operator=(const PngStream &) = delete;

    // Each returns false once anything failed; error() says why.
    bool writeHeader();
    bool writeRow(const void *row);
    bool finish();
    QString error() const { return m_error; }

    struct Lib; // libpng's state and callbacks' context (pngstream.cpp)

private:
    std::unique_ptr<Lib> m_lib;
    QIODevice &m_out;
    int m_width, m_height;
    Pixels m_pixels;
    QString m_error;
};

} // namespace terrain::exporting
