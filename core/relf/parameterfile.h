#pragma once
// The Relf parameter file: versioned JSON with a format name at the root.
// Reading validates every field and reports each problem as "path: reason"
// (e.g. "vectors.height[2].b: expected an integer"); a file with any error
// yields no parameters at all, so nothing is half-applied. Unknown fields are
// warnings; a newer version is refused. Writing is atomic.

#include "parameters.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace terrain::relf {

inline constexpr char kParameterFormat[] = "terrainstudio-relf";
inline constexpr int kParameterVersion = 1;

// Limits that keep a hostile file from exhausting memory.
inline constexpr int kMaxProfileLength = 65536;
inline constexpr int kMaxVectors = 256;
inline constexpr std::int32_t kMaxProfileValue = 1 << 20;
inline constexpr std::int32_t kMaxComponent = 1 << 24;
inline constexpr int kMaxPlaced = 1000000;
inline constexpr qint64 kMaxFileBytes = 64ll * 1024 * 1024;

struct ParameterReadResult
{
    std::optional<RelfParameters> parameters; // set only when errors is empty
    QStringList errors;
    QStringList warnings;
};

ParameterReadResult readParameters(const QByteArray &json);
ParameterReadResult readParameterFile(const QString &path);

QByteArray writeParameters(const RelfParameters &parameters);
// Atomic (QSaveFile): either the whole new file or the old one stays.
bool writeParameterFile(const RelfParameters &parameters, const QString &path, QString *error);

// Every problem of a parameter set, as "path: reason"; empty when valid.
QStringList validateParameters(const RelfParameters &parameters);

} // namespace terrain::relf
