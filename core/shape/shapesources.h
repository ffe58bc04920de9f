#pragma once
// The generators whose files can give a shape (shapegrid.h): each registers
// a ShapeSource, named by the "format" of its files, through its entry in the
// generator lists (app/generators.cpp, app/cli/climain.cpp). A generator
// that builds on shapes asks here and never includes another generator.

#include "shapegrid.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace terrain::shape {

struct ShapeOptions
{
    double coast = 0.5;
    int raster = 1024; // cells a side, for a source drawn at any size
    int threads = 0;   // 0: all
};

struct FileShape
{
    ShapeGrid grid;
    bool repeats = true;    // the grid tiles the plane; false: ocean past it
    std::string kind;       // the source's kind, as a continent records it
    std::string parameters; // the source's parameters as compact JSON
};

struct ShapeSource
{
    QByteArray formatName; // the "format" of the generator's files
    QString noun;          // in a message: "a NOUN parameter file"
    // The shape of a file of this format; nullopt with *error ("path:
    // reason", one a line) when it is not one, nullopt with *error empty
    // when cancelled.
    std::function<std::optional<FileShape>(const QString &path, const ShapeOptions &options,
                                           const std::atomic<bool> *cancel, QString *error)>
        fromFile;
};

// Adds a source, or replaces the one of the same format (the lists may be
// built more than once). Safe from any thread.
void addShapeSource(const ShapeSource &source);
// Adds the source of each generator entry that has one (the studio's and
// the command line's lists alike), and gives the entries back.
template <class Entries> Entries withShapeSourcesAdded(Entries entries)
{
    for (const auto &entry : entries)
        if (entry.shapeSource.fromFile)
            addShapeSource(entry.shapeSource);
    return entries;
}
// Every source, in the order they were first added.
std::vector<ShapeSource> shapeSources();

} // namespace terrain::shape
