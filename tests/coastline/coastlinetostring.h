#pragma once
// QTest::toString for coastline types, so that a failed comparison reads as
// a coastline (its parameter file) rather than as bytes.

#include "coastline/coastlinefile.h"

#include <QTest>

namespace terrain::coastline {

inline char *toString(const CoastlineParameters &p)
{
    return qstrdup(kCoastlineFile.write(p).constData());
}

} // namespace terrain::coastline
