#pragma once
// The mine view with its controls: openness threshold, the sin/cos variant,
// the number of levels and the level shown, and what the picked mine holds.

#include "relf/parameters.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace terrain::widgets {

class MineView;

class MinePanel : public QWidget
{
    Q_OBJECT
public:
    explicit MinePanel(QWidget *parent = nullptr);
    // Its fields' signals stop reaching it first: a field losing focus while
    // the panel is taken down would emit editingFinished into a half-gone panel.
    ~MinePanel() override;
    void setParameters(const relf::RelfParameters &parameters); // no echo
    MineView *view() const { return m_view; }
    QDoubleSpinBox *openness() const { return m_openness; }
    QString selectionText() const;
    QString keyText() const; // the colour key's words

Q_SIGNALS:
    void minesEdited(const terrain::relf::MineRules &rules, const QString &undoText);
    void editingFinished();

private:
    MineView *m_view = nullptr;
    QDoubleSpinBox *m_openness = nullptr;
    QCheckBox *m_variant = nullptr;
    QSpinBox *m_levels = nullptr;
    QSpinBox *m_level = nullptr;
    QLabel *m_key = nullptr;
    QLabel *m_info = nullptr;
    relf::MineRules m_rules;
    bool m_updating = false;
};

} // namespace terrain::widgets
