#include "panelfields.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace terrain::widgets {

namespace {

constexpr int kMinimumWidth = 70;

} // namespace

QDoubleSpinBox *panelRealBox(QWidget *parent, double lo, double hi, double step, int decimals)
{
    auto *b = new QDoubleSpinBox(parent);
    b->setRange(lo, hi);
    b->setSingleStep(step);
    b->setDecimals(decimals);
    b->setKeyboardTracking(false);
    b->setMinimumWidth(kMinimumWidth);
    return b;
}

QSpinBox *panelIntBox(QWidget *parent, int lo, int hi, int step)
{
    auto *b = new QSpinBox(parent);
    b->setRange(lo, hi);
    b->setSingleStep(step);
    b->setKeyboardTracking(false);
    b->setMinimumWidth(kMinimumWidth);
    return b;
}

} // namespace terrain::widgets
