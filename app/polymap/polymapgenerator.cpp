#include "generator.h"

#include "polymap/polymapfile.h"
#include "polymap/polymapshape.h"
#include "polymapdocument.h"
#include "polymapeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator polymapGenerator()
{
    Generator g;
    g.formatName = polymap::kPolymapFile.formatName();
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "&Polygon Island");
    g.newShortcut = QStringLiteral("Ctrl+Alt+N");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators",
        "An island of Voronoi polygons with elevation, rivers, moisture and biomes");
    g.picture = QStringLiteral(":/manual/docs/polymap-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Polygon Island"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "An island of 8,000 polygons with rivers"),
                   QStringLiteral(":/examples/polygon-island.json")}};
    setDocumentsAndEditor<PolymapEditor>(
        g, [] { return new PolymapDocument(polymap::PolymapParameters()); });
    g.shapeSource = polymap::shapeSource();
    return g;
}

} // namespace terrain::app
