#pragma once
// Failures read as terrain, not bytes.

#include "relf/terra.h"

#include <QTest>

namespace terrain::relf {
inline char *toString(const Terra &t)
{
    const QByteArray s =
        QByteArray("Terra(") + QByteArray::number(t.x, 'g', 17) + ' ' +
        QByteArray::number(t.y, 'g', 17) + " h=" + QByteArray::number(t.height, 'g', 17) +
        " d=" + QByteArray::number(t.depth, 'g', 17) + ' ' +
        QByteArray(terrainKindName(t.terrain).data(),
                   qsizetype(terrainKindName(t.terrain).size())) +
        ' ' + QByteArray(featureName(t.feature).data(), qsizetype(featureName(t.feature).size())) +
        ' ' + QByteArray::fromStdString(t.codeString()) + ')';
    return qstrdup(s.constData());
}
} // namespace terrain::relf
