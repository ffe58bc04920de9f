#pragma once
// The polygon map file: JSON with the format name and version at its root.
//
//   {
//     "format": "terrainstudio-polymap", "version": 1,
//     "seed": 85882, "points": "relaxed", "regions": 2000, "relaxations": 2,
//     "island": "radial", "islandFactor": 1.07, "noiseScale": 1, "landRatio": 0.5,
//     "lakeThreshold": 0.3, "rivers": -1,
//     "noisyEdges": true, "noiseAmount": 0.5, "smoothTransitions": false,
//     "roads": true, "lava": true,
//     "paint": ["0000…", …]      kPaintGrid strings of kPaintGrid digits 0/1/2, or absent
//   }
//
// As the other generators' files: every problem "path: reason", a file with
// any error yields no parameters (nothing half-applied), unknown fields are
// warnings, a newer version is refused, a seed beyond ±2^53 is a string of
// digits, writing is atomic and save, load, save gives the same bytes.

#include "polymapparameters.h"
#include "util/strictjson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::polymap {

inline constexpr char kFormatName[] = "terrainstudio-polymap";
inline constexpr int kFormatVersion = 1;
inline QString formatName()
{
    return QString::fromLatin1(kFormatName);
}
inline constexpr qint64 kMaxFileBytes = 4ll * 1024 * 1024;

using PolymapReadResult = util::ReadResult<PolymapParameters>;

PolymapReadResult fromJson(const QJsonObject &root);
PolymapReadResult readPolymap(const QByteArray &json);
// Errors and warnings start with the path ("PATH: regions: ...").
PolymapReadResult readPolymapFile(const QString &path);

QJsonObject toJson(const PolymapParameters &parameters);
QByteArray writePolymap(const PolymapParameters &parameters);
bool writePolymapFile(const PolymapParameters &parameters, const QString &path, QString *error);

} // namespace terrain::polymap
