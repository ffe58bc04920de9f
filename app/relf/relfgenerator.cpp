#include "relfgenerator.h"

#include "relf/parameterfile.h"
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
    g.newDocument = [] { return new RelfDocument(relf::RelfParameters::reference1983()); };
    g.openDocument = [](const QString &path, QStringList *errors,
                        QStringList *warnings) -> Document * {
        auto *d = new RelfDocument(relf::RelfParameters::reference1983());
        if (d->load(path, errors, warnings))
            return d;
        delete d;
        return nullptr;
    };
    g.makeEditor = [](QMainWindow *window) -> Editor * { return new RelfEditor(window); };
    return g;
}

} // namespace terrain::app
