#include "inspectorwidget.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace terrain::widgets {

QString terrainKindTitle(relf::TerrainKind kind)
{
    using K = relf::TerrainKind;
    switch (kind) {
    case K::Lake:
        return QCoreApplication::translate("Terrain", "Lake");
    case K::Town:
        return QCoreApplication::translate("Terrain", "Town");
    case K::Grass:
        return QCoreApplication::translate("Terrain", "Grass");
    case K::Moor:
        return QCoreApplication::translate("Terrain", "Moor");
    case K::Wood:
        return QCoreApplication::translate("Terrain", "Wood");
    case K::Thicket:
        return QCoreApplication::translate("Terrain", "Thicket");
    case K::Road:
        return QCoreApplication::translate("Terrain", "Road");
    case K::Mud:
        return QCoreApplication::translate("Terrain", "Mud");
    case K::Path:
        return QCoreApplication::translate("Terrain", "Path");
    case K::Stream:
        return QCoreApplication::translate("Terrain", "Stream");
    case K::Marsh:
        return QCoreApplication::translate("Terrain", "Marsh");
    }
    return {};
}

QString featureTitle(relf::Feature feature)
{
    using F = relf::Feature;
    switch (feature) {
    case F::None:
        return QCoreApplication::translate("Terrain", "None");
    case F::Mine:
        return QCoreApplication::translate("Terrain", "Mine shaft");
    case F::Boulder:
        return QCoreApplication::translate("Terrain", "Boulder");
    case F::Root:
        return QCoreApplication::translate("Terrain", "Rootstock");
    case F::Waterhole:
        return QCoreApplication::translate("Terrain", "Water hole");
    case F::Knoll:
        return QCoreApplication::translate("Terrain", "Knoll");
    case F::X:
        return QCoreApplication::translate("Terrain", "Man-made object");
    case F::Cone:
        return QCoreApplication::translate("Terrain", "Cone");
    case F::Rocket:
        return QCoreApplication::translate("Terrain", "Rocket");
    case F::Building:
        return QCoreApplication::translate("Terrain", "Building");
    case F::T:
        return QCoreApplication::translate("Terrain", "Marker");
    }
    return {};
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
    m_values[0]->setText(QString::number(x, 'f', 2));
    m_values[1]->setText(QString::number(y, 'f', 2));
    m_values[2]->setText(QString::number(t.height, 'f', 3));
    m_values[3]->setText(terrainKindTitle(t.terrain));
    m_values[4]->setText(featureTitle(t.feature));
    m_values[5]->setText(t.hasCode() ? QString::fromLatin1(t.code.data(), 2) : QStringLiteral("–"));
    m_values[6]->setText(QString::number(t.depth, 'f', 3));
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
