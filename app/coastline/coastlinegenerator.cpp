#include "coastlinegenerator.h"

#include "coastline/coastlinefile.h"
#include "coastlinedocument.h"
#include "coastlineeditor.h"

#include <QCoreApplication>

namespace terrain::app {

Generator coastlineGenerator()
{
    Generator g;
    g.formatName = QString::fromLatin1(coastline::kFormatName);
    g.displayName = QCoreApplication::translate("terrain::app::Generators", "Fractal &Coastline");
    g.newShortcut = QStringLiteral("Ctrl+Shift+N");
    g.newDocument = [] { return new CoastlineDocument(coastline::CoastlineParameters::article()); };
    g.openDocument = [](const QString &path, QStringList *errors,
                        QStringList *warnings) -> Document * {
        auto *d = new CoastlineDocument(coastline::CoastlineParameters::article());
        if (d->load(path, errors, warnings))
            return d;
        delete d;
        return nullptr;
    };
    g.makeEditor = [](QMainWindow *window) -> Editor * { return new CoastlineEditor(window); };
    return g;
}

} // namespace terrain::app
