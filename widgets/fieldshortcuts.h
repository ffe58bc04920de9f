#pragma once
// Lets the window's shortcuts win over a text field's own keys once what the
// field shows is committed. A QLineEdit (and every spin box and editable
// combo box, which hold one) takes Ctrl+Z for its own text undo, so after
// a value was typed and Enter pressed, Ctrl+Z undid the typing inside the
// field, not the edit the document had taken, and the designer's keys
// seemed dead. While the field holds text not yet committed it keeps them:
// Ctrl+Z then undoes the typing, as a field should.
//
// A field counts as committed when its line edit holds nothing typed since
// the field last showed its value: Qt marks a line edit modified as the user
// types and clears the mark when the field sets its text (a spin box after
// Enter, a step or leaving the field); Enter clears it here too, for the
// rare text that is taken unchanged. Installed once on the application
// (FieldShortcuts::install); it looks only at ShortcutOverride and at the
// release of Enter.

#include <QObject>

class QKeyEvent;
class QWidget;

namespace terrain::widgets {

class FieldShortcuts : public QObject
{
    Q_OBJECT
public:
    // Installs the filter on the application, parented to `owner`.
    static FieldShortcuts *install(QObject *owner);

    // Whether the field (a line edit, a spin box or an editable combo box)
    // shows exactly what it last committed.
    static bool isCommitted(const QWidget *field);
    // The keys the window keeps once a field is committed.
    static bool isWindowKey(const QKeyEvent *event);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace terrain::widgets
