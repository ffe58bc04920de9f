#pragma once
// The number fields of a generator's panel: a value is committed when typing
// ends or an arrow steps it, not at every key, and a field is narrow enough
// for a dock.

class QDoubleSpinBox;
class QSpinBox;
class QWidget;

namespace terrain::widgets {

QDoubleSpinBox *panelRealBox(QWidget *parent, double lo, double hi, double step, int decimals);
QSpinBox *panelIntBox(QWidget *parent, int lo, int hi, int step = 1);

} // namespace terrain::widgets
