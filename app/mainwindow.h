#pragma once

#include "relf/evaluator.h"

#include <QMainWindow>

namespace terrain::widgets {
class MapImageView;
}

namespace terrain::app {

// The studio's main window: the map of the current parameter set.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(relf::RelfParameters parameters, QWidget *parent = nullptr);

    const relf::RelfParameters &parameters() const { return m_terrain->parameters(); }
    widgets::MapImageView *mapView() const { return m_map; }
    // Renders the map centred on (x, y) at the given scale.
    void showRegion(double centreX, double centreY, double metresPerPixel);

private:
    relf::EvaluatorPtr m_terrain;
    widgets::MapImageView *m_map = nullptr;
};

} // namespace terrain::app
