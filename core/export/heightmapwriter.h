#pragma once
// The shared heightmap writers: any generator hands over its heights as rows
// (row 0 the northmost), and these write them as a 16-bit PNG or RAW with a
// JSON sidecar, or as a Wavefront OBJ mesh. Rows are asked for on all
// threads, a band at a time, and written while the next band is sampled,
// so memory stays bounded at any size (docs/exports.md);
// progress is reported and a cancel stops the work. Files are
// written atomically: a failed or cancelled export leaves any existing file
// as it was.

#include <QJsonObject>
#include <QPointF>
#include <QString>

#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace terrain::exporting {

// Reports progress in [0, 1]; returning false cancels.
using Progress = std::function<bool(double)>;

// A region of the ground: X0, Y0 its south-west corner, W, H in metres.
struct Region
{
    double x0 = 0, y0 = 0, width = 1024, height = 1024;
};

// A grid of heights, produced a row at a time.
struct HeightRows
{
    int columns = 0;
    int rows = 0;
    // Fills row r (0: northmost) with `columns` heights; called from several threads at once.
    std::function<void(int r, std::span<double> out)> fill;
    // Keys the sidecar carries besides size, min_height, max_height and value
    // (where the samples lie on the ground, for instance).
    QJsonObject sidecar;
    // A range (min, max) to quantise to instead of the grid's own, so that
    // grids written apart (tiles, cube faces) agree value for value; heights
    // outside it are clamped. Unset: the grid's own min and max.
    std::optional<std::pair<double, double>> fixedRange;
    // Rows a band when writing (about 16 MB of samples when 0); the output
    // is the same for every band height.
    int bandRows = 0;
};

struct HeightGrid
{
    int columns = 0, rows = 0;
    std::vector<double> heights; // rows x columns, row-major, first row northmost
    double minHeight = 0, maxHeight = 0;
};

// Samples every row on all threads; empty when cancelled.
HeightGrid sampleRows(const HeightRows &source, const Progress &progress = {});

// value = round((h - min) / (max - min) · 65535), clamped to 0..65535; 0
// everywhere on flat ground.
std::vector<quint16> quantise(const HeightGrid &grid);

enum class HeightFormat
{
    Png16,
    Raw16,
    Exr32 // the heights themselves as 32-bit floats (OpenEXR, channel Y)
};

// The heightmap and its sidecar FILE.json: size, or when not square width
// and height (also as columns and rows_count), in samples; min_height,
// max_height, value, and the source's own keys.
bool writeHeightmap(const HeightRows &source, HeightFormat format, const QString &path,
                    QString *error, const Progress &progress = {});

// An OBJ triangle mesh of the grid: vertex (x, h, -y) with x, y from `at`
// (the ground position of column i, row r), two triangles a cell, wound
// counter-clockwise seen from above.
bool writeObjMesh(const HeightRows &source, const std::function<QPointF(int i, int r)> &at,
                  const QString &path, QString *error, const Progress &progress = {});

// Writes bytes to path atomically, or says why not ("PATH: cannot write: why").
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

} // namespace terrain::exporting
