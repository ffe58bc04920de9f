#include "exportdialog.h"

#include "editor/dialogmemory.h"

#include "document/backgroundtask.h"

#include "export/gltfwriter.h"
#include "export/mappicture.h"
#include "relf/exports/enginepresets.h"
#include "relf/exports/geojsonexport.h"
#include "relf/exports/mapexport.h"
#include "relf/exports/objectlist.h"
#include "relf/exports/omapexport.h"
#include "relf/exports/splatexport.h"
#include "relf/exports/tiledexport.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QStackedWidget>

#include <cmath>

using namespace Qt::StringLiterals;

namespace terrain::app {

relf::GridSize ExportRequest::heightmapGrid() const
{
    const std::optional<relf::Engine> e = relf::engineFromName(engine);
    return e ? relf::engineGrid(*e, region, size) : relf::heightmapGrid(region, size);
}

ExportDialog::ExportDialog(const exporting::Region &view, double metresPerPixel, QWidget *parent)
    : ExportDialogFrame(tr("Export"), parent)
{
    addKind(tr("Map"), ExportRequest::Map, {}, u"map"_s);
    addKind(tr("Heightmap"), ExportRequest::Heightmap, {}, u"heightmap"_s);
    addKind(tr("Mesh (OBJ)"), ExportRequest::Mesh, QStringLiteral("obj"), u"mesh"_s);
    addKind(tr("Mesh with map colours (glTF binary)"), ExportRequest::MeshGlb,
            QStringLiteral("glb"), u"mesh"_s);
    addKind(tr("Splat maps (terrain kinds as RGBA weights)"), ExportRequest::Splat,
            QStringLiteral("png"), u"splat"_s);
    addKind(tr("Object list (buildings, features, streams, roads)"), ExportRequest::Objects, {},
            u"objects"_s);
    const QString names[4] = {tr("West edge x:"), tr("South edge y:"), tr("Width (m):"),
                              tr("Height (m):")};
    const double values[4] = {view.x0, view.y0, view.width, view.height};
    for (int i = 0; i < 4; ++i) {
        m_region[i] = new QDoubleSpinBox(this);
        m_region[i]->setRange(i < 2 ? -1e15 : 1, 1e15);
        m_region[i]->setDecimals(1);
        m_region[i]->setValue(values[i]);
        addRow(names[i], m_region[i]);
    }
    m_options = new QStackedWidget(this);
    auto *mapPage = new QWidget(m_options);
    auto *mapForm = new QFormLayout(mapPage);
    m_scale = new QDoubleSpinBox(mapPage);
    m_scale->setRange(1.0 / 64, 1024);
    m_scale->setDecimals(3);
    m_scale->setValue(metresPerPixel);
    mapForm->addRow(tr("Metres per pixel:"), m_scale);
    m_mapFormat = new QComboBox(mapPage);
    m_mapFormat->addItem(tr("PNG picture"), QStringLiteral("png"));
    m_mapFormat->addItem(tr("SVG vector map"), QStringLiteral("svg"));
    m_mapFormat->addItem(tr("PDF vector map"), QStringLiteral("pdf"));
    m_mapFormat->addItem(tr("Tiled map, one tile a pixel (.tmj)"), QStringLiteral("tmj"));
    m_mapFormat->addItem(tr("OpenOrienteering Mapper, ISOM 2017-2 (.omap)"),
                         QStringLiteral("omap"));
    mapForm->addRow(tr("Format:"), m_mapFormat);
    auto *heightPage = new QWidget(m_options);
    auto *heightForm = new QFormLayout(heightPage);
    m_engine = new QComboBox(heightPage);
    m_engine->addItem(tr("None"), QString());
    m_engine->addItem(tr("Unity"), QStringLiteral("unity"));
    m_engine->addItem(tr("Unreal"), QStringLiteral("unreal"));
    m_engine->addItem(tr("Godot"), QStringLiteral("godot"));
    heightForm->addRow(tr("Engine preset:"), m_engine);
    m_size = new QComboBox(heightPage);
    m_sizeLabel = new QLabel(heightPage);
    heightForm->addRow(m_sizeLabel, m_size);
    m_heightFormat = new QComboBox(heightPage);
    heightForm->addRow(tr("Format:"), m_heightFormat);
    auto *objectsPage = new QWidget(m_options);
    auto *objectsForm = new QFormLayout(objectsPage);
    m_objectFormat = new QComboBox(objectsPage);
    m_objectFormat->addItem(tr("CSV (kind, x, y, z, rotation, scale)"), QStringLiteral("csv"));
    m_objectFormat->addItem(tr("JSON"), QStringLiteral("json"));
    m_objectFormat->addItem(tr("GeoJSON (rivers, streams and roads as lines, for GIS)"),
                            QStringLiteral("geojson"));
    objectsForm->addRow(tr("Format:"), m_objectFormat);
    m_options->addWidget(mapPage);
    m_options->addWidget(heightPage);
    m_options->addWidget(objectsPage);
    addRow(QString(), m_options);
    updateChoices(); // the sizes and formats the engine allows
    // The engine first gives its choices, then the file its suffix.
    connect(m_engine, &QComboBox::currentIndexChanged, this, &ExportDialog::updateChoices);
    for (QComboBox *c : {m_mapFormat, m_engine, m_heightFormat, m_objectFormat})
        connect(c, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSuffix);
    connect(m_size, &QComboBox::currentIndexChanged, this, &ExportDialog::updateSummary);
    for (QDoubleSpinBox *s : m_region)
        connect(s, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateSummary);
    const std::pair<QWidget *, const char *> remembered[] = {{m_scale, "metresPerPixel"},
                                                             {m_mapFormat, "mapFormat"},
                                                             {m_engine, "engine"},
                                                             {m_size, "size"},
                                                             {m_heightFormat, "heightFormat"},
                                                             {m_objectFormat, "objectFormat"}};
    for (const auto &[control, key] : remembered)
        remember(control, QString::fromLatin1(key));
    finish(QStringLiteral("terrain.png"), QStringLiteral("relf"));
}

void ExportDialog::updateChoices()
{
    const QString engine = m_engine->currentData().toString();
    const int size = m_size->count() ? m_size->currentData().toInt() : 513;
    const QString format = m_heightFormat->count() ? m_heightFormat->currentData().toString()
                                                   : QStringLiteral("png16");
    const QSignalBlocker blockSize(m_size), blockFormat(m_heightFormat);
    m_size->clear();
    if (engine == QStringLiteral("unreal")) {
        for (const int n : {127, 253, 505, 1009, 2017, 4033, 8129})
            m_size->addItem(locale().toString(n), n);
    } else {
        const int most = engine == QStringLiteral("unity") ? 4097 : relf::kMaxHeightmapSize;
        for (int n = 33; n <= most; n = 2 * n - 1)
            m_size->addItem(locale().toString(n), n);
    }
    // The nearest size the engine takes to the one chosen before.
    int best = 0;
    for (int i = 0; i < m_size->count(); ++i)
        if (std::abs(m_size->itemData(i).toInt() - size) <
            std::abs(m_size->itemData(best).toInt() - size))
            best = i;
    m_size->setCurrentIndex(best);
    m_heightFormat->clear();
    if (engine.isEmpty() || engine == QStringLiteral("unreal"))
        m_heightFormat->addItem(tr("16-bit PNG"), QStringLiteral("png16"));
    if (engine != QStringLiteral("unreal"))
        m_heightFormat->addItem(engine == QStringLiteral("godot") ? tr("16-bit RAW (.r16)")
                                                                  : tr("16-bit RAW, little-endian"),
                                QStringLiteral("raw"));
    if (engine.isEmpty() || engine == QStringLiteral("godot"))
        m_heightFormat->addItem(tr("32-bit float EXR"), QStringLiteral("exr"));
    m_heightFormat->setCurrentIndex(std::max(0, m_heightFormat->findData(format)));
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.kind = static_cast<ExportRequest::Kind>(kindValue());
    r.region = {m_region[0]->value(), m_region[1]->value(), m_region[2]->value(),
                m_region[3]->value()};
    r.metresPerPixel = m_scale->value();
    r.mapFormat = m_mapFormat->currentData().toString();
    r.size = m_size->currentData().toInt();
    r.heightFormat = m_heightFormat->currentData().toString();
    r.engine = m_engine->currentData().toString();
    r.objectFormat = m_objectFormat->currentData().toString();
    r.path = path();
    return r;
}

void ExportDialog::kindChanged(int kind)
{
    m_options->setCurrentIndex(kind == ExportRequest::Map       ? 0
                               : kind == ExportRequest::Objects ? 2
                                                                : 1);
    m_heightFormat->setEnabled(kind == ExportRequest::Heightmap);
    m_engine->setEnabled(kind == ExportRequest::Heightmap);
    // A heightmap follows the region's shape; meshes and splat maps are square.
    m_sizeLabel->setText(kind == ExportRequest::Heightmap ? tr("Samples along the longer side:")
                                                          : tr("Samples a side:"));
}

QString ExportDialog::kindSuffix(int kind) const
{
    switch (kind) {
    case ExportRequest::Map:
        return m_mapFormat->currentData().toString();
    case ExportRequest::Objects:
        return m_objectFormat->currentData().toString();
    case ExportRequest::Heightmap: {
        const QString format = m_heightFormat->currentData().toString();
        const relf::EngineFormat engineFormat =
            format == QStringLiteral("png16") ? relf::EngineFormat::Png16
            : format == QStringLiteral("exr") ? relf::EngineFormat::Exr32
                                              : relf::EngineFormat::Raw16;
        if (const std::optional<relf::Engine> e =
                relf::engineFromName(m_engine->currentData().toString()))
            return relf::engineSuffix(*e, engineFormat);
        return format == QStringLiteral("png16") ? QStringLiteral("png") : format;
    }
    default:
        return ExportDialogFrame::kindSuffix(kind);
    }
}

QString ExportDialog::summary(int kind) const
{
    Q_UNUSED(kind) // the request holds it
    return assess().first;
}

bool ExportDialog::canExport(int kind) const
{
    Q_UNUSED(kind)
    return assess().second;
}

std::pair<QString, bool> ExportDialog::assess() const
{
    const ExportRequest r = request();
    QString summary;
    bool ok = true;
    if (r.kind == ExportRequest::Map) {
        const double w = std::round(r.region.width / r.metresPerPixel),
                     h = std::round(r.region.height / r.metresPerPixel);
        // A PNG is written a band at a time; SVG and PDF hold their picture whole.
        const int most = r.mapFormat == QStringLiteral("png")    ? exporting::kMaxStreamedMapSide
                         : r.mapFormat == QStringLiteral("tmj")  ? relf::kMaxTiledSide
                         : r.mapFormat == QStringLiteral("omap") ? relf::kMaxOmapCells
                                                                 : exporting::kMaxMapSide;
        ok &= w >= 1 && h >= 1 && w <= most && h <= most;
        summary =
            r.mapFormat == QStringLiteral("tmj")
                ? tr("%L1 × %L2 tiles of Tiled, a terrain kind each.").arg(w).arg(h)
            : r.mapFormat == QStringLiteral("omap")
                ? tr("%L1 × %L2 cells traced into areas and contours, at 1:10,000.").arg(w).arg(h)
                : tr("%L1 × %L2 pixels.").arg(w).arg(h);
        if (w > most || h > most)
            summary += QLatin1Char(' ') + tr("Each side may have at most %L1 pixels.").arg(most);
    } else if (r.kind == ExportRequest::Objects) {
        ok &= r.region.width <= relf::kMaxObjectRegionSide &&
              r.region.height <= relf::kMaxObjectRegionSide;
        summary = r.objectFormat == QStringLiteral("geojson")
                      ? tr("Every river, stream and road as a line, every building as its "
                           "square and every point feature and placed object in the region.")
                      : tr("Every building, point feature, stream point, river point, road "
                           "vertex and placed object in the region.");
        if (!ok)
            summary +=
                QLatin1Char(' ') +
                tr("The region may be at most %L1 m a side.").arg(relf::kMaxObjectRegionSide);
    } else if (r.kind == ExportRequest::Splat) {
        summary = tr("Three RGBA pictures of %L1 × %L1, four terrain kinds each "
                     "(%L2-0.png … -2.png), named in %L2.json.")
                      .arg(r.size)
                      .arg(QFileInfo(r.path).completeBaseName());
    } else {
        const int most = r.kind == ExportRequest::Heightmap ? relf::kMaxHeightmapSize
                         : r.kind == ExportRequest::MeshGlb ? exporting::kMaxGlbSide
                                                            : relf::kMaxMeshSize;
        ok &= r.size <= most;
        const relf::GridSize grid = r.heightmapGrid();
        summary = r.kind == ExportRequest::Heightmap && !r.engine.isEmpty()
                      ? tr("%L1 × %L2 heights, with the height range and %L3's import settings "
                           "in %L4.json.")
                            .arg(grid.columns)
                            .arg(grid.rows)
                            .arg(m_engine->currentText(), QFileInfo(r.path).fileName())
                  : r.kind == ExportRequest::Heightmap
                      ? tr("%L1 × %L2 heights, with the height range in %L3.json.")
                            .arg(grid.columns)
                            .arg(grid.rows)
                            .arg(QFileInfo(r.path).fileName())
                      : tr("%L1 vertices, %L2 triangles.")
                            .arg(qint64(r.size) * r.size)
                            .arg(2 * qint64(r.size - 1) * (r.size - 1));
        if (r.kind == ExportRequest::Heightmap && r.engine == QStringLiteral("unity") &&
            !grid.isSquare()) {
            ok = false;
            summary = tr("Unity's terrain takes square heightmaps only, and this region gives "
                         "%L1 × %L2 heights: make the region square, or choose another engine.")
                          .arg(grid.columns)
                          .arg(grid.rows);
        }
        if (r.size > most)
            summary +=
                QLatin1Char(' ') + tr("A mesh may have at most %L1 × %L1 vertices.").arg(most);
    }
    return {summary, ok};
}

BackgroundJob ExportDialog::job(const relf::EvaluatorPtr &terrain, const ExportRequest &r)
{
    return [terrain, r](const exporting::Progress &report) -> QString {
        QString why;
        bool ok = false;
        if (r.kind == ExportRequest::Map && r.mapFormat == QStringLiteral("png"))
            ok = relf::exportRasterMap(*terrain, r.region, r.metresPerPixel, r.path, &why, {},
                                       report);
        else if (r.kind == ExportRequest::Map && r.mapFormat == QStringLiteral("omap"))
            ok = relf::exportOmap(*terrain, r.region, r.metresPerPixel, r.path, &why);
        else if (r.kind == ExportRequest::Map && r.mapFormat == QStringLiteral("tmj"))
            ok = relf::exportTiledMap(*terrain, r.region, r.metresPerPixel, r.path, &why);
        else if (r.kind == ExportRequest::Map)
            ok = relf::exportVectorMap(*terrain, r.region, r.metresPerPixel,
                                       r.mapFormat == QStringLiteral("svg")
                                           ? relf::VectorFormat::Svg
                                           : relf::VectorFormat::Pdf,
                                       r.path, &why, {}, report);
        else if (r.kind == ExportRequest::Heightmap && !r.engine.isEmpty())
            ok = relf::exportEngineHeightmap(
                *terrain, r.region, r.heightmapGrid(), *relf::engineFromName(r.engine),
                r.heightFormat == QStringLiteral("png16") ? relf::EngineFormat::Png16
                : r.heightFormat == QStringLiteral("exr") ? relf::EngineFormat::Exr32
                                                          : relf::EngineFormat::Raw16,
                r.path, &why, report);
        else if (r.kind == ExportRequest::Heightmap)
            ok = relf::exportHeightmap(
                *terrain, r.region, r.heightmapGrid(),
                r.heightFormat == QStringLiteral("raw")   ? exporting::HeightFormat::Raw16
                : r.heightFormat == QStringLiteral("exr") ? exporting::HeightFormat::Exr32
                                                          : exporting::HeightFormat::Png16,
                r.path, &why, report);
        else if (r.kind == ExportRequest::Splat)
            ok = relf::exportSplatMaps(*terrain, r.region, r.size, r.path, &why, report);
        else if (r.kind == ExportRequest::Objects && r.objectFormat == QStringLiteral("geojson"))
            ok = relf::exportGeoJson(*terrain, r.region, r.path, &why);
        else if (r.kind == ExportRequest::Objects)
            ok = relf::exportObjects(*terrain, r.region,
                                     r.objectFormat == QStringLiteral("json")
                                         ? relf::ObjectFormat::Json
                                         : relf::ObjectFormat::Csv,
                                     r.path, &why);
        else if (r.kind == ExportRequest::MeshGlb)
            ok = relf::exportGlbMesh(*terrain, r.region, r.size, r.path, &why, report);
        else
            ok = relf::exportMesh(*terrain, r.region, r.size, r.path, &why, report);
        return ok ? QString() : why;
    };
}

JobOutcome ExportDialog::run(const relf::EvaluatorPtr &terrain, const ExportRequest &r,
                             QWidget *parent, QString *error)
{
    return runInBackground(parent, tr("Exporting %1…").arg(QFileInfo(r.path).fileName()),
                           job(terrain, r), error);
}

} // namespace terrain::app
