#pragma once
// The colours of the planet's globe and flat map (relf::planetColours): a
// swatch and a name for each kind of ground, and snow, then the symbol of
// each point feature the map shows, in rows that wrap to the width they are
// given and as tall as they need.

#include "relf/planet/planetfeatures.h"

#include <QListWidget>

#include <vector>

namespace terrain::widgets {

class PlanetLegend : public QListWidget
{
    Q_OBJECT
public:
    explicit PlanetLegend(QWidget *parent = nullptr);

    QStringList entries() const; // the names shown, in order
    // The point features on the map as drawn: their kinds' symbols follow
    // the colours (none when the map shows none).
    void setFeatures(const std::vector<relf::PlanetFeature> &shown);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void updateGeometries() override;

private:
    int contentHeight() const;
    int m_colours = 0;       // the entries before the features'
    unsigned m_features = 0; // the kinds listed, a bit each
};

} // namespace terrain::widgets
