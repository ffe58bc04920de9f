#pragma once
// A single-channel 32-bit float OpenEXR picture written a band of rows at a
// time (OpenEXR from Debian: the format engines and GDAL read for float
// heightmaps). The channel is "Y", ZIP-compressed in blocks of 16 rows on
// OpenEXR's own threads. OpenEXR reports errors by exception; every call
// into it is guarded here, so a failure is a false return with the reason.

#include <QIODevice>
#include <QString>

#include <memory>

namespace terrain::exporting {

class ExrStream
{
public:
    ExrStream(QIODevice &out, int width, int height);
    ~ExrStream();
    ExrStream(const ExrStream &) = delete;
    ExrStream &operator=(const ExrStream &) = delete;

    // count rows of `width` floats each, the next ones from the top.
    bool writeRows(const float *rows, int count);
    // Writes the line offsets; false when anything failed.
    bool finish();
    QString error() const { return m_error; }

    struct Lib; // OpenEXR's file and stream (exrstream.cpp)

private:
    std::unique_ptr<Lib> m_lib;
    int m_width;
    QString m_error;
};

} // namespace terrain::exporting
