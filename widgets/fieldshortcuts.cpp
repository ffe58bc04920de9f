#include "fieldshortcuts.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace terrain::widgets {

namespace {

// The line edit inside a field; the field itself when it is one.
QLineEdit *editOf(QObject *field)
{
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        return edit;
    if (auto *combo = qobject_cast<QComboBox *>(field))
        return combo->isEditable() ? combo->lineEdit() : nullptr;
    if (qobject_cast<QAbstractSpinBox *>(field))
        return field->findChild<QLineEdit *>(QString(), Qt::FindDirectChildrenOnly);
    return nullptr;
}

bool isEnter(const QEvent *event)
{
    const auto *key = static_cast<const QKeyEvent *>(event);
    return key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
}

} // namespace

FieldShortcuts *FieldShortcuts::install(QObject *owner)
{
    auto *filter = new FieldShortcuts(owner);
    qApp->installEventFilter(filter);
    return filter;
}

bool FieldShortcuts::isWindowKey(const QKeyEvent *event)
{
    // Ctrl+Y is the window's second Redo key on every platform.
    return event->matches(QKeySequence::Undo) || event->matches(QKeySequence::Redo) ||
           event->matches(QKeySequence::Close) ||
           event->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_Y);
}

bool FieldShortcuts::isCommitted(const QWidget *field)
{
    const QLineEdit *edit = editOf(const_cast<QWidget *>(field));
    return edit && !edit->isModified();
}

bool FieldShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride: {
        auto *field = qobject_cast<QWidget *>(watched);
        if (!field || field != QApplication::focusWidget())
            return false;
        // The line edit of a spin box or combo box speaks for its owner.
        if (QWidget *owner = field->parentWidget();
            qobject_cast<QLineEdit *>(field) && owner &&
            (qobject_cast<QAbstractSpinBox *>(owner) || qobject_cast<QComboBox *>(owner)))
            field = owner;
        if (!editOf(field) || !isWindowKey(static_cast<QKeyEvent *>(event)) || !isCommitted(field))
            return false;
        // Neither accepted nor passed on: the shortcut map gives the key to
        // the window's action.
        event->ignore();
        return true;
    }
    case QEvent::KeyRelease:
        // Enter has committed the field's text (or put its value back).
        if (isEnter(event))
            if (QLineEdit *edit = editOf(watched))
                edit->setModified(false);
        return false;
    default:
        return false;
    }
}

} // namespace terrain::widgets
