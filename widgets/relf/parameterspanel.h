#pragma once
// Every parameter that is not a vector set or the profile, in one place:
// lake level (with rain that raises it), snow, mountain tops, skylands, terrain-kind
// thresholds, feature rules, paths, and time with a slider and play button.
// Takes the parameter set in through setParameters (no echo) and emits
// edited() with the changed set; continuing edits of one control belong to
// one gesture until gestureFinished().

#include "relf/parameters.h"

#include <QTimer>
#include <QWidget>

class QAbstractButton;
class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;

namespace terrain::widgets {

class ParametersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ParametersPanel(QWidget *parent = nullptr);

    void setParameters(const relf::RelfParameters &parameters);
    const relf::RelfParameters &parameters() const { return m_params; }

    bool isRaining() const { return m_rain.isActive(); }
    bool isPlaying() const { return m_play.isActive(); }
    QDoubleSpinBox *lakeLevelBox() const { return m_lake; }

Q_SIGNALS:
    // key names the control (edits of one key merge within a gesture);
    // text is the undo text.
    void edited(const QString &key, const QString &text,
                const terrain::relf::RelfParameters &parameters);
    void gestureFinished();
    // Something typed that cannot be taken, and why (for the status bar).
    void inputRefused(const QString &message);
    // What runs by itself (rain, time) and how to stop it; empty when
    // nothing does.
    void runningChanged(const QString &description);

public Q_SLOTS:
    void setRaining(bool on);
    void setPlaying(bool on);

private:
    void emitEdit(const QString &key, const QString &text,
                  const std::function<void(relf::RelfParameters &)> &change);
    QWidget *buildLake();
    QWidget *buildTerrain();
    QWidget *buildFeatures();
    QWidget *buildPathsAndTime();

    relf::RelfParameters m_params;
    bool m_updating = false;
    QDoubleSpinBox *m_lake = nullptr, *m_snow = nullptr, *m_mountainBase = nullptr;
    QDoubleSpinBox *m_skylandDepth = nullptr;
    QCheckBox *m_skylands = nullptr;
    QCheckBox *m_mountains = nullptr, *m_woodOnly = nullptr, *m_paths = nullptr;
    QSpinBox *m_town = nullptr, *m_open = nullptr, *m_grass = nullptr, *m_thicket = nullptr;
    QSpinBox *m_mask = nullptr, *m_pointTrigger = nullptr, *m_manMadeTrigger = nullptr,
             *m_coneTrigger = nullptr;
    QSpinBox *m_mineBelow = nullptr, *m_boulderBelow = nullptr, *m_waterholeBelow = nullptr,
             *m_knollBelow = nullptr;
    QDoubleSpinBox *m_pathDx = nullptr, *m_pathDy = nullptr, *m_pathTolerance = nullptr;
    QLineEdit *m_timeCoefficients = nullptr;
    QSlider *m_time = nullptr;
    void reportRunning();
    void explainFields(); // tooltips and What's This
    QPushButton *m_rainButton = nullptr, *m_playButton = nullptr;
    QTimer m_rain, m_play;
};

} // namespace terrain::widgets
