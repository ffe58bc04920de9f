#include "planetexportdialog.h"

#include "relf/planet/planetexport.h"

#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace terrain::app {

PlanetExportDialog::PlanetExportDialog(QSize mapView, QWidget *parent)
    : ExportDialogFrame(tr("Export Planet"), parent)
    , m_mapView(mapView)
    , m_size(new QSpinBox(this))
{
    const QString png = QStringLiteral("png");
    addKind(tr("Equirectangular heightmap (16-bit PNG)"), Equirectangular, png, u"heightmap"_s);
    addKind(tr("Cube map (six 16-bit PNG faces)"), CubeMap, png, u"cube"_s);
    addKind(tr("Globe picture (PNG)"), Globe, png, u"globe"_s);
    addKind(tr("Flat map picture, as the map shows (PNG)"), Map, png, u"map"_s);
    m_size->setRange(3, maxPixels(Equirectangular));
    m_size->setValue(2048);
    m_size->setSuffix(tr(" px"));
    connect(m_size, &QSpinBox::valueChanged, this, &PlanetExportDialog::updateSummary);
    addRow(tr("Size:"), m_size, QStringLiteral("size"));
    finish(QStringLiteral("planet.png"), QStringLiteral("planet"));
}

int PlanetExportDialog::maxPixels(Kind kind)
{
    return kind == Equirectangular ? relf::kMaxEquirectWidth
           : kind == CubeMap       ? relf::kMaxCubeFace
                                   : 8192;
}

int PlanetExportDialog::pixels() const
{
    return m_size->value();
}

void PlanetExportDialog::setPixels(int size)
{
    m_size->setValue(size);
}

void PlanetExportDialog::kindChanged(int kind)
{
    m_size->setEnabled(kind != Map);
    const QSignalBlocker quiet(m_size); // a clamped value is no new choice
    m_size->setMaximum(maxPixels(Kind(kind)));
}

QString PlanetExportDialog::summary(int kind) const
{
    const int n = m_size->value();
    switch (kind) {
    case Equirectangular:
        return tr("%L1 × %L2 samples from pole to pole: 16-bit heights in the range the planet "
                  "can reach, with their JSON sidecar.")
            .arg(n)
            .arg(n / 2 + 1);
    case CubeMap:
        return tr("Six faces of %L1 × %L1 samples (FILE-px.png … FILE-nz.png): 16-bit heights "
                  "in the range the planet can reach, each with its JSON sidecar.")
            .arg(n);
    case Globe:
        return tr("The globe as shown, %L1 × %L1 pixels.").arg(n);
    default:
        return tr("The flat map as shown, %L1 × %L2 pixels.")
            .arg(std::max(2, m_mapView.width()))
            .arg(std::max(2, m_mapView.height()));
    }
}

} // namespace terrain::app
