#pragma once
// The height profile as a periodic curve (QCustomPlot): a faded second period
// shows the wrap; dragging reshapes it with a smooth brush of adjustable
// width; the length switches between powers of two (resampled); a randomised
// profile can show its sine components.

#include "relf/parameters.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QMouseEvent;
class QSpinBox;

namespace terrain::widgets {

class ProfileChart : public QWidget
{
    Q_OBJECT
public:
    explicit ProfileChart(QWidget *parent = nullptr);

    void setParameters(const relf::RelfParameters &parameters); // no echo
    QCustomPlot *plot() const { return m_plot; }
    QSpinBox *brushWidth() const { return m_brush; }
    QComboBox *lengthBox() const { return m_length; }
    QCheckBox *componentsBox() const { return m_components; }

protected:
    void showEvent(QShowEvent *event) override;

Q_SIGNALS:
    void profileEdited(const std::vector<std::int32_t> &profile, const QString &undoText);
    void editingFinished();

private:
    void redraw();
    void press(QMouseEvent *event);
    void move(QMouseEvent *event);
    void release(QMouseEvent *event);

    relf::RelfParameters m_params;
    std::vector<std::int32_t> m_dragStart;
    bool m_dragging = false;
    bool m_updating = false;
    bool m_stale = false; // changed while hidden: drawn when shown
    QCustomPlot *m_plot = nullptr;
    QSpinBox *m_brush = nullptr;
    QComboBox *m_length = nullptr;
    QCheckBox *m_components = nullptr;
};

} // namespace terrain::widgets
