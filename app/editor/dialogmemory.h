#pragma once
// What an export dialog remembers between uses, for each kind of document:
// the folder and file name last exported to, and each control marked with
// rememberChoice (a combo box's choice, a spin box's value, a check box).
// Restored when the dialog opens, stored when it is accepted; the region
// and other values that follow the view are never marked, so they stay the
// view's.

#include <QString>

class QDialog;
class QLineEdit;
class QWidget;

namespace terrain::app {

void rememberChoice(QWidget *control, const QString &key);
// Restores what the last accepted dialog of this kind chose, and stores it
// again each time this one is accepted. The path keeps the suffix the dialog
// has chosen for its format.
void keepChoices(QDialog *dialog, const QString &kind, QLineEdit *path);

} // namespace terrain::app
