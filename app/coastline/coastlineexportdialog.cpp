#include "coastlineexportdialog.h"

#include "coastline/exports/coastlineexport.h"

using namespace Qt::StringLiterals;

namespace terrain::app {

CoastlineExportDialog::CoastlineExportDialog(std::shared_ptr<const coastline::CoastlineMap> map,
                                             QWidget *parent)
    : ExportDialogFrame(tr("Export Coastline"), parent)
    , m_map(std::move(map))
{
    addKind(tr("Map picture (PNG, the step shown)"), Map, QStringLiteral("png"), u"map"_s);
    addKind(tr("Type map (indexed PNG)"), Types, QStringLiteral("png"), u"types"_s);
    addKind(tr("Heightmap (16-bit PNG)"), Heightmap, QStringLiteral("png"), u"heightmap"_s);
    addKind(tr("Heightmap (16-bit RAW)"), HeightmapRaw, QStringLiteral("raw"), u"heightmap"_s);
    addKind(tr("Tiled map (.tmj)"), Tiled, QStringLiteral("tmj"), u"tiled"_s);
    addKind(tr("Text rows (.txt, as the applet)"), Text, QStringLiteral("txt"), u"rows"_s);
    finish(QStringLiteral("coastline.png"), QStringLiteral("coastline"));
}

QString CoastlineExportDialog::summary(int kind) const
{
    const int n = m_map->size();
    const bool heights = kind == Heightmap || kind == HeightmapRaw;
    QString text = tr("%L1 × %L1 cells, one pixel or sample a cell.").arg(n);
    if (heights && !m_map->hasHeights())
        text += tr(" This coastline has no heights: turn them on in the Coastline panel.");
    if (kind == Tiled)
        text += tr(" One tile per land type; the tileset picture is written beside the map.");
    return text;
}

QString CoastlineExportDialog::write(const coastline::CoastlineMap &map, int step, Kind kind,
                                     const QString &path,
                                     const std::function<bool(double)> &progress)
{
    QString error;
    bool ok = false;
    switch (kind) {
    case Map:
        ok = coastline::exportColourPng(map, step, path, &error, progress);
        break;
    case Types:
        ok = coastline::exportTypePng(map, path, &error);
        break;
    case Heightmap:
    case HeightmapRaw:
        ok = coastline::exportHeightmap(map,
                                        kind == HeightmapRaw ? exporting::HeightFormat::Raw16
                                                             : exporting::HeightFormat::Png16,
                                        path, &error, progress);
        break;
    case Tiled:
        ok = coastline::exportTmj(map, path, &error);
        break;
    case Text:
        ok = coastline::exportText(map, path, &error);
        break;
    }
    return ok ? QString() : error;
}

void CoastlineExportDialog::exec(std::shared_ptr<const coastline::CoastlineMap> map, int step,
                                 QWidget *parent, const std::function<void(const QString &)> &done)
{
    CoastlineExportDialog(map, parent)
        .execAndRun(
            [map, step](int kind, const QString &path) -> BackgroundJob {
                return [=](const exporting::Progress &progress) {
                    return write(*map, step, Kind(kind), path, progress);
                };
            },
            done);
}

} // namespace terrain::app
