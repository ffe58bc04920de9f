#include "generator.h"

#include "coastline/coastlinefile.h"
#include "coastline/coastlineshape.h"
#include "coastlinedocument.h"
#include "coastlineeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator coastlineGenerator()
{
    Generator g;
    g.formatName = coastline::kCoastlineFile.formatName();
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "Fractal &Coastline");
    g.newShortcut = QStringLiteral("Ctrl+Shift+N");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators",
        "A fractal coastline grown from four corners on a repeating square map");
    g.picture = QStringLiteral(":/manual/docs/coastline-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Fractal Coastline"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "A coastline continent with heights"),
                   QStringLiteral(":/examples/coastline-continent.json")}};
    setDocumentsAndEditor<CoastlineEditor>(
        g, [] { return new CoastlineDocument(coastline::CoastlineParameters::mapColours()); },
        [] { return new CoastlineDocument(coastline::CoastlineParameters::article()); });
    g.shapeSource = coastline::shapeSource();
    return g;
}

} // namespace terrain::app
