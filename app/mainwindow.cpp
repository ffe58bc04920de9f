#include "mainwindow.h"

#include "mapimageview.h"
#include "render/maprenderer.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QMenuBar>
#include <QStatusBar>

namespace terrain::app {

MainWindow::MainWindow(relf::RelfParameters parameters, QWidget *parent)
    : QMainWindow(parent)
    , m_terrain(std::make_shared<const relf::RelfEvaluator>(std::move(parameters)))
    , m_map(new widgets::MapImageView(this))
{
    setWindowTitle(tr("Terrain Studio"));
    setCentralWidget(m_map);
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    resize(1000, 760);
    showRegion(0, 0, 1.0);
}

void MainWindow::showRegion(double centreX, double centreY, double metresPerPixel)
{
    render::MapRenderSettings s;
    s.width = 800;
    s.height = 600;
    s.metresPerPixel = metresPerPixel;
    s.left = std::round(centreX - s.width / 2.0 * metresPerPixel);
    s.top = std::round(centreY + s.height / 2.0 * metresPerPixel);
    s.threads = 0;
    QElapsedTimer timer;
    timer.start();
    m_map->setImage(render::renderMap(*m_terrain, s));
    statusBar()->showMessage(tr("Centre %1, %2 at %3 m per pixel: drawn in %4 ms")
                                 .arg(centreX)
                                 .arg(centreY)
                                 .arg(metresPerPixel)
                                 .arg(double(timer.nsecsElapsed()) / 1e6, 0, 'f', 1));
}

} // namespace terrain::app
