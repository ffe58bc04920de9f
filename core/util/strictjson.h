#pragma once
// A strict reading of JSON (RFC 8259) before Qt parses it: Qt's parser lets
// through what a file must not hold, and the last of two equal keys silently
// wins. Here a duplicate key, a number such as `.5` or `01`, a NUL in a key
// and any other departure from the grammar is an error naming where it is,
// as "path: reason" (the path as the files' messages write it,
// `vectors.height[2].a`), or "(file): reason at byte N" when the text is not
// JSON at all.

#include <QByteArray>
#include <QString>

#include <optional>

namespace terrain::util {

// The first problem, or nothing when the text is strict JSON.
std::optional<QString> strictJsonProblem(const QByteArray &json);

} // namespace terrain::util
