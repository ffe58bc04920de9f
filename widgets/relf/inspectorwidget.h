#pragma once
// What terra says at one ground point: position, height, terrain, feature,
// control code, lake depth. Shows the point under the cursor, or a pinned one.

#include "relf/terra.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace terrain::widgets {

class InspectorWidget : public QWidget
{
    Q_OBJECT
public:
    explicit InspectorWidget(QWidget *parent = nullptr);

    // The point asked about (x, y) and what terra returned there.
    void setTerra(double x, double y, const relf::Terra &terra);
    void setPinned(bool pinned);
    // A remark on the point (a road across water, a stream); empty: none.
    void setNote(const QString &note);
    QString note() const;
    bool isPinned() const { return m_pinned; }
    QString text() const; // all the values, one "name: value" a line

Q_SIGNALS:
    void unpinRequested();

private:
    QLabel *m_values[7] = {};
    QLabel *m_state = nullptr;
    QLabel *m_note = nullptr;
    QPushButton *m_unpin = nullptr;
    bool m_pinned = false;
};

// Names for the user, translated (TERRAINS and FEATURES in readable words).
QString terrainKindTitle(relf::TerrainKind kind);
QString featureTitle(relf::Feature feature);

} // namespace terrain::widgets
