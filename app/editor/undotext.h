#pragma once
// An undo step's text, marked where it is written with
// QT_TRANSLATE_NOOP("Undo Commands", ...), in the designer's language.

#include <QCoreApplication>
#include <QString>

namespace terrain::app {

inline QString undoText(const char *text)
{
    return QCoreApplication::translate("Undo Commands", text);
}

} // namespace terrain::app
