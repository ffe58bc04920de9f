#include "generator.h"
#include "planetdocument.h"
#include "planeteditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator planetGenerator()
{
    Generator g;
    g.formatName = relf::kPlanetFile.formatName();
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "&Planet");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators",
        "A spherical planet: heights, terrain and features on a globe and a flat map");
    g.picture = QStringLiteral(":/manual/docs/planet-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Planet"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "A spherical planet with its features"),
                   QStringLiteral(":/examples/planet.json")}};
    setDocumentsAndEditor<PlanetEditor>(g, [] { return new PlanetDocument(); });
    return g;
}

} // namespace terrain::app
