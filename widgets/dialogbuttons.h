#pragma once
// A dialog's OK and Cancel: accept and reject wired, OK named for what it
// does ("Export", "Apply") when a name is given. The caller places the box.

#include <QDialog>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QString>

namespace terrain::widgets {

inline QDialogButtonBox *okCancelButtons(QDialog *dialog, const QString &okText = QString())
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    if (!okText.isEmpty())
        buttons->button(QDialogButtonBox::Ok)->setText(okText);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace terrain::widgets
