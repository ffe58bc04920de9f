#include "inspectorwidget.h"

#include "util/namedvalues.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace terrain::widgets {

namespace {

using K = relf::TerrainKind;
using F = relf::Feature;

// The names the designer reads, in the context "Terrain".
constexpr util::Named<K> kKindTitles[] = {{K::Lake, QT_TRANSLATE_NOOP("Terrain", "Lake")},
                                          {K::Town, QT_TRANSLATE_NOOP("Terrain", "Town")},
                                          {K::Grass, QT_TRANSLATE_NOOP("Terrain", "Grass")},
                                          {K::Moor, QT_TRANSLATE_NOOP("Terrain", "Moor")},
                                          {K::Wood, QT_TRANSLATE_NOOP("Terrain", "Wood")},
                                          {K::Thicket, QT_TRANSLATE_NOOP("Terrain", "Thicket")},
                                          {K::Road, QT_TRANSLATE_NOOP("Terrain", "Road")},
                                          {K::Mud, QT_TRANSLATE_NOOP("Terrain", "Mud")},
                                          {K::Path, QT_TRANSLATE_NOOP("Terrain", "Path")},
                                          {K::Stream, QT_TRANSLATE_NOOP("Terrain", "Stream")},
                                          {K::Marsh, QT_TRANSLATE_NOOP("Terrain", "Marsh")}};

constexpr util::Named<F> kFeatureTitles[] = {
    {F::None, QT_TRANSLATE_NOOP("Terrain", "None")},
    {F::Mine, QT_TRANSLATE_NOOP("Terrain", "Mine shaft")},
    {F::Boulder, QT_TRANSLATE_NOOP("Terrain", "Boulder")},
    {F::Root, QT_TRANSLATE_NOOP("Terrain", "Rootstock")},
    {F::Waterhole, QT_TRANSLATE_NOOP("Terrain", "Water hole")},
    {F::Knoll, QT_TRANSLATE_NOOP("Terrain", "Knoll")},
    {F::X, QT_TRANSLATE_NOOP("Terrain", "Man-made object")},
    {F::Cone, QT_TRANSLATE_NOOP("Terrain", "Cone")},
    {F::Rocket, QT_TRANSLATE_NOOP("Terrain", "Rocket")},
    {F::Building, QT_TRANSLATE_NOOP("Terrain", "Building")},
    {F::T, QT_TRANSLATE_NOOP("Terrain", "Marker")}};

static_assert(std::size(kKindTitles) == relf::kTerrainKindCount);
static_assert(std::size(kFeatureTitles) == relf::kFeatureCount);

// The title of value in the designer's language (the tables' names are
// string literals, so each view ends in a zero).
template <typename E, std::size_t N> QString titleOf(const util::Named<E> (&table)[N], E value)
{
    return QCoreApplication::translate("Terrain", util::nameOf(table, value).data());
}

} // namespace

QString terrainKindTitle(relf::TerrainKind kind)
{
    return titleOf(kKindTitles, kind);
}

QString featureTitle(relf::Feature feature)
{
    return titleOf(kFeatureTitles, feature);
}

InspectorWidget::InspectorWidget(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    const QString names[7] = {tr("x"),       tr("y"),    tr("Height"), tr("Terrain"),
                              tr("Feature"), tr("Code"), tr("Depth")};
    for (int i = 0; i < 7; ++i) {
        m_values[i] = new QLabel(QStringLiteral("–"), this);
        m_values[i]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(names[i] + QLatin1Char(':'), m_values[i]);
    }
    layout->addLayout(form);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #a04000"));
    m_note->hide();
    layout->addWidget(m_note);
    m_state = new QLabel(tr("Following the cursor. Click the map to pin a point."), this);
    m_state->setWordWrap(true);
    layout->addWidget(m_state);
    m_unpin = new QPushButton(tr("Unpin"), this);
    m_unpin->setEnabled(false);
    connect(m_unpin, &QPushButton::clicked, this, &InspectorWidget::unpinRequested);
    layout->addWidget(m_unpin);
    layout->addStretch(1);
}

void InspectorWidget::setTerra(double x, double y, const relf::Terra &t)
{
    const QLocale locale;
    m_values[0]->setText(locale.toString(x, 'f', 2));
    m_values[1]->setText(locale.toString(y, 'f', 2));
    m_values[2]->setText(locale.toString(t.height, 'f', 3));
    m_values[3]->setText(terrainKindTitle(t.terrain));
    m_values[4]->setText(featureTitle(t.feature));
    m_values[5]->setText(t.hasCode() ? QString::fromLatin1(t.code.data(), 2) : QStringLiteral("–"));
    m_values[6]->setText(locale.toString(t.depth, 'f', 3));
}

void InspectorWidget::setNote(const QString &note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QString InspectorWidget::note() const
{
    return m_note->text();
}

void InspectorWidget::setPinned(bool pinned)
{
    m_pinned = pinned;
    m_unpin->setEnabled(pinned);
    m_state->setText(pinned ? tr("Pinned. Click elsewhere to pin another point.")
                            : tr("Following the cursor. Click the map to pin a point."));
}

QString InspectorWidget::text() const
{
    QStringList lines;
    for (const QLabel *l : m_values)
        lines << l->text();
    return lines.join(QLatin1Char('\n'));
}

} // namespace terrain::widgets
