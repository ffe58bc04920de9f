#pragma once
// The settings of a fractal coastline: map size, seed (with New Seed), the
// random source (fast, or Java-compatible as the article's applet), the
// start grid's size, and the optional heights (amplitude, roughness, sea
// level). Takes the parameters in with a setter (no echo) and emits each
// edit with its undo text; a control's gesture ends with gestureFinished.

#include "coastline/coastlineparameters.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;

namespace terrain::widgets {

class SeedField;

class CoastlinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit CoastlinePanel(QWidget *parent = nullptr);

    void setParameters(const coastline::CoastlineParameters &parameters);
    const coastline::CoastlineParameters &parameters() const { return m_params; }

    QComboBox *sizeBox() const { return m_size; }
    SeedField *seedField() const { return m_seed; }
    QComboBox *randomBox() const { return m_random; }
    QComboBox *gridBox() const { return m_grid; }
    QGroupBox *heightsBox() const { return m_heights; }
    QDoubleSpinBox *seaLevelBox() const { return m_seaLevel; }

Q_SIGNALS:
    void edited(const QString &key, const QString &undoText,
                const terrain::coastline::CoastlineParameters &parameters);
    void gestureFinished();

private:
    void emitEdit(const QString &key, const char *text,
                  const std::function<void(coastline::CoastlineParameters &)> &change);

    coastline::CoastlineParameters m_params;
    QComboBox *m_size;
    SeedField *m_seed;
    QComboBox *m_random;
    QComboBox *m_grid;
    QGroupBox *m_heights;
    QDoubleSpinBox *m_amplitude;
    QDoubleSpinBox *m_roughness;
    QDoubleSpinBox *m_seaLevel;
    bool m_updating = false;
};

} // namespace terrain::widgets
