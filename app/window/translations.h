#pragma once
// Chooses and installs the user interface's translation.

#include <QString>

namespace terrain::app {

// Installs the translation for `language` ("" for the system's locale);
// returns the language code in effect ("en" when none was found).
QString installTranslation(const QString &language);

} // namespace terrain::app
