#pragma once
// The Continent dock: the minimap, the base and amplitude curves with their
// presets, the grid's placement (cell size, south-west corner) and edges,
// and the climate that steers the vegetation. Without
// a continent it says how to make one. Edits leave as signals; the editor
// turns them into undo steps.

#include "relf/parameters.h"

#include <QHash>
#include <QWidget>

#include <utility>

class QComboBox;
class QGroupBox;
class QLabel;
class QStackedWidget;

namespace terrain::widgets {

class ContinentCurves;
class ContinentMinimap;
class NumberBox;

class ContinentPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ContinentPanel(QWidget *parent = nullptr);

    void setParameters(const relf::RelfParameters &parameters); // no echo
    void setView(const QRectF &ground);

    ContinentCurves *curves() const { return m_curves; }
    ContinentMinimap *minimap() const { return m_minimap; }
    QComboBox *presetBox() const { return m_preset; }
    NumberBox *cellBox() const { return m_cell; }
    NumberBox *originXBox() const { return m_originX; }
    NumberBox *originYBox() const { return m_originY; }
    QComboBox *edgesBox() const { return m_edges; }
    QGroupBox *climateBox() const { return m_climate; }
    NumberBox *climateStrengthBox() const { return m_strength; }
    NumberBox *seaReachBox() const { return m_seaReach; }
    NumberBox *riverReachBox() const { return m_riverReach; }
    NumberBox *snowDropBox() const { return m_snowDrop; }

Q_SIGNALS:
    void curveEdited(int which, const relf::Curve &curve, const QString &undoText);
    void curveEditingFinished();
    void presetChosen(const QString &name);
    void placementEdited(double cell, double originX, double originY);
    void edgesChosen(relf::ContinentEdges edges);
    void climateEdited(const relf::ClimateSettings &climate);
    void centreRequested(QPointF ground);

private:
    void emitPlacement();
    void emitClimate();
    // Shows a value in a box, which rounds it to its decimals; valueOf()
    // gives the exact value back while the box still shows it, so that an
    // edit of one box never rounds the values beside it.
    void show(NumberBox *box, double value);
    double valueOf(NumberBox *box) const;
    QGroupBox *makeClimate(QWidget *page);

    QStackedWidget *m_pages = nullptr;
    QLabel *m_summary = nullptr;
    ContinentMinimap *m_minimap = nullptr;
    ContinentCurves *m_curves = nullptr;
    QComboBox *m_preset = nullptr;
    NumberBox *m_cell = nullptr;
    NumberBox *m_originX = nullptr;
    NumberBox *m_originY = nullptr;
    QComboBox *m_edges = nullptr;
    QGroupBox *m_climate = nullptr;
    NumberBox *m_strength = nullptr;
    NumberBox *m_seaReach = nullptr;
    NumberBox *m_riverReach = nullptr;
    NumberBox *m_snowDrop = nullptr;
    QHash<const NumberBox *, std::pair<double, double>> m_shown; // box → (shown, exact)
    bool m_updating = false;
};

} // namespace terrain::widgets
