// export tiles: an XYZ pyramid of a region, or one shard of it, with its
// index and the Leaflet viewer; every shard writes the same index and
// viewer, so shards need no coordination and no merge.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/exports/tilepyramid.h"
#include "util/atomicfile.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

// The viewer's files, from the program's resources (web/, Leaflet vendored
// by scripts/vendor-leaflet.sh), and index.js: the index as a script, which
// a page opened from the disk may load where it may not fetch JSON.
void writeViewer(const QString &dir, const QByteArray &index)
{
    const std::pair<QString, QString> files[] = {
        {u":/web/tileviewer.html"_s, u"index.html"_s},
        {u":/web/vendor/leaflet/leaflet.js"_s, u"leaflet/leaflet.js"_s},
        {u":/web/vendor/leaflet/leaflet.css"_s, u"leaflet/leaflet.css"_s},
        {u":/web/vendor/leaflet/LICENSE"_s, u"leaflet/LICENSE"_s},
        {u":/web/vendor/leaflet/images/layers.png"_s, u"leaflet/images/layers.png"_s},
        {u":/web/vendor/leaflet/images/layers-2x.png"_s, u"leaflet/images/layers-2x.png"_s}};
    QDir().mkpath(dir + u"/leaflet/images"_s);
    for (const auto &[from, to] : files) {
        QFile in(from);
        QString why;
        if (!in.open(QIODevice::ReadOnly) ||
            !util::writeFileAtomically(dir + u'/' + to, in.readAll(), &why))
            throw CommandError(
                QString(dir + u'/' + to + u": cannot write: "_s + why).toStdString());
    }
    QString why;
    if (!util::writeFileAtomically(dir + u"/index.js"_s,
                                   "window.TERRAIN_TILES = " + index.trimmed() + ";\n", &why))
        throw CommandError(QString(dir + u"/index.js: cannot write: "_s + why).toStdString());
}

} // namespace

int runTiles(const Args &args)
{
    args.allowOnly(
        {u"--region"_s, u"--zoom"_s, u"--layers"_s, u"--shard"_s, u"--params"_s, u"-o"_s},
        u"export tiles"_s);
    for (const QString &required : {u"--region"_s, u"--zoom"_s, u"-o"_s})
        args.require(required);
    relf::PyramidRequest request;
    request.region = {args.number(u"--region"_s, 0), args.number(u"--region"_s, 1),
                      args.number(u"--region"_s, 2), args.number(u"--region"_s, 3)};
    const auto usage = [](const QString &why) {
        if (!why.isEmpty())
            throw UsageError("--" + why.toStdString());
    };
    usage(relf::parseZoomRange(args.value(u"--zoom"_s), &request.zoomMin, &request.zoomMax));
    usage(relf::parseLayers(args.valueOr(u"--layers"_s, u"map"_s), &request.map, &request.height));
    relf::Shard shard;
    if (args.has(u"--shard"_s))
        usage(relf::parseShard(args.value(u"--shard"_s), &shard));
    usage(relf::checkPyramid(request));
    const relf::RelfEvaluator terrain(loadParameters(args.value(u"--params"_s)));
    const QString dir = args.value(u"-o"_s);
    QString error;
    if (!relf::exportTiles(terrain, request, shard, dir, &error))
        throw CommandError(error.toStdString());
    writeViewer(dir, relf::pyramidIndex(request, terrain.parameters()));
    return 0;
}

} // namespace terrain::cli
