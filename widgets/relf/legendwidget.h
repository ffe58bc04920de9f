#pragma once
// The map's legend: every symbol in use on the visible map, with its name.

#include "relf/map/maprenderer.h"

#include <QIcon>
#include <QWidget>

class QListWidget;

namespace terrain::widgets {

// A legend's square of one colour, the size legends' icons are.
QIcon legendSwatch(QRgb fill);
// A point feature's map symbol, on white, the same size.
QIcon legendFeatureIcon(relf::Feature feature);
inline constexpr int kLegendIcon = 22;

class LegendWidget : public QWidget
{
    Q_OBJECT
public:
    explicit LegendWidget(QWidget *parent = nullptr);
    void setContents(const relf::MapContents &contents);
    QStringList entries() const; // the names shown, in order

    // The streams drawn over the map (they are not in the tiles' contents):
    // whether any is in view, and whether any ends in marsh. Shown at the
    // next setContents.
    void setStreams(bool streams, bool marsh);

private:
    bool m_streams = false, m_marsh = false;
    QListWidget *m_list = nullptr;
};

} // namespace terrain::widgets
