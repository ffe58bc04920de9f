#include "generator.h"

#include "starfielddocument.h"
#include "starfieldeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator starFieldGenerator()
{
    Generator g;
    g.formatName = starfield::kStarFieldFile.formatName();
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "&Star Field");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators", "Stars and nebulae in three dimensions, from the same sums");
    g.picture = QStringLiteral(":/manual/docs/starfield-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Star Field"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "Stars and nebulae from the same sums"),
                   QStringLiteral(":/examples/star-field.json")}};
    setDocumentsAndEditor<StarFieldEditor>(g, [] { return new StarFieldDocument(); });
    return g;
}

} // namespace terrain::app
