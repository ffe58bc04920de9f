#include "generator.h"

#include "relf/model/parameterfile.h"
#include "relfdocument.h"
#include "relfeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator relfGenerator()
{
    Generator g;
    g.formatName = QString::fromLatin1(relf::kParameterFormat);
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "Relf &Terrain");
    g.newShortcut = QStringLiteral("Ctrl+N");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators",
        "Limitless terrain from a profile summed along direction vectors, as an "
        "orienteering map: lakes, vegetation, towns, streams, mines, a 3-D view");
    g.picture = QStringLiteral(":/manual/docs/studio-town-1m.png");
    g.examples = {
        {QCoreApplication::translate("terrain::app::Generators", "The Forest 1983"),
         QCoreApplication::translate("terrain::app::Generators",
                                     "The reference terrain of the article, the default"),
         QStringLiteral(":/presets/the-forest-1983.json")},
        {QCoreApplication::translate("terrain::app::Generators", "Islands"),
         QCoreApplication::translate("terrain::app::Generators",
                                     "The lake raised until the land breaks into islands"),
         QStringLiteral(":/presets/islands.json")},
        {QCoreApplication::translate("terrain::app::Generators", "A Continent"),
         QCoreApplication::translate("terrain::app::Generators",
                                     "A limitless world shaped by a fractal coastline, eroded"),
         QStringLiteral(":/examples/relf-continent.json")}};
    setDocumentsAndEditor<RelfEditor>(
        g, [] { return new RelfDocument(relf::RelfParameters::reference1983()); });
    return g;
}

} // namespace terrain::app
