#pragma once
// A number field that never turns what was typed into another number: it
// reads exponents (1e3), and a text that is not a number or lies outside the
// range is refused with a reason (inputRefused) and the old value stays,
// where a plain QDoubleSpinBox drops the characters it does not expect
// (so that "1e300" became 1300).

#include <QDoubleSpinBox>

namespace terrain::widgets {

class NumberBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    explicit NumberBox(QWidget *parent = nullptr);

    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    void fixup(QString &input) const override;

Q_SIGNALS:
    // What was typed, and why it was refused.
    void inputRefused(const QString &typed, const QString &reason) const;

private:
    std::optional<double> parse(const QString &text) const;
};

} // namespace terrain::widgets
