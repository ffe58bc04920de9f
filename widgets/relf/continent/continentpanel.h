#pragma once
// The Continent dock: the minimap, the base and amplitude curves with their
// presets, and the grid's placement (cell size, south-west corner). Without
// a continent it says how to make one. Edits leave as signals; the editor
// turns them into undo steps.

#include "relf/parameters.h"

#include <QWidget>

class QComboBox;
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

Q_SIGNALS:
    void curveEdited(int which, const relf::Curve &curve, const QString &undoText);
    void curveEditingFinished();
    void presetChosen(const QString &name);
    void placementEdited(double cell, double originX, double originY);
    void edgesChosen(relf::ContinentEdges edges);
    void centreRequested(QPointF ground);

private:
    void emitPlacement();

    QStackedWidget *m_pages = nullptr;
    QLabel *m_summary = nullptr;
    ContinentMinimap *m_minimap = nullptr;
    ContinentCurves *m_curves = nullptr;
    QComboBox *m_preset = nullptr;
    NumberBox *m_cell = nullptr;
    NumberBox *m_originX = nullptr;
    NumberBox *m_originY = nullptr;
    QComboBox *m_edges = nullptr;
    bool m_updating = false;
};

} // namespace terrain::widgets
