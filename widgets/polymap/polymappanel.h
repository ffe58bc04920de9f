#pragma once
// The settings of a polygon island map: seed (with New Seed), how the sites
// are placed and how many, the island's shape and its knobs, the lake
// threshold and the river count (sliders: a drag is one undo step), noisy
// edges, roads and lava. Takes the parameters in with a setter (no echo)
// and emits each edit with its undo text; a control's gesture ends with
// gestureFinished.

#include "polymap/polymapparameters.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSlider;
class QSpinBox;

namespace terrain::widgets {

class SeedField;

class PolymapPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PolymapPanel(QWidget *parent = nullptr);

    void setParameters(const polymap::PolymapParameters &parameters);
    const polymap::PolymapParameters &parameters() const { return m_params; }

    SeedField *seedField() const { return m_seed; }
    QComboBox *pointsBox() const { return m_points; }
    QSpinBox *regionsBox() const { return m_regions; }
    QSpinBox *relaxationsBox() const { return m_relaxations; }
    QComboBox *islandBox() const { return m_island; }
    QSlider *lakeSlider() const { return m_lake; }
    QSlider *riversSlider() const { return m_rivers; }
    QCheckBox *noisyBox() const { return m_noisy; }
    QCheckBox *roadsBox() const { return m_roads; }
    QCheckBox *lavaBox() const { return m_lava; }

Q_SIGNALS:
    void edited(const QString &key, const QString &undoText,
                const terrain::polymap::PolymapParameters &parameters);
    void gestureFinished();

private:
    void emitEdit(const QString &key, const char *text,
                  const std::function<void(polymap::PolymapParameters &)> &change);
    void updateEnabled();

    polymap::PolymapParameters m_params;
    SeedField *m_seed;
    QComboBox *m_points;
    QSpinBox *m_regions;
    QSpinBox *m_relaxations;
    QComboBox *m_island;
    QDoubleSpinBox *m_islandFactor;
    QDoubleSpinBox *m_noiseScale;
    QDoubleSpinBox *m_landRatio;
    QSlider *m_lake;
    QDoubleSpinBox *m_lakeBox;
    QSlider *m_rivers;
    QSpinBox *m_riversBox;
    QCheckBox *m_noisy;
    QDoubleSpinBox *m_noiseAmount;
    QCheckBox *m_smooth;
    QCheckBox *m_roads;
    QCheckBox *m_lava;
    bool m_updating = false;
};

} // namespace terrain::widgets
