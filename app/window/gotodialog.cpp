#include "gotodialog.h"
#include "dialogbuttons.h"
#include "util/groundlimit.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>

namespace terrain::app {

namespace {
constexpr double kLimit = util::kGroundLimit;
}

GoToDialog::GoToDialog(QPointF current, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Go To"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Ground coordinates x (east) and y (north), in metres:"), this));
    m_edit = new QLineEdit(
        QStringLiteral("%1 %2").arg(current.x(), 0, 'f', 0).arg(current.y(), 0, 'f', 0), this);
    layout->addWidget(m_edit);
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_error);
    auto *buttons = widgets::okCancelButtons(this);
    layout->addWidget(buttons);
    connect(m_edit, &QLineEdit::textChanged, this, [this, buttons] {
        validate();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_error->text().isEmpty());
    });
    validate();
}

bool GoToDialog::parse(const QString &text, QPointF *out, QString *why)
{
    const QStringList parts =
        text.trimmed().split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    if (parts.size() != 2) {
        *why = tr("Enter two numbers, x and y.");
        return false;
    }
    bool okX = false, okY = false;
    const double x = parts[0].toDouble(&okX), y = parts[1].toDouble(&okY);
    if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y)) {
        *why = tr("\"%1\" is not a number.").arg(okX ? parts[1] : parts[0]);
        return false;
    }
    if (std::abs(x) > kLimit || std::abs(y) > kLimit) {
        *why = tr("Coordinates must lie within ±10^15 m.");
        return false;
    }
    *out = QPointF(x, y);
    return true;
}

void GoToDialog::validate()
{
    QString why;
    m_error->setText(parse(m_edit->text(), &m_position, &why) ? QString() : why);
}

QPointF GoToDialog::position() const
{
    return m_position;
}

} // namespace terrain::app
