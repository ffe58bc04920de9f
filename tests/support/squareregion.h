#pragma once
// The export tests' check that a square region's heightmap keeps the bytes
// it always had: the region -300 -1500 512 512 of the 1983 reference, as
// terrainstudio-cli wrote it before heightmaps followed a region's shape.

#include "export/heightmapwriter.h"
#include "testfiles.h"

#include <QTest>

#include <functional>

namespace terrain::testing {

// The writer is given the region, the path and where to put its error.
using HeightmapWrite =
    std::function<bool(const exporting::Region &region, const QString &path, QString *error)>;

// write makes FILE of the square region; its heights and its sidecar have
// the SHA-256 (hex) fileHash and sidecarHash (heightmapHashes).
inline void checkSquareRegion(const QString &file, const QByteArray &fileHash,
                              const QByteArray &sidecarHash, const HeightmapWrite &write)
{
    OutputFile out(file);
    QVERIFY2(write({-300, -1500, 512, 512}, out.path, &out.error), qPrintable(out.error));
    const auto [heights, sidecar] = heightmapHashes(out.path);
    QCOMPARE(heights, fileHash);
    QCOMPARE(sidecar, sidecarHash);
}

} // namespace terrain::testing
