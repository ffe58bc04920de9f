#include "polymapexportdialog.h"

#include "backgroundtask.h"
#include "dialogmemory.h"
#include "polymap/polymapexport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

namespace terrain::app {

namespace {

QString suffixOf(PolymapExportDialog::Kind kind)
{
    switch (kind) {
    case PolymapExportDialog::MapSvg:
        return QStringLiteral("svg");
    case PolymapExportDialog::HeightmapRaw:
        return QStringLiteral("raw");
    case PolymapExportDialog::GeoJson:
        return QStringLiteral("geojson");
    case PolymapExportDialog::Json:
        return QStringLiteral("json");
    default:
        return QStringLiteral("png");
    }
}

bool isRaster(PolymapExportDialog::Kind kind)
{
    return kind == PolymapExportDialog::MapPng || kind == PolymapExportDialog::Heightmap ||
           kind == PolymapExportDialog::HeightmapRaw || kind == PolymapExportDialog::Biomes ||
           kind == PolymapExportDialog::Moisture;
}

} // namespace

PolymapExportDialog::PolymapExportDialog(polymap::PolymapMapPtr map, QWidget *parent)
    : QDialog(parent)
    , m_map(std::move(map))
    , m_kind(new QComboBox(this))
    , m_size(new QSpinBox(this))
    , m_path(new QLineEdit(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Export Polygon Island"));
    m_kind->addItem(tr("Map picture (PNG, the view shown)"), MapPng);
    m_kind->addItem(tr("Map vectors (SVG)"), MapSvg);
    m_kind->addItem(tr("Heightmap (16-bit PNG)"), Heightmap);
    m_kind->addItem(tr("Heightmap (16-bit RAW)"), HeightmapRaw);
    m_kind->addItem(tr("Biome map (indexed PNG)"), Biomes);
    m_kind->addItem(tr("Moisture map (8-bit PNG)"), Moisture);
    m_kind->addItem(tr("Polygons and rivers (GeoJSON)"), GeoJson);
    m_kind->addItem(tr("Centers and corners (JSON)"), Json);
    m_size->setRange(16, 16385);
    m_size->setValue(2049);
    m_size->setSuffix(tr(" px"));
    auto *form = new QFormLayout(this);
    form->addRow(tr("Export:"), m_kind);
    form->addRow(tr("Size:"), m_size);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    auto *browse = new QPushButton(tr("Browse…"), this);
    pathRow->addWidget(browse);
    form->addRow(tr("File:"), pathRow);
    m_summary->setWordWrap(true);
    form->addRow(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PolymapExportDialog::kindChanged);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString suffix = suffixOf(kind());
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export To"), m_path->text(),
                                         tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
        if (!path.isEmpty())
            m_path->setText(path);
    });
    m_path->setText(QStringLiteral("island.png"));
    kindChanged();
    rememberChoice(m_kind, QStringLiteral("kind"));
    rememberChoice(m_size, QStringLiteral("size"));
    keepChoices(this, QStringLiteral("polymap"), m_path);
}

PolymapExportDialog::Kind PolymapExportDialog::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void PolymapExportDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

QString PolymapExportDialog::path() const
{
    return m_path->text();
}

void PolymapExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

int PolymapExportDialog::pixels() const
{
    return m_size->value();
}

void PolymapExportDialog::setPixels(int size)
{
    m_size->setValue(size);
}

void PolymapExportDialog::kindChanged()
{
    const QFileInfo info(m_path->text());
    m_path->setText(info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') +
                    suffixOf(kind()));
    m_size->setEnabled(isRaster(kind()));
    const auto centers = qulonglong(m_map->graph().centerCount());
    QString text;
    switch (kind()) {
    case Heightmap:
    case HeightmapRaw:
        text = tr("Elevations 0 to 1 of the corners, interpolated across the polygons' triangles; "
                  "a JSON sidecar "
                  "gives the size and the height range.");
        break;
    case Biomes:
        text = tr("One byte a pixel, the biome's index; the palette is in the PNG and in a JSON "
                  "file beside it.");
        break;
    case GeoJson:
        text = tr("%L1 polygons with their attributes, and the rivers as lines, in map units.")
                   .arg(centers);
        break;
    case Json:
        text = tr("%L1 centers and %L2 corners with their attributes and neighbours.")
                   .arg(centers)
                   .arg(qulonglong(m_map->graph().cornerCount()));
        break;
    default:
        text = tr("The whole island, %L1 polygons.").arg(centers);
        break;
    }
    m_summary->setText(text);
}

QString PolymapExportDialog::write(const polymap::PolymapMap &map, polymap::View view,
                                   unsigned layers, Kind kind, int size, const QString &path,
                                   const std::function<bool(double)> &progress)
{
    switch (kind) {
    case MapPng:
        return polymap::exportMapPng(map, view, layers, size, path, progress);
    case MapSvg:
        return polymap::exportMapSvg(map, view, layers, path);
    case Heightmap:
        return polymap::exportHeightmap(map, size, QStringLiteral("png16"), path, progress);
    case HeightmapRaw:
        return polymap::exportHeightmap(map, size, QStringLiteral("raw"), path, progress);
    case Biomes:
        return polymap::exportBiomePng(map, size, path, progress);
    case Moisture:
        return polymap::exportMoisturePng(map, size, path, progress);
    case GeoJson:
        return polymap::exportGeoJson(map, path);
    case Json:
        return polymap::exportJson(map, path);
    }
    return tr("unknown export");
}

void PolymapExportDialog::exec(polymap::PolymapMapPtr map, polymap::View view, unsigned layers,
                               QWidget *parent, const std::function<void(const QString &)> &done)
{
    if (!map)
        return;
    PolymapExportDialog dialog(map, parent);
    if (dialog.QDialog::exec() != QDialog::Accepted)
        return;
    const Kind kind = dialog.kind();
    const QString path = dialog.path();
    const int size = dialog.pixels();
    QString error;
    const JobOutcome outcome = runInBackground(
        parent, tr("Exporting %1…").arg(QFileInfo(path).fileName()),
        [map, view, layers, kind, size, path](const exporting::Progress &progress) {
            return write(*map, view, layers, kind, size, path, progress);
        },
        &error);
    reportExport(parent, outcome, path, error, done);
}

} // namespace terrain::app
