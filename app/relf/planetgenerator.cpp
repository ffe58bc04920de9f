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
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators",
        "A spherical planet: heights, terrain and features on a globe and a flat map");
    g.picture = QStringLiteral(":/manual/docs/planet-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Planet"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "A spherical planet with its features"),
                   QStringLiteral(":/examples/planet.json")}};
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
