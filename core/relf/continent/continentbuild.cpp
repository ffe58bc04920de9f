#include "continentbuild.h"

#include "continentpresets.h"
#include "continentsources.h"

#include "util/smallfile.h"

#include <QFile>
#include <QStringList>

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

bool edgesFromName(const std::string &name, relf::ContinentEdges *edges)
{
    if (name != "repeat" && name != "ocean")
        return false;
    *edges = name == "repeat" ? relf::ContinentEdges::Repeat : relf::ContinentEdges::Ocean;
    return true;
}

BuiltGrid builtFromShape(shape::FileShape shape, double coast)
{
    BuiltGrid built;
    built.grid = separated(gridFromShape(std::move(shape.grid)), coast);
    built.edges = shape.repeats ? relf::ContinentEdges::Repeat : relf::ContinentEdges::Ocean;
    built.source.kind = std::move(shape.kind);
    built.source.parameters = std::move(shape.parameters);
    return built;
}

std::optional<BuiltGrid> gridFromFile(const QString &path, const SourceOptions &options,
                                      QString *error, const std::atomic<bool> *cancel)
{
    if (const QString irregular = util::irregularFile(path, u"a continent's source"_s);
        !irregular.isEmpty()) {
        *error = path + u": "_s + irregular;
        return std::nullopt;
    }
    if (isPng(path)) {
        std::optional<relf::ContinentGrid> grid =
            gridFromPng(path, options.seaLevel, options.coast, error);
        if (!grid)
            return std::nullopt;
        BuiltGrid built;
        built.grid = separated(std::move(*grid), options.coast);
        built.edges = options.edges.value_or(relf::ContinentEdges::Ocean); // an island
        built.source.kind = "png";
        return built;
    }
    const shape::ShapeOptions shapeOptions{options.coast, options.polymapSize, options.threads};
    const std::vector<shape::ShapeSource> sources = shape::shapeSources();
    QStringList errors, nouns;
    for (const shape::ShapeSource &source : sources) {
        QString reason;
        std::optional<shape::FileShape> s = source.fromFile(path, shapeOptions, cancel, &reason);
        if (s) {
            BuiltGrid built = builtFromShape(std::move(*s), options.coast);
            built.edges = options.edges.value_or(built.edges);
            return built;
        }
        if (reason.isEmpty()) { // cancelled
            error->clear();
            return std::nullopt;
        }
        errors << reason;
        nouns << source.noun;
    }
    // None: say why in the terms of the one it claims to be.
    QByteArray head;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        head = f.read(4096);
    for (qsizetype i = 0; i < errors.size(); ++i)
        if (head.contains(sources[std::size_t(i)].formatName)) {
            *error = errors[i];
            return std::nullopt;
        }
    if (!f.exists() || !f.isOpen())
        *error = errors.value(0, u"%1: cannot read"_s.arg(path));
    else
        *error =
            u"%1: expected a %2 parameter file, or a grey PNG"_s.arg(path, nouns.join(u" or "_s));
    return std::nullopt;
}

} // namespace terrain::continent
