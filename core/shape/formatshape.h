#pragma once
// What every generator's shape source does around its own arithmetic: the
// FileShape of a value (its grid, whether it tiles, the value as its file
// format writes it) and the ShapeSource that reads the generator's files
// with its JsonFormat. A generator gives only how its parameters make a
// grid (coastlineshape.cpp, polymapshape.cpp).

#include "shapesources.h"
#include "util/jsonformat.h"

#include <QJsonDocument>

#include <utility>

namespace terrain::shape {

// value's shape: grid, repeats, kind (as a continent records it) and value
// as compact JSON in format.
template <class Value>
FileShape fileShape(const util::JsonFormat<Value> &format, const Value &value, const char *kind,
                    bool repeats, ShapeGrid grid)
{
    FileShape s;
    s.grid = std::move(grid);
    s.repeats = repeats;
    s.kind = kind;
    s.parameters = QJsonDocument(format.toJson(value)).toJson(QJsonDocument::Compact).toStdString();
    return s;
}

// The files of format as a shape source: read (errors "path: reason" into
// *error), then shaped by shapeOf(value, options, cancel), which gives an
// empty grid when cancelled.
template <class Value, class ShapeOf>
ShapeSource formatShapeSource(const util::JsonFormat<Value> &format, const QString &noun,
                              ShapeOf shapeOf)
{
    ShapeSource source;
    source.formatName = QByteArray(format.name);
    source.noun = noun;
    source.fromFile = [&format, shapeOf](const QString &path, const ShapeOptions &options,
                                         const std::atomic<bool> *cancel,
                                         QString *error) -> std::optional<FileShape> {
        const auto read = format.readFile(path);
        if (!read.parameters) {
            *error = read.errors.join(u'\n');
            return std::nullopt;
        }
        FileShape s = shapeOf(*read.parameters, options, cancel);
        if (s.grid.samples.empty()) {
            error->clear(); // cancelled
            return std::nullopt;
        }
        return s;
    };
    return source;
}

} // namespace terrain::shape
