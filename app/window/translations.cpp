#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace terrain::app {

QString installTranslation(const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Every number shown or read follows the language: spin boxes, %L1 and
    // QLocale() take the default ("204,0" and "83,4 %" in German).
    QLocale::setDefault(locale);
    auto *studio = new QTranslator(QCoreApplication::instance());
    // Complete translations only are built in, under :/i18n.
    if (!studio->load(locale, QStringLiteral("terrainstudio"), QStringLiteral("_"),
                      QStringLiteral(":/i18n"))) {
        delete studio;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(studio);
    // Qt's own dialogs (file dialog, message box buttons), where installed.
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return locale.name().left(2);
}

} // namespace terrain::app
