#pragma once
// What kind of parameter file a path holds, for the commands that take any
// generator's file (bench --params) or one kind only (planet, stars).

#include "args.h"
#include "cliio.h"

#include <QString>
#include <QTextStream>

#include <optional>

namespace terrain::cli {

// The largest parameter file any reader takes (a Relf file, 64 MiB).
inline constexpr qint64 kMaxParameterFileBytes = qint64(64) << 20;

// The "format" name at the root of the file, read as the readers read it
// (util::readSmallFile): a FIFO, a device or a folder is refused before it
// is opened, so nothing blocks. Throws CommandError "PATH: reason" when the
// file cannot be read; empty when it is not JSON or names no format.
QString formatOfFile(const QString &path);

// Throws CommandError "PATH: ..." naming what the file is unless its format
// is `format`; `kind` names what was expected ("a planet file").
void requireFormat(const QString &path, const QString &format, const QString &kind);

// What a generator's file reader read (value, nothing when it refused the
// file): its warnings go to standard error, its errors throw CommandError.
template <typename Value, typename ReadResult>
Value readOrThrow(const std::optional<Value> &value, const ReadResult &read)
{
    for (const QString &w : read.warnings)
        err() << "warning: " << w << Qt::endl;
    if (!value)
        throw CommandError(read.errors.join(u'\n').toStdString());
    return *value;
}

} // namespace terrain::cli
