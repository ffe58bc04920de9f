#pragma once
// The coastline parameter file: JSON with the format name and version at its
// root.
//
//   {
//     "format": "terrainstudio-coastline", "version": 1,
//     "size": 128, "seed": 1999, "random": "fast" | "java", "startGrid": 2,
//     "start": ["00", "01"],            one string a row, one digit a cell
//     "landTypes": [{"name": "Sea", "colour": "#0000ff"}, ...],
//     "heights": {"enabled": false, "amplitude": 30, "roughness": 0.5,
//                 "seaLevel": 0, "base": [-20, 20]}
//   }
//
// A seed beyond ±2^53 (which a JSON number cannot hold exactly) is written
// as a string of digits. Reading reports every problem as "path: reason"
// (e.g. "start[3][2]: land type 7 is not in landTypes (2 types)"); a file
// with any error yields no parameters, so nothing is half-applied. Unknown
// fields are warnings; a newer version is refused. Writing is atomic, and
// save, load, save gives the same bytes.

#include "coastlineparameters.h"
#include "util/strictjson.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::coastline {

inline constexpr char kFormatName[] = "terrainstudio-coastline";
inline constexpr int kFormatVersion = 1;
inline QString formatName()
{
    return QString::fromLatin1(kFormatName);
}

// A file larger than this is no parameter file.
inline constexpr qint64 kMaxFileBytes = 4ll * 1024 * 1024;

using CoastlineReadResult = util::ReadResult<CoastlineParameters>;

CoastlineReadResult fromJson(const QJsonObject &root);
CoastlineReadResult readCoastline(const QByteArray &json);
// Errors and warnings start with the path ("PATH: start[0][1]: ...").
CoastlineReadResult readCoastlineFile(const QString &path);

QJsonObject toJson(const CoastlineParameters &parameters);
QByteArray writeCoastline(const CoastlineParameters &parameters);
// Atomic (QSaveFile): either the whole new file or the old one stays. An
// invalid set is not written (its file could not be read back).
bool writeCoastlineFile(const CoastlineParameters &parameters, const QString &path, QString *error);

} // namespace terrain::coastline
