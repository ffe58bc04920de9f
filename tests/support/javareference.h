#pragma once
// The points of reference/expected.txt (made by reference/java/
// RelfReference.java, a transcription of the seed's class Terrain), read once
// for every check against them: the core's, the runtime's and the CLI's.

#include <QByteArray>
#include <QFile>
#include <QList>

#include <cstdlib>

namespace terrain::testing {

struct JavaPoint
{
    int line = 0;
    QByteArray xText, yText; // as printed, for messages and the CLI's input
    double x = 0, y = 0;
    int lake = 0;
    quint64 heightBits = 0, depthBits = 0;
    QByteArray terrain, feature, code; // code is empty where the file says "-"
    qint64 xr = 0, yr = 0;
};

// Every point of the file; a line that is not ten fields stops the test.
inline QList<JavaPoint> javaReferencePoints()
{
    QList<JavaPoint> out;
    QFile f(QStringLiteral(TERRAIN_SOURCE_DIR "/tests/reference/expected.txt"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open reference/expected.txt");
    int line = 0;
    while (!f.atEnd()) {
        const QByteArray text = f.readLine().trimmed();
        ++line;
        if (text.isEmpty() || text.startsWith('#'))
            continue;
        const QList<QByteArray> t = text.split(' ');
        if (t.size() != 10)
            qFatal("reference/expected.txt:%d: expected 10 fields", line);
        JavaPoint e;
        e.line = line;
        e.xText = t[0];
        e.yText = t[1];
        e.x = std::strtod(t[0].constData(), nullptr);
        e.y = std::strtod(t[1].constData(), nullptr);
        e.lake = t[2].toInt();
        e.heightBits = t[3].toULongLong(nullptr, 16);
        e.terrain = t[4];
        e.feature = t[5];
        e.code = t[6] == "-" ? QByteArray() : t[6];
        e.depthBits = t[7].toULongLong(nullptr, 16);
        e.xr = t[8].toLongLong();
        e.yr = t[9].toLongLong();
        out << e;
    }
    return out;
}

} // namespace terrain::testing
