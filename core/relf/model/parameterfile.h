#pragma once
// The Relf parameter file for the studio: the runtime's reader
// (relf/json/parameterjson.h: versioned JSON, each problem as "path: reason",
// nothing half-applied, a newer version refused) with Qt's types, and the
// writer. Writing is atomic.

#include "relf/json/parameterjson.h"
#include "util/strictjson.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::relf {

using ParameterReadResult = util::ReadResult<RelfParameters>;

ParameterReadResult readParameters(const QByteArray &json);
ParameterReadResult readParameterFile(const QString &path);

QByteArray writeParameters(const RelfParameters &parameters);
// Atomic (QSaveFile): either the whole new file or the old one stays. An
// invalid set is not written (its file could not be read back).
bool writeParameterFile(const RelfParameters &parameters, const QString &path, QString *error);

// Every problem of a parameter set, as "path: reason"; empty when valid.
QStringList validateParameters(const RelfParameters &parameters);

} // namespace terrain::relf
