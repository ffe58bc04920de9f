#pragma once
// The time set (seed 000, "Evolution in time"): one whole-number coefficient
// per height vector, so vector i reads the profile at (a·x + b·y + c·t)/128.
// Shown with each vector and how fast its pattern drifts on the ground:
// |c|/|v| metres per unit of time, along the vector.

#include "relf/parameters.h"

#include <QWidget>

class QTableWidget;

namespace terrain::widgets {

class TimeEditor : public QWidget
{
    Q_OBJECT
public:
    explicit TimeEditor(QWidget *parent = nullptr);
    void setParameters(const relf::RelfParameters &parameters); // no echo
    QTableWidget *table() const { return m_table; }

    // How far vector v's pattern moves on the ground per unit of time.
    static double driftMetres(const relf::DirectionVector &v, std::int32_t coefficient);

Q_SIGNALS:
    void coefficientsEdited(const std::vector<std::int32_t> &coefficients);

private:
    QTableWidget *m_table = nullptr;
    std::vector<std::int32_t> m_coefficients;
    relf::VectorSet m_height;
    bool m_updating = false;
};

} // namespace terrain::widgets
