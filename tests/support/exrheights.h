#pragma once
// Reading a float heightmap as a game engine's importer does, with OpenEXR:
// the one "Y" channel of a scanline EXR, row after row, and its size. Empty
// values when the picture's window does not start at (0, 0).

#include <QFile>
#include <QString>

#include <OpenEXR/ImfFrameBuffer.h>
#include <OpenEXR/ImfHeader.h>
#include <OpenEXR/ImfInputFile.h>

#include <vector>

namespace terrain::testing {

struct ExrHeights
{
    int width = 0, height = 0;
    std::vector<float> values;
};

inline ExrHeights readExrHeights(const QString &path)
{
    Imf::InputFile file(QFile::encodeName(path).constData());
    const Imath::Box2i window = file.header().dataWindow();
    ExrHeights out;
    out.width = window.max.x - window.min.x + 1;
    out.height = window.max.y - window.min.y + 1;
    if (window.min.x != 0 || window.min.y != 0)
        return out;
    out.values.resize(std::size_t(out.width) * std::size_t(out.height));
    Imf::FrameBuffer frame;
    frame.insert("Y", Imf::Slice(Imf::FLOAT, reinterpret_cast<char *>(out.values.data()),
                                 sizeof(float), sizeof(float) * std::size_t(out.width)));
    file.setFrameBuffer(frame);
    file.readPixels(0, out.height - 1);
    return out;
}

} // namespace terrain::testing
