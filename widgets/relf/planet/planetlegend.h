#pragma once
// The colours of the planet's globe and flat map (relf::planetColours): a
// swatch and a name for each kind of ground, and snow, in rows that wrap to
// the width they are given and as tall as they need.

#include <QListWidget>

namespace terrain::widgets {

class PlanetLegend : public QListWidget
{
    Q_OBJECT
public:
    explicit PlanetLegend(QWidget *parent = nullptr);

    QStringList entries() const; // the names shown, in order
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void updateGeometries() override;

private:
    int contentHeight() const;
};

} // namespace terrain::widgets
