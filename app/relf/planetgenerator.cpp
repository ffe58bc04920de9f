#include "planetdocument.h"
#include "planeteditor.h"
#include "relfgenerator.h"

#include <QCoreApplication>

namespace terrain::app {

Generator planetGenerator()
{
    Generator g;
    g.formatName = QString::fromLatin1(relf::kPlanetFormat);
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "&Planet");
    g.newDocument = [] { return new PlanetDocument(); };
    g.openDocument = [](const QString &path, QStringList *errors,
                        QStringList *warnings) -> Document * {
        auto *d = new PlanetDocument();
        if (d->load(path, errors, warnings))
            return d;
        delete d;
        return nullptr;
    };
    g.makeEditor = [](QMainWindow *window) -> Editor * { return new PlanetEditor(window); };
    return g;
}

} // namespace terrain::app
