#pragma once
// The sine-wave profile randomiser (seed 000, "Changing the profile -
// random?"): number of sines, amplitude and cycles ranges, profile length and
// seed. Every change previews the result (previewChanged); only accepting
// the dialog changes the document, as one undo step.

#include "relf/parameters.h"

#include <QDialog>

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
    QPushButton *m_ok = nullptr;
};

} // namespace terrain::app
