#include "continentbuild.h"

#include "coastline/coastlinefile.h"
#include "coastline/coastlinemap.h"
#include "continentpresets.h"
#include "continentsources.h"
#include "polymap/polymapfile.h"
#include "polymap/polymapmap.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace terrain::continent {

namespace {

std::shared_ptr<const relf::ContinentGrid> separated(relf::ContinentGrid grid, double coast)
{
    separateCoast(grid, coast, kCoastMargin);
    return std::make_shared<const relf::ContinentGrid>(std::move(grid));
}

bool isPng(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    return f.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8);
}

} // namespace

BuiltGrid gridFromCoastlineParameters(const coastline::CoastlineParameters &parameters,
                                      const SourceOptions &options)
{
    const coastline::CoastlineMapPtr map = coastline::generate(parameters, options.threads);
    BuiltGrid built;
    built.grid = separated(gridFromCoastline(*map, options.coast), options.coast);
    built.edges = relf::ContinentEdges::Repeat;
    built.source.kind = "coastline";
    built.source.parameters =
        QJsonDocument(coastline::toJson(parameters)).toJson(QJsonDocument::Compact).toStdString();
    return built;
}

std::optional<BuiltGrid> gridFromPolymapParameters(const polymap::PolymapParameters &parameters,
                                                   const SourceOptions &options,
                                                   const std::atomic<bool> *cancel)
{
    const polymap::PolymapMapPtr map = polymap::generate(parameters, {}, options.threads, cancel);
    if (!map)
        return std::nullopt;
    BuiltGrid built;
    built.grid =
        separated(gridFromPolymap(*map, options.polymapSize, options.coast), options.coast);
    built.edges = relf::ContinentEdges::Ocean;
    built.source.kind = "polymap";
    built.source.parameters =
        QJsonDocument(polymap::toJson(parameters)).toJson(QJsonDocument::Compact).toStdString();
    return built;
}

std::optional<BuiltGrid> gridFromFile(const QString &path, const SourceOptions &options,
                                      QString *error)
{
    if (isPng(path)) {
        std::optional<relf::ContinentGrid> grid =
            gridFromPng(path, options.seaLevel, options.coast, error);
        if (!grid)
            return std::nullopt;
        BuiltGrid built;
        built.grid = separated(std::move(*grid), options.coast);
        built.edges = relf::ContinentEdges::Repeat;
        built.source.kind = "png";
        return built;
    }
    const coastline::CoastlineReadResult coast = coastline::readCoastlineFile(path);
    if (coast.parameters)
        return gridFromCoastlineParameters(*coast.parameters, options);
    const polymap::PolymapReadResult island = polymap::readPolymapFile(path);
    if (island.parameters)
        return gridFromPolymapParameters(*island.parameters, options);
    // Neither: say why in the terms of the one it claims to be.
    QByteArray head;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        head = f.read(4096);
    if (head.contains(coastline::kFormatName))
        *error = coast.errors.join(u'\n');
    else if (head.contains(polymap::kFormatName))
        *error = island.errors.join(u'\n');
    else if (!f.exists() || !f.isOpen())
        *error = coast.errors.value(0, u"%1: cannot read"_s.arg(path));
    else
        *error =
            u"%1: expected a coastline or polygon-island parameter file, or a grey PNG"_s.arg(path);
    return std::nullopt;
}

} // namespace terrain::continent
