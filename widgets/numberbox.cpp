#include "numberbox.h"

#include <QLineEdit>
#include <QLocale>

#include <cmath>

namespace terrain::widgets {

NumberBox::NumberBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
}

std::optional<double> NumberBox::parse(const QString &text) const
{
    QString t = text.trimmed();
    if (!prefix().isEmpty() && t.startsWith(prefix()))
        t.remove(0, prefix().size());
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    t = t.trimmed();
    bool ok = false;
    double v = locale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

QValidator::State NumberBox::validate(QString &input, int &) const
{
    const std::optional<double> v = parse(input);
    if (v && *v >= minimum() && *v <= maximum())
        return QValidator::Acceptable;
    // Anything else may still be on its way to a number, or be refused with
    // a word when the field is left: never dropped silently.
    return QValidator::Intermediate;
}

double NumberBox::valueFromText(const QString &text) const
{
    return parse(text).value_or(value());
}

void NumberBox::fixup(QString &input) const
{
    const std::optional<double> v = parse(input);
    const QString typed = input.trimmed();
    if (typed.isEmpty() || (v && *v >= minimum() && *v <= maximum()))
        return;
    Q_EMIT inputRefused(typed,
                        v ? tr("expected a number from %L1 to %L2").arg(minimum()).arg(maximum())
                          : tr("not a number"));
}

} // namespace terrain::widgets
