#pragma once
// One direction-vector set: the arrows to drag, and the numbers beside them
// (editable) with each vector's period on the ground, 128·L/|v| metres for a
// profile of length L: longer vectors repeat sooner, so the terrain is hillier.

#include "relf/parameters.h"

#include <QWidget>

class QBoxLayout;
class QPushButton;
class QResizeEvent;
class QTableWidget;

namespace terrain::widgets {

class VectorPlot;

class VectorSetEditor : public QWidget
{
    Q_OBJECT
public:
    explicit VectorSetEditor(QWidget *parent = nullptr);

    void setVectors(const relf::VectorSet &vectors, std::size_t profileLength); // no echo
    const relf::VectorSet &vectors() const { return m_vectors; }
    VectorPlot *plot() const { return m_plot; }
    QTableWidget *table() const { return m_table; }

    static double periodMetres(const relf::DirectionVector &v, std::size_t profileLength);

Q_SIGNALS:
    // The whole set as edited; continuing while a drag lasts.
    void vectorsEdited(const terrain::relf::VectorSet &vectors, const QString &undoText);
    void editingFinished();
    // Something typed in the table that cannot be taken, and why.
    void inputRefused(const QString &message);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fillTable();

    relf::VectorSet m_vectors;
    std::size_t m_profileLength = 256;
    VectorPlot *m_plot = nullptr;
    QTableWidget *m_table = nullptr;
    QBoxLayout *m_layout = nullptr;
    QPushButton *m_add = nullptr, *m_remove = nullptr;
    bool m_updating = false;
};

} // namespace terrain::widgets
