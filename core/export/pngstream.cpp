#include "pngstream.h"

#include <png.h>
#include <zlib.h>

#include <csetjmp>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

struct PngStream::Lib
{
    png_structp png = nullptr;
    png_infop info = nullptr;
    QString *error = nullptr;
    QIODevice *out = nullptr;
    bool failed = false;
};

namespace {

void onError(png_structp png, png_const_charp message)
{
    auto *lib = static_cast<PngStream::Lib *>(png_get_error_ptr(png));
    if (lib->error->isEmpty())
        *lib->error = QString::fromUtf8(message);
    lib->failed = true;
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) {}

void onWrite(png_structp png, png_bytep data, png_size_t length)
{
    auto *lib = static_cast<PngStream::Lib *>(png_get_io_ptr(png));
    if (lib->out->write(reinterpret_cast<const char *>(data), qint64(length)) != qint64(length)) {
        *lib->error = lib->out->errorString();
        png_error(png, "write failed");
    }
}

void onFlush(png_structp) {}

} // namespace

PngStream::PngStream(QIODevice &out, int width, int height, Pixels pixels)
    : m_lib(std::make_unique<Lib>())
    , m_out(out)
    , m_width(width)
    , m_height(height)
    , m_pixels(pixels)
{
    m_lib->error = &m_error;
    m_lib->out = &m_out;
    m_lib->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, m_lib.get(), onError, onWarning);
    if (m_lib->png)
        m_lib->info = png_create_info_struct(m_lib->png);
    if (!m_lib->png || !m_lib->info) {
        m_error = u"out of memory for the PNG encoder"_s;
        m_lib->failed = true;
    }
}

PngStream::~PngStream()
{
    if (m_lib->png)
        png_destroy_write_struct(&m_lib->png, m_lib->info ? &m_lib->info : nullptr);
}

bool PngStream::writeHeader()
{
    Lib *const lib = m_lib.get();
    if (lib->failed)
        return false;
    if (setjmp(png_jmpbuf(lib->png)))
        return false;
    png_set_write_fn(lib->png, lib, onWrite, onFlush);
    const bool gray = m_pixels == Pixels::Gray16;
    const int colour = gray                        ? PNG_COLOR_TYPE_GRAY
                       : m_pixels == Pixels::Rgb32 ? PNG_COLOR_TYPE_RGB
                                                   : PNG_COLOR_TYPE_RGB_ALPHA;
    png_set_IHDR(lib->png, lib->info, png_uint_32(m_width), png_uint_32(m_height), gray ? 16 : 8,
                 colour, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(lib->png, 1);
    png_set_compression_strategy(lib->png, Z_RLE);
    png_set_filter(lib->png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_write_info(lib->png, lib->info);
    // Rows arrive as the host holds them: 16-bit values and Qt's 32-bit
    // pixels (0xAARRGGBB) in its byte order.
    if constexpr (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
        if (gray)
            png_set_swap(lib->png);
        else
            png_set_bgr(lib->png);
    } else if (!gray) {
        png_set_swap_alpha(lib->png);
    }
    if (m_pixels == Pixels::Rgb32)
        png_set_filler(lib->png, 0,
                       Q_BYTE_ORDER == Q_LITTLE_ENDIAN ? PNG_FILLER_AFTER : PNG_FILLER_BEFORE);
    return true;
}

bool PngStream::writeRow(const void *row)
{
    Lib *const lib = m_lib.get();
    if (lib->failed)
        return false;
    if (setjmp(png_jmpbuf(lib->png)))
        return false;
    png_write_row(lib->png, static_cast<png_const_bytep>(row));
    return true;
}

bool PngStream::finish()
{
    Lib *const lib = m_lib.get();
    if (lib->failed)
        return false;
    if (setjmp(png_jmpbuf(lib->png)))
        return false;
    png_write_end(lib->png, nullptr);
    return true;
}

} // namespace terrain::exporting
