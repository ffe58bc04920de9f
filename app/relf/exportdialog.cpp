#include "exportdialog.h"

#include "backgroundtask.h"

#include "export/gltfwriter.h"
#include "export/mappicture.h"
#include "relf/mapexport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>

#include <cmath>

namespace terrain::app {

ExportDialog::ExportDialog(const exporting::Region &view, double metresPerPixel, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Export"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Map"), ExportRequest::Map);
    m_kind->addItem(tr("Heightmap"), ExportRequest::Heightmap);
    m_kind->addItem(tr("Mesh (OBJ)"), ExportRequest::Mesh);
    m_kind->addItem(tr("Mesh with map colours (glTF binary)"), ExportRequest::MeshGlb);
    form->addRow(tr("Export:"), m_kind);
    const QString names[4] = {tr("West edge x:"), tr("South edge y:"), tr("Width (m):"),
                              tr("Height (m):")};
    const double values[4] = {view.x0, view.y0, view.width, view.height};
    for (int i = 0; i < 4; ++i) {
        m_region[i] = new QDoubleSpinBox(this);
        m_region[i]->setRange(i < 2 ? -1e15 : 1, 1e15);
        m_region[i]->setDecimals(1);
        m_region[i]->setValue(values[i]);
        form->addRow(names[i], m_region[i]);
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
    mapForm->addRow(tr("Format:"), m_mapFormat);
    auto *heightPage = new QWidget(m_options);
    auto *heightForm = new QFormLayout(heightPage);
    m_size = new QComboBox(heightPage);
    for (int n = 33; n <= relf::kMaxHeightmapSize; n = 2 * n - 1)
        m_size->addItem(tr("%1 × %1").arg(n), n);
    m_size->setCurrentIndex(m_size->findData(513));
    heightForm->addRow(tr("Samples (2^n + 1 a side):"), m_size);
    m_heightFormat = new QComboBox(heightPage);
    m_heightFormat->addItem(tr("16-bit PNG"), false);
    m_heightFormat->addItem(tr("16-bit RAW, little-endian"), true);
    heightForm->addRow(tr("Format:"), m_heightFormat);
    m_options->addWidget(mapPage);
    m_options->addWidget(heightPage);
    form->addRow(m_options);
    m_path = new QLineEdit(this);
    auto *browse = new QPushButton(tr("Choose…"), this);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    form->addRow(tr("File:"), pathRow);
    layout->addLayout(form);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Export"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export To"), m_path->text());
        if (!path.isEmpty())
            m_path->setText(path);
    });
    for (QComboBox *c : {m_kind, m_mapFormat, m_size, m_heightFormat})
        connect(c, &QComboBox::currentIndexChanged, this, &ExportDialog::updateState);
    for (QDoubleSpinBox *s : m_region)
        connect(s, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateState);
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, &ExportDialog::updateState);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialog::updateState);
    updateState();
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

ExportRequest ExportDialog::request() const
{
    ExportRequest r;
    r.kind = static_cast<ExportRequest::Kind>(m_kind->currentData().toInt());
    r.region = {m_region[0]->value(), m_region[1]->value(), m_region[2]->value(),
                m_region[3]->value()};
    r.metresPerPixel = m_scale->value();
    r.mapFormat = m_mapFormat->currentData().toString();
    r.size = m_size->currentData().toInt();
    r.raw = m_heightFormat->currentData().toBool();
    r.path = m_path->text();
    return r;
}

void ExportDialog::updateState()
{
    const ExportRequest r = request();
    m_options->setCurrentIndex(r.kind == ExportRequest::Map ? 0 : 1);
    m_heightFormat->setEnabled(r.kind == ExportRequest::Heightmap);
    QString summary;
    bool ok = !r.path.isEmpty();
    if (r.kind == ExportRequest::Map) {
        const double w = std::round(r.region.width / r.metresPerPixel),
                     h = std::round(r.region.height / r.metresPerPixel);
        // A PNG is written a band at a time; SVG and PDF hold their picture whole.
        const int most = r.mapFormat == QStringLiteral("png") ? exporting::kMaxStreamedMapSide
                                                              : exporting::kMaxMapSide;
        ok &= w >= 1 && h >= 1 && w <= most && h <= most;
        summary = tr("%1 × %2 pixels.").arg(w).arg(h);
        if (w > most || h > most)
            summary += QLatin1Char(' ') + tr("Each side may have at most %1 pixels.").arg(most);
    } else {
        const int most = r.kind == ExportRequest::Heightmap ? relf::kMaxHeightmapSize
                         : r.kind == ExportRequest::MeshGlb ? exporting::kMaxGlbSide
                                                            : relf::kMaxMeshSize;
        ok &= r.size <= most;
        summary = r.kind == ExportRequest::Heightmap
                      ? tr("%1 × %1 heights, with the height range in %2.json.")
                            .arg(r.size)
                            .arg(QFileInfo(r.path).fileName())
                      : tr("%1 vertices, %2 triangles.")
                            .arg(qint64(r.size) * r.size)
                            .arg(2 * qint64(r.size - 1) * (r.size - 1));
        if (r.size > most)
            summary += QLatin1Char(' ') + tr("A mesh may have at most %1 × %1 vertices.").arg(most);
    }
    m_summary->setText(summary);
    m_ok->setEnabled(ok);
}

JobOutcome ExportDialog::run(const relf::EvaluatorPtr &terrain, const ExportRequest &r,
                             QWidget *parent, QString *error)
{
    return runInBackground(
        parent, tr("Exporting %1…").arg(QFileInfo(r.path).fileName()),
        [terrain, r](const exporting::Progress &report) -> QString {
            QString why;
            bool ok = false;
            if (r.kind == ExportRequest::Map && r.mapFormat == QStringLiteral("png"))
                ok = relf::exportRasterMap(*terrain, r.region, r.metresPerPixel, r.path, &why, {},
                                           report);
            else if (r.kind == ExportRequest::Map)
                ok = relf::exportVectorMap(*terrain, r.region, r.metresPerPixel,
                                           r.mapFormat == QStringLiteral("svg")
                                               ? relf::VectorFormat::Svg
                                               : relf::VectorFormat::Pdf,
                                           r.path, &why);
            else if (r.kind == ExportRequest::Heightmap)
                ok = relf::exportHeightmap(*terrain, r.region, r.size,
                                           r.raw ? exporting::HeightFormat::Raw16
                                                 : exporting::HeightFormat::Png16,
                                           r.path, &why, report);
            else if (r.kind == ExportRequest::MeshGlb)
                ok = relf::exportGlbMesh(*terrain, r.region, r.size, r.path, &why, report);
            else
                ok = relf::exportMesh(*terrain, r.region, r.size, r.path, &why, report);
            return ok ? QString() : why;
        },
        error);
}

} // namespace terrain::app
