#include "planetlegend.h"

#include "inspectorwidget.h"
#include "legendwidget.h"
#include "relf/map/symbols.h"
#include "relf/planet/planetglobe.h"

namespace terrain::widgets {

PlanetLegend::PlanetLegend(QWidget *parent)
    : QListWidget(parent)
{
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setResizeMode(QListView::Adjust);
    setSpacing(2);
    setIconSize(QSize(kLegendIcon, kLegendIcon));
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // The transparent corners of the swatches on the window's colour.
    viewport()->setAutoFillBackground(false);
    setToolTip(tr("The colours of the globe and the map; higher ground is drawn lighter."));
    for (const relf::PlanetColour &c : relf::planetColours()) {
        auto *item =
            new QListWidgetItem(legendSwatch(c.rgb), c.kind ? terrainKindTitle(*c.kind)
                                                            : tr("Snow (above the snow line)"));
        item->setData(Qt::UserRole, QVariant::fromValue(c.rgb));
        addItem(item);
    }
    m_colours = count();
}

void PlanetLegend::setFeatures(const std::vector<relf::PlanetFeature> &shown)
{
    unsigned kinds = 0;
    for (const relf::PlanetFeature &f : shown)
        if (relf::hasSymbol(f.feature))
            kinds |= 1u << static_cast<unsigned>(f.feature);
    if (kinds == m_features)
        return;
    m_features = kinds;
    while (count() > m_colours)
        delete takeItem(count() - 1);
    for (int f = 0; f < relf::kFeatureCount; ++f)
        if ((kinds >> f) & 1u) {
            const auto feature = static_cast<relf::Feature>(f);
            addItem(new QListWidgetItem(legendFeatureIcon(feature), featureTitle(feature)));
        }
    updateGeometries();
}

QStringList PlanetLegend::entries() const
{
    QStringList names;
    for (int i = 0; i < count(); ++i)
        names << item(i)->text();
    return names;
}

int PlanetLegend::contentHeight() const
{
    int bottom = 0;
    for (int i = 0; i < count(); ++i)
        bottom = std::max(bottom, visualItemRect(item(i)).bottom() + 1 + verticalOffset());
    return bottom + spacing() + 2 * frameWidth();
}

QSize PlanetLegend::sizeHint() const
{
    return {QListWidget::sizeHint().width(), std::max(contentHeight(), kLegendIcon + 8)};
}

QSize PlanetLegend::minimumSizeHint() const
{
    return {kLegendIcon * 4, kLegendIcon + 8};
}

void PlanetLegend::updateGeometries()
{
    QListWidget::updateGeometries();
    // As many rows as the width leaves: the whole legend, never a scroll bar.
    const int h = std::max(contentHeight(), kLegendIcon + 8);
    if (h != height())
        setFixedHeight(h);
}

} // namespace terrain::widgets
