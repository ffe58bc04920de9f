#include "exrstream.h"

#include "util/parallel.h"

#include <OpenEXR/ImfChannelList.h>
#include <OpenEXR/ImfFrameBuffer.h>
#include <OpenEXR/ImfHeader.h>
#include <OpenEXR/ImfIO.h>
#include <OpenEXR/ImfOutputFile.h>
#include <OpenEXR/ImfThreading.h>

#include <exception>

using namespace Qt::StringLiterals;

namespace terrain::exporting {

namespace {

// OpenEXR's output stream over a Qt device (a QSaveFile: it seeks back to
// write the line offsets).
class DeviceStream : public Imf::OStream
{
public:
    explicit DeviceStream(QIODevice &device)
        : Imf::OStream("exr")
        , m_device(device)
    {
    }
    void write(const char c[], int n) override
    {
        if (m_device.write(c, n) != n)
            throw std::runtime_error(m_device.errorString().toStdString());
    }
    uint64_t tellp() override { return uint64_t(m_device.pos()); }
    void seekp(uint64_t pos) override
    {
        if (!m_device.seek(qint64(pos)))
            throw std::runtime_error(m_device.errorString().toStdString());
    }

private:
    QIODevice &m_device;
};

} // namespace

struct ExrStream::Lib
{
    std::unique_ptr<DeviceStream> stream;
    std::unique_ptr<Imf::OutputFile> file;
    bool failed = false;
};

ExrStream::ExrStream(QIODevice &out, int width, int height)
    : m_lib(std::make_unique<Lib>())
    , m_width(width)
{
    try {
        Imf::setGlobalThreadCount(util::idealThreads());
        Imf::Header header(width, height);
        header.compression() = Imf::ZIP_COMPRESSION;
        header.channels().insert("Y", Imf::Channel(Imf::FLOAT));
        m_lib->stream = std::make_unique<DeviceStream>(out);
        m_lib->file = std::make_unique<Imf::OutputFile>(*m_lib->stream, header);
    } catch (const std::exception &e) {
        m_error = QString::fromUtf8(e.what());
        m_lib->failed = true;
    }
}

ExrStream::~ExrStream() = default;

bool ExrStream::writeRows(const float *rows, int count)
{
    if (m_lib->failed)
        return false;
    try {
        // The band's first row is the file's row `first`.
        const int first = m_lib->file->currentScanLine();
        Imf::FrameBuffer frame;
        const std::size_t stride = sizeof(float) * std::size_t(m_width);
        frame.insert("Y", Imf::Slice::Make(Imf::FLOAT, rows, Imath::V2i(0, first), m_width, count,
                                           sizeof(float), stride));
        m_lib->file->setFrameBuffer(frame);
        m_lib->file->writePixels(count);
        return true;
    } catch (const std::exception &e) {
        m_error = QString::fromUtf8(e.what());
        m_lib->failed = true;
        return false;
    }
}

bool ExrStream::finish()
{
    if (m_lib->failed)
        return false;
    try {
        m_lib->file.reset(); // writes the line offsets (errors end up in the device)
        return true;
    } catch (const std::exception &e) {
        m_error = QString::fromUtf8(e.what());
        return false;
    }
}

} // namespace terrain::exporting
