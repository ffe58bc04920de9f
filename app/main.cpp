// Terrain Studio: opens on the default generator's built-in document (the
// 1983 Relf terrain), and on the files named on the command line.
#include "generator.h"
#include "mapview.h"
#include "render/tiles.h"
#include "util/freedmemory.h"
#include "window/gotodialog.h"
#include "window/mainwindow.h"
#include "window/preferencesdialog.h"
#include "window/translations.h"

#include <QApplication>
#include <QCommandLineParser>

#include <cstdio>

int main(int argc, char *argv[])
{
    terrain::util::keepFreedMemory();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Terrain Studio"));
    QApplication::setOrganizationName(QStringLiteral("Terrain Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    // --language is read before the parser, whose own texts it translates.
    QString language = terrain::app::storedLanguage();
    const QStringList args = QApplication::arguments();
    if (const auto at = args.indexOf(QStringLiteral("--language")); at >= 0 && at + 1 < args.size())
        language = args.at(at + 1);
    terrain::app::installTranslation(language);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Design limitless procedural terrain."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A parameter file to open."));
    const QCommandLineOption centre(
        QStringLiteral("centre"),
        QApplication::translate("main", "Centre the map on the ground point \"x,y\"."),
        QStringLiteral("x,y"));
    const QCommandLineOption scale(
        QStringLiteral("scale"),
        QApplication::translate("main", "Metres per pixel: 0.125, 0.25, ... 16."),
        QStringLiteral("m"));
    const QCommandLineOption languageOption(
        QStringLiteral("language"), QApplication::translate("main", "Interface language (en, de)."),
        QStringLiteral("code"));
    parser.addOptions({centre, scale, languageOption});
    parser.process(app);

    // Check the options before any window opens.
    int zoom = -1;
    if (parser.isSet(scale)) {
        bool ok = false;
        const double m = parser.value(scale).toDouble(&ok);
        for (int z = 0; z < terrain::render::kZoomLevels && ok; ++z)
            if (terrain::render::metresPerPixel(z) == m)
                zoom = z;
        if (zoom < 0) {
            std::fprintf(
                stderr,
                "terrainstudio: --scale: expected one of 0.125, 0.25, 0.5, 1, 2, 4, 8, 16\n");
            return 2;
        }
    }
    QPointF at;
    if (parser.isSet(centre)) {
        QString why;
        if (!terrain::app::GoToDialog::parse(parser.value(centre), &at, &why)) {
            std::fprintf(stderr, "terrainstudio: --centre: %s\n", qPrintable(why));
            return 2;
        }
    }

    terrain::app::MainWindow window;
    window.newDocument(terrain::app::generators().first().formatName); // the default generator
    window.show();
    for (const QString &file : parser.positionalArguments())
        window.openFile(file);
    // --centre and --scale place every map view; without them each editor
    // shows its document where it opens it.
    for (auto *map : window.findChildren<terrain::widgets::MapView *>()) {
        if (zoom >= 0)
            map->setZoom(zoom, QPointF(map->width() / 2.0, map->height() / 2.0));
        if (parser.isSet(centre))
            map->centreOn(at.x(), at.y());
    }
    window.offerRecovery();
    if (parser.positionalArguments().isEmpty())
        window.showStartPageAtFirstStart();
    return app.exec();
}
