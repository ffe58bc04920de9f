#include "legendwidget.h"

#include "fieldhelp.h"

#include "inspectorwidget.h"
#include "relf/map/linesymbols.h"
#include "relf/map/symbols.h"
#include "render/colourtable.h"

#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

namespace terrain::widgets {

namespace {

constexpr int kIcon = kLegendIcon;

QIcon lineIcon(QRgb colour, double width)
{
    QPixmap pm(kIcon, kIcon);
    pm.fill(Qt::white);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor::fromRgb(colour), width));
    p.drawLine(QPointF(2, kIcon - 6), QPointF(kIcon - 2, 6));
    return QIcon(pm);
}

QIcon dashedIcon()
{
    QPixmap pm(kIcon, kIcon);
    pm.fill(Qt::white);
    QPainter p(&pm);
    QPen pen(QColor::fromRgb(render::rgbOf(render::MapColour::Feature)), 2.5, Qt::CustomDashLine,
             Qt::FlatCap);
    pen.setDashPattern({2.4, 1.2});
    p.setPen(pen);
    p.drawLine(QPointF(1, kIcon / 2.0), QPointF(kIcon - 1, kIcon / 2.0));
    return QIcon(pm);
}

QIcon marshIcon()
{
    QPixmap pm(kIcon, kIcon);
    pm.fill(Qt::white);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    relf::drawMarshSymbol(p, QPointF(kIcon / 2.0, kIcon / 2.0), 5.0);
    return QIcon(pm);
}

} // namespace

QIcon legendFeatureIcon(relf::Feature f)
{
    QPixmap pm(kIcon, kIcon);
    pm.fill(Qt::white);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    relf::drawFeatureSymbol(p, f, QPointF(kIcon / 2.0, kIcon / 2.0), 6.0);
    return QIcon(pm);
}

QIcon legendSwatch(QRgb fill)
{
    QPixmap pm(kIcon, kIcon);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setPen(QColor(0x90, 0x90, 0x90));
    p.setBrush(QColor::fromRgb(fill));
    p.drawRect(2, 2, kIcon - 5, kIcon - 5);
    return QIcon(pm);
}

LegendWidget::LegendWidget(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list->setIconSize(QSize(kIcon, kIcon));
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    explain(m_list, tr("What the map's colours and symbols mean: only what the map shows now "
                       "is listed."));
    layout->addWidget(m_list);
}

void LegendWidget::setContents(const relf::MapContents &c)
{
    using relf::TerrainKind;
    using render::MapColour;
    m_list->clear();
    const auto has = [&](TerrainKind k) { return (c.kinds >> static_cast<unsigned>(k)) & 1u; };
    const std::pair<TerrainKind, MapColour> fills[] = {
        {TerrainKind::Wood, MapColour::Wood}, {TerrainKind::Grass, MapColour::Grass},
        {TerrainKind::Moor, MapColour::Moor}, {TerrainKind::Thicket, MapColour::ThicketWalk},
        {TerrainKind::Town, MapColour::Town}, {TerrainKind::Lake, MapColour::Lake},
        {TerrainKind::Mud, MapColour::Mud},   {TerrainKind::Path, MapColour::Feature}};
    for (const auto &[kind, colour] : fills)
        if (has(kind) && kind == TerrainKind::Lake && c.sky)
            m_list->addItem(new QListWidgetItem(legendSwatch(render::rgbOf(MapColour::Sky)),
                                                tr("Sky (skylands: no sea)")));
        else if (has(kind))
            m_list->addItem(
                new QListWidgetItem(legendSwatch(render::rgbOf(colour)), terrainKindTitle(kind)));
    if (has(TerrainKind::Road))
        m_list->addItem(new QListWidgetItem(dashedIcon(), terrainKindTitle(TerrainKind::Road)));
    if (m_streams)
        m_list->addItem(new QListWidgetItem(lineIcon(render::rgbOf(MapColour::WaterFeature), 1.6),
                                            terrainKindTitle(TerrainKind::Stream)));
    if (m_marsh)
        m_list->addItem(new QListWidgetItem(marshIcon(), tr("Marsh (a stream's end)")));
    if (c.snow)
        m_list->addItem(
            new QListWidgetItem(legendSwatch(render::rgbOf(MapColour::Snow)), tr("Snow")));
    if (c.contours) {
        m_list->addItem(new QListWidgetItem(
            lineIcon(render::rgbOf(MapColour::Contour), relf::kContourWidth), tr("Contour")));
        m_list->addItem(new QListWidgetItem(
            lineIcon(render::rgbOf(MapColour::Contour), relf::kIndexContourWidth),
            tr("Index contour (every fifth)")));
    }
    if (c.buildings)
        m_list->addItem(new QListWidgetItem(legendSwatch(render::rgbOf(MapColour::Building)),
                                            featureTitle(relf::Feature::Building)));
    if (c.mines) {
        m_list->addItem(new QListWidgetItem(legendSwatch(render::rgbOf(MapColour::MineTint)),
                                            tr("Mine level: open (outlined)")));
        m_list->addItem(new QListWidgetItem(legendSwatch(render::rgbOf(MapColour::MineShaft)),
                                            tr("Mine level: below a shaft or cave")));
    }
    if (c.caves) {
        QPixmap pm(kIcon, kIcon);
        pm.fill(Qt::white);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        relf::drawCaveSymbol(p, QPointF(kIcon / 2.0, kIcon / 2.0), QPointF(0, 1), 6.0);
        m_list->addItem(new QListWidgetItem(QIcon(pm), tr("Cave entrance")));
    }
    for (int f = 0; f < relf::kFeatureCount; ++f) {
        const auto feature = static_cast<relf::Feature>(f);
        if (((c.features >> f) & 1u) && relf::hasSymbol(feature))
            m_list->addItem(new QListWidgetItem(legendFeatureIcon(feature), featureTitle(feature)));
    }
}

void LegendWidget::setStreams(bool streams, bool marsh)
{
    m_streams = streams;
    m_marsh = marsh;
}

QStringList LegendWidget::entries() const
{
    QStringList names;
    for (int i = 0; i < m_list->count(); ++i)
        names << m_list->item(i)->text();
    return names;
}

} // namespace terrain::widgets
