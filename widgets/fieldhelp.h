#pragma once
// What a field does, said once: the tooltip a designer sees on hover and the
// What's This text (Shift+F1) are the same words.

#include <QString>
#include <QWidget>

#include <initializer_list>
#include <utility>

namespace terrain::widgets {

inline void explain(QWidget *field, const QString &text)
{
    field->setToolTip(text);
    field->setWhatsThis(text);
}

inline void explain(std::initializer_list<std::pair<QWidget *, QString>> fields)
{
    for (const auto &[field, text] : fields)
        explain(field, text);
}

} // namespace terrain::widgets
