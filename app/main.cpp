// Terrain Studio: opens on the built-in 1983 terrain, or on a parameter file
// named on the command line.
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Terrain Studio"));
    QApplication::setOrganizationName(QStringLiteral("Terrain Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    terrain::app::installTranslation(terrain::app::storedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Design limitless procedural terrain."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A parameter file to open."));
    parser.process(app);

    terrain::app::MainWindow window(terrain::relf::RelfParameters::reference1983());
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().first());
    return app.exec();
}
