#pragma once
// What a generator brings to terrainstudio-cli: its commands, and its
// measurements for `bench`. climain.cpp takes them from
// registeredCliGenerators() and knows nothing else of them.

#include "shape/shapesources.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <initializer_list>
#include <utility>

namespace terrain::cli {

// Takes a command's arguments after its name and returns the exit code;
// usage errors throw UsageError (exit 2), failures CommandError (exit 1).
using CliRun = std::function<int(const QStringList &args)>;

struct CliCommand
{
    QString name;  // the word after terrainstudio-cli
    QString usage; // its lines for --help, each starting with two spaces
    CliRun run;
};

// A generator's commands with their --help read from its usage file, a Qt
// resource beside its commands' sources: blocks parted by a blank line,
// each the lines of one command, the first word of the first naming it;
// lines starting with # are notes for the reader. A command the file has
// no block for is an alias (randomize beside randomise): it runs, and the
// help lists it under the name it stands for. A block no command takes is
// a mistake of the build, and stops the program at its start.
QList<CliCommand> commandsOf(const QString &usageFile,
                             std::initializer_list<std::pair<QString, CliRun>> commands);

// Adds the generator's figures to the bench report (keys in snake_case with
// their unit, such as "coastline_ms_4096_1") and its lines to the text.
// paramsPath is the file given with --params when its format is this
// generator's, and empty otherwise (measure the built-in default then).
using BenchContribution =
    std::function<void(const QString &paramsPath, QJsonObject &report, QStringList &lines)>;

struct CliGenerator
{
    QString formatName; // the "format" of its parameter files
    QList<CliCommand> commands;
    BenchContribution bench;
    // What its files give other generators to build on (the continent
    // command); no fromFile when nothing.
    shape::ShapeSource shapeSource;
};

// Each generator's part, as its folder registers it (written into the build
// by cmake/generators.cmake).
QList<CliGenerator> registeredCliGenerators();

} // namespace terrain::cli
