// Terrain Studio: opens on the built-in 1983 terrain, or on a parameter file
// named on the command line.
#include "mainwindow.h"
#include "relf/parameterfile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Terrain Studio"));
    QApplication::setOrganizationName(QStringLiteral("Terrain Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Design limitless procedural terrain."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A parameter file to open."));
    parser.process(app);

    terrain::relf::RelfParameters parameters = terrain::relf::RelfParameters::reference1983();
    if (!parser.positionalArguments().isEmpty()) {
        const auto result = terrain::relf::readParameterFile(parser.positionalArguments().first());
        if (result.parameters)
            parameters = *result.parameters;
        else
            QMessageBox::warning(nullptr, QApplication::translate("main", "Cannot open the parameter file"),
                                 result.errors.join(QLatin1Char('\n')));
    }
    terrain::app::MainWindow window(parameters);
    window.show();
    return app.exec();
}
