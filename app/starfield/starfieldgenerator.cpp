#include "starfieldgenerator.h"

#include "starfielddocument.h"
#include "starfieldeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator starFieldGenerator()
{
    Generator g;
    g.formatName = QString::fromLatin1(starfield::kStarFieldFormat);
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "&Star Field");
    g.summary = QCoreApplication::translate(
        "terrain::app::Generators", "Stars and nebulae in three dimensions, from the same sums");
    g.picture = QStringLiteral(":/manual/docs/starfield-editor.png");
    g.examples = {{QCoreApplication::translate("terrain::app::Generators", "A Star Field"),
                   QCoreApplication::translate("terrain::app::Generators",
                                               "Stars and nebulae from the same sums"),
                   QStringLiteral(":/examples/star-field.json")}};
    g.newDocument = [] { return new StarFieldDocument(); };
    g.openDocument = [](const QString &path, QStringList *errors,
                        QStringList *warnings) -> Document * {
        auto *d = new StarFieldDocument();
        if (d->load(path, errors, warnings))
            return d;
        delete d;
        return nullptr;
    };
    g.makeEditor = [](QMainWindow *window) -> Editor * { return new StarFieldEditor(window); };
    return g;
}

} // namespace terrain::app
