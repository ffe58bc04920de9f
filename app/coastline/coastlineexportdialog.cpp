#include "coastlineexportdialog.h"

#include "backgroundtask.h"
#include "coastline/coastlineexport.h"
#include "dialogmemory.h"

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

namespace terrain::app {

namespace {

QString suffixOf(CoastlineExportDialog::Kind kind)
{
    switch (kind) {
    case CoastlineExportDialog::HeightmapRaw:
        return QStringLiteral("raw");
    case CoastlineExportDialog::Tiled:
        return QStringLiteral("tmj");
    case CoastlineExportDialog::Text:
        return QStringLiteral("txt");
    default:
        return QStringLiteral("png");
    }
}

} // namespace

CoastlineExportDialog::CoastlineExportDialog(std::shared_ptr<const coastline::CoastlineMap> map,
                                             int step, QWidget *parent)
    : QDialog(parent)
    , m_map(std::move(map))
    , m_step(step)
    , m_kind(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Export Coastline"));
    m_kind->addItem(tr("Map picture (PNG, the step shown)"), Map);
    m_kind->addItem(tr("Type map (indexed PNG)"), Types);
    m_kind->addItem(tr("Heightmap (16-bit PNG)"), Heightmap);
    m_kind->addItem(tr("Heightmap (16-bit RAW)"), HeightmapRaw);
    m_kind->addItem(tr("Tiled map (.tmj)"), Tiled);
    m_kind->addItem(tr("Text rows (.txt, as the applet)"), Text);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Export:"), m_kind);
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
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CoastlineExportDialog::kindChanged);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString suffix = suffixOf(kind());
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export To"), m_path->text(),
                                         tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
        if (!path.isEmpty())
            m_path->setText(path);
    });
    m_path->setText(QStringLiteral("coastline.png"));
    kindChanged();
    rememberChoice(m_kind, QStringLiteral("kind"));
    keepChoices(this, QStringLiteral("coastline"), m_path);
}

CoastlineExportDialog::Kind CoastlineExportDialog::kind() const
{
    return Kind(m_kind->currentData().toInt());
}

void CoastlineExportDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

QString CoastlineExportDialog::path() const
{
    return m_path->text();
}

void CoastlineExportDialog::setPath(const QString &path)
{
    m_path->setText(path);
}

void CoastlineExportDialog::kindChanged()
{
    const QFileInfo info(m_path->text());
    m_path->setText(info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') +
                    suffixOf(kind()));
    const int n = m_map->size();
    const bool heights = kind() == Heightmap || kind() == HeightmapRaw;
    QString text = tr("%L1 × %L1 cells, one pixel or sample a cell.").arg(n);
    if (heights && !m_map->hasHeights())
        text += tr(" This coastline has no heights: turn them on in the Coastline panel.");
    if (kind() == Tiled)
        text += tr(" One tile per land type; the tileset picture is written beside the map.");
    m_summary->setText(text);
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
    CoastlineExportDialog dialog(map, step, parent);
    if (dialog.QDialog::exec() != QDialog::Accepted)
        return;
    const Kind kind = dialog.kind();
    const QString path = dialog.path();
    QString error;
    const JobOutcome outcome = runInBackground(
        parent, tr("Exporting %1…").arg(QFileInfo(path).fileName()),
        [map, step, kind, path](const exporting::Progress &progress) {
            return write(*map, step, kind, path, progress);
        },
        &error);
    reportExport(parent, outcome, path, error, done);
}

} // namespace terrain::app
