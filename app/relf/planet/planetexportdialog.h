#pragma once
// File ▸ Export for a planet: an equirectangular 16-bit heightmap (columns ×
// half as many rows plus one), a cube map of six 16-bit faces, the globe as
// a square picture, or the flat map as the map view shows it. The size row
// follows the kind (the map picture is the view's size); the choices are
// remembered, and PlanetEditor::exportTo writes on a worker thread with
// progress and Cancel.

#include "editor/exportdialogframe.h"

#include <QSize>

class QSpinBox;

namespace terrain::app {

class PlanetExportDialog : public ExportDialogFrame
{
    Q_OBJECT
public:
    enum Kind
    {
        Equirectangular, // 16-bit PNG heightmap, `size` columns
        CubeMap,         // six 16-bit PNG faces of size²
        Globe,           // the globe as a size² picture
        Map              // the map as a picture of the map view's size
    };

    // mapView: the flat map's size in pixels, the size of its picture.
    explicit PlanetExportDialog(QSize mapView, QWidget *parent = nullptr);
    Kind kind() const { return Kind(kindValue()); }
    void setKind(Kind kind) { setKindValue(kind); }
    int pixels() const;
    void setPixels(int size);

    // The largest size of a kind, in pixels (columns, a face's side, a side).
    static int maxPixels(Kind kind);

private:
    QString summary(int kind) const override;
    void kindChanged(int kind) override;
    QSize m_mapView;
    QSpinBox *m_size;
};

} // namespace terrain::app
