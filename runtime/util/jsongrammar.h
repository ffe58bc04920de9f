#pragma once
// A strict reading of JSON's grammar (RFC 8259) before a parser builds the
// tree: parsers let through what a file must not hold, and the last of two
// equal keys silently wins. Here a duplicate key, a number such as `.5` or
// `01`, a NUL in a key and any other departure from the grammar is an error
// naming where it is, as "path: reason" (the path as the files' messages
// write it, `vectors.height[2].a`), or "(file): not valid JSON at byte N:
// reason" when the text is not JSON at all. Nested at most 256 deep. A
// text that starts with a UTF-8 byte-order mark is refused by that name.

#include <optional>
#include <string>
#include <string_view>

namespace terrain::util {

// The first problem, or nothing when the text is strict JSON.
std::optional<std::string> strictJsonProblem(std::string_view json);

} // namespace terrain::util
