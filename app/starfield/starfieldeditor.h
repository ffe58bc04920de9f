#pragma once
// The editor of star fields: the sky in the centre (drag to move across it,
// the wheel or Page Up / Page Down to fly along z), the block of space and
// the galaxy's numbers in a dock, the seed's four exercises answered in
// another; File ▸ Export writes the sky as PNG or the stars as CSV or JSON.

#include "editor/documenteditor.h"
#include "starfield/starfieldfile.h"
#include "starfielddocument.h"

#include <functional>

class QDoubleSpinBox;
class QTableWidget;

namespace terrain::widgets {
class NumberBox;
class SkyWidget;
class VectorTable;
} // namespace terrain::widgets

namespace terrain::app {

class StarFieldEditor : public EditorOf<StarFieldDocument>
{
    Q_OBJECT
public:
    explicit StarFieldEditor(QMainWindow *window);

    void exportCurrent() override;

    widgets::SkyWidget *sky() const { return m_sky; }
    QLabel *exercises() const { return m_exercises; }
    QTableWidget *vectors() const;
    // Moves the view by (dx, dy, dz) units as one undo step.
    void move(qint64 dx, qint64 dy, qint64 dz);
    // Adds a copy of the selected nebula vector (a new one when none is
    // selected) or removes the selected one, as one undo step.
    bool changeNebula(bool adding);
    // Writes the current sky (.png) or its stars (.csv, .json); false with why.
    bool exportTo(const QString &path, QString *why);

private:
    void currentChanged() override;

    void createDocks(QMainWindow *window);
    void updateEditors() override;
    void showSky();

    widgets::SkyWidget *m_sky = nullptr;
    // The block of space: x0, y0, z0, width, height, depth.
    widgets::NumberBox *m_boxFields[6] = {};
    widgets::NumberBox *m_threshold = nullptr;
    QDoubleSpinBox *m_minMagnitude = nullptr;
    QDoubleSpinBox *m_magnitudeRange = nullptr;
    widgets::VectorTable *m_vectors = nullptr;
    QLabel *m_exercises = nullptr;
    starfield::SpaceBox m_panStart;
};

} // namespace terrain::app
