#pragma once
// The sine-wave profile randomiser (seed 000, "Changing the profile -
// random?"): number of sines, amplitude and cycles ranges, profile length and
// seed. Every change previews the result (previewChanged); only accepting
// the dialog changes the document, as one undo step.
//
// The world stays playable: unless the designer asks for the seed's own
// levels (lake at 34, snow at 2.4 times the highest value), the lake and
// snow levels keep the 1983 set's shares of the ground (the water share can
// be asked for: more water or more land), and the terrain kinds keep theirs
// of the land. The dialog shows each share as measured over 8 km × 8 km
// beside the range it should lie in (the 1983 share ± a margin).

#include "relf/parameters.h"
#include "relf/worldshares.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QComboBox;
class QSpinBox;

namespace terrain::app {

class RandomiserDialog : public QDialog
{
    Q_OBJECT
public:
    RandomiserDialog(const relf::RelfParameters &base, QWidget *parent = nullptr);

    // The parameters the current settings give (valid when problems() is empty).
    const relf::RelfParameters &result() const { return m_result; }
    relf::SineProfileSettings settings() const;
    QString problems() const;
    void setSeed(quint64 seed);
    void newSeed();
    // Previews the current settings (done on every change).
    void refreshPreview();
    // The share of the ground under water asked for, and whether the levels
    // keep the shares at all (else the seed's own).
    void setWaterShare(double share);
    void setKeepShares(bool keep);
    // Each kind's share of the result and the snow's, as measured, and the
    // ranges they should lie in; the text the dialog shows of them.
    const relf::WorldShares &shares() const { return m_shares; }
    relf::ShareRange rangeOf(relf::TerrainKind kind) const;
    relf::ShareRange snowRange() const;
    QString sharesText() const;

Q_SIGNALS:
    void previewChanged(const terrain::relf::RelfParameters &parameters);

private:
    relf::RelfParameters m_base;
    relf::RelfParameters m_result;
    QSpinBox *m_sines = nullptr;
    QDoubleSpinBox *m_minAmplitude = nullptr, *m_maxAmplitude = nullptr;
    QDoubleSpinBox *m_minCycles = nullptr, *m_maxCycles = nullptr;
    QComboBox *m_length = nullptr;
    QLineEdit *m_seed = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_sharesLabel = nullptr;
    QPushButton *m_ok = nullptr;
    QDoubleSpinBox *m_water = nullptr;
    QCheckBox *m_keep = nullptr;
    relf::WorldShares m_reference; // the 1983 set's, measured
    double m_referenceSnow = 0.0;  // the 1983 set's snow share, by its distribution
    relf::WorldShares m_shares;
};

} // namespace terrain::app
