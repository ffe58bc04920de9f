#include "planeteditor.h"

#include "editor/undotext.h"
#include "vectortable.h"

#include "fieldhelp.h"

#include "dialogbuttons.h"
#include "document/backgroundtask.h"
#include "export/mappicture.h"
#include "numberbox.h"
#include "planet/planetlegend.h"
#include "planet/planetview.h"
#include "planetdocument.h"
#include "relf/planet/planetexport.h"
#include "relf/planet/planetglobe.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace terrain::app {

namespace {

using Set = relf::SphereVectors relf::PlanetParameters::*;
constexpr Set kSets[4] = {&relf::PlanetParameters::height, &relf::PlanetParameters::vegetation1,
                          &relf::PlanetParameters::vegetation2,
                          &relf::PlanetParameters::vegetation3};

// The set and index of a table row (the sets' vectors one after another).
std::pair<int, std::size_t> rowVector(const relf::PlanetParameters &p, int row)
{
    for (int s = 0; s < 4; ++s) {
        const std::size_t n = (p.*kSets[s]).size();
        if (std::size_t(row) < n)
            return {s, std::size_t(row)};
        row -= int(n);
    }
    return {-1, 0};
}

} // namespace

PlanetEditor::PlanetEditor(QMainWindow *window)
    : EditorOf(window)
{
    m_mergeByDefault = false;
    m_endGestureFirst = true;
    m_globe = new widgets::PlanetView(widgets::PlanetView::Kind::Globe, window);
    m_map = new widgets::PlanetView(widgets::PlanetView::Kind::Map, window);
    auto *split = new QSplitter(Qt::Horizontal, window);
    split->addWidget(m_globe);
    split->addWidget(m_map);
    // The colours of both under them.
    m_central = new QWidget(window);
    auto *column = new QVBoxLayout(m_central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(split, 1);
    m_legend = new widgets::PlanetLegend(m_central);
    column->addWidget(m_legend);
    m_cursorLabel = addStatusLabel();
    m_timeLabel = addStatusLabel();
    createDocks(window);

    auto *menu = new QMenu(tr("&Planet"), window);
    menu->addAction(tr("Centre on the &North Pole"), this, [this] { centreOn(90.0, 0.0); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    menu->addAction(tr("Centre on the &South Pole"), this, [this] { centreOn(-90.0, 0.0); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    menu->addAction(tr("&Go To Latitude and Longitude…"), this, &PlanetEditor::goTo)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_menus << menu;

    for (widgets::PlanetView *view : {m_globe, m_map}) {
        connect(view, &widgets::PlanetView::centreDragged, this, [this](double lat, double lon) {
            edit(
                undoText(QT_TRANSLATE_NOOP("Undo Commands", "Turn the planet")),
                QStringLiteral("turn"),
                [&](relf::PlanetDesign &d) {
                    d.latitude = lat;
                    d.longitude = lon;
                },
                true);
        });
        connect(view, &widgets::PlanetView::dragFinished, this, [this] {
            if (m_document)
                m_document->endGesture();
        });
        connect(view, &widgets::PlanetView::hovered, m_cursorLabel, &QLabel::setText);
        connect(view, &widgets::PlanetView::rendered, this, [this] {
            m_legend->setFeatures(m_map->featuresShown());
            m_timeLabel->setText(tr("Globe %L1 ms, map %L2 ms")
                                     .arg(m_globe->renderMilliseconds(), 0, 'f', 1)
                                     .arg(m_map->renderMilliseconds(), 0, 'f', 1));
        });
    }
    connect(m_map, &widgets::PlanetView::scaleRequested, this, [this](double scale) {
        edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change the map's scale")),
            QStringLiteral("scale"), [&](relf::PlanetDesign &d) { d.mapScale = scale; }, true);
    });
}

void PlanetEditor::createDocks(QMainWindow *window)
{
    auto *panel = new QWidget(window);
    auto *form = new QFormLayout(panel);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    const QString labels[6] = {tr("Radius:"),   tr("Lake level:"), tr("Snow above:"),
                               tr("Latitude:"), tr("Longitude:"),  tr("Map scale:")};
    const double ranges[6][2] = {{1e-3, 1e6}, {-1e9, 1e9}, {-1e9, 1e9},
                                 {-90, 90},   {-180, 180}, {1e-6, 1e6}};
    const int decimals[6] = {3, 4, 4, 4, 4, 5};
    for (int k = 0; k < 6; ++k) {
        auto *box = new widgets::NumberBox(panel);
        box->setRange(ranges[k][0], ranges[k][1]);
        box->setDecimals(decimals[k]);
        box->setKeyboardTracking(false);
        box->setMinimumWidth(90);
        form->addRow(labels[k], box);
        m_fields[k] = box;
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, k](double v) {
            if (m_filling)
                return;
            edit(undoText(k < 3 ? QT_TRANSLATE_NOOP("Undo Commands", "Change the planet")
                                : QT_TRANSLATE_NOOP("Undo Commands", "Turn the planet")),
                 QString(), [&](relf::PlanetDesign &d) {
                     double *fields[6] = {&d.planet.radius,     &d.planet.lakeLevel,
                                          &d.planet.snowHeight, &d.latitude,
                                          &d.longitude,         &d.mapScale};
                     *fields[k] = v;
                 });
        });
        connect(box, &widgets::NumberBox::inputRefused, this,
                [this](const QString &typed, const QString &reason) {
                    Q_EMIT statusMessage(tr("\"%1\" refused: %2").arg(typed, reason), 6000);
                });
    }
    widgets::explain({
        {m_fields[0], tr("The sphere the terrain is summed on, in the vectors' units")},
        {m_fields[1], tr("Below this height the planet is sea (the plane's lake level / 128)")},
        {m_fields[2], tr("Ground higher than this is snow (the plane's snow line / 128).")},
        {m_fields[3], tr("The latitude of the point at the centre of the globe and the map, in "
                         "degrees north (negative: south). Dragging the globe changes it.")},
        {m_fields[4], tr("The longitude of the point at the centre of the globe and the map, in "
                         "degrees east (negative: west).")},
        {m_fields[5], tr("The flat map's scale: the planet's units a pixel. The wheel over the "
                         "map changes it.")},
    });

    // The vectors of the four sets, each reading the profile at
    // (a·x + b·y + c·z) & mask.
    m_vectors = new widgets::VectorTable(
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 1 << 30,
        QStringLiteral("2^30"),
        {tr("Add Vector"), tr("A copy of the selected vector, added to its set"),
         tr("Remove Vector"), tr("Removes the selected vector (a set keeps at least one)")},
        panel);
    widgets::explain(m_vectors->table(),
                     tr("Each vector reads the profile at (a·x + b·y + c·z) & mask. The height "
                        "is the sum along the height set / 128; the three vegetation sets "
                        "decide the terrain kinds as on the plane."));
    form->addRow(m_vectors);
    connect(m_vectors, &widgets::VectorTable::refused, this, &PlanetEditor::refuse);
    connect(m_vectors, &widgets::VectorTable::componentEdited, this,
            [this](int row, int column, std::int32_t v) {
                edit(undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change a vector")), QString(),
                     [&](relf::PlanetDesign &d) {
                         const auto [set, i] = rowVector(d.planet, row);
                         if (set < 0)
                             return;
                         relf::SphereVector &s = (d.planet.*kSets[set])[i];
                         std::int32_t *c[] = {&s.a, &s.b, &s.c};
                         *c[column] = v;
                     });
            });
    const auto changeSet = [this](int row, bool adding) {
        if (!m_document || row < 0)
            return;
        edit(undoText(adding ? QT_TRANSLATE_NOOP("Undo Commands", "Add a vector")
                             : QT_TRANSLATE_NOOP("Undo Commands", "Remove a vector")),
             QString(), [&](relf::PlanetDesign &d) {
                 const auto [set, i] = rowVector(d.planet, row);
                 if (set < 0)
                     return;
                 relf::SphereVectors &vectors = d.planet.*kSets[set];
                 if (adding)
                     vectors.insert(vectors.begin() + std::ptrdiff_t(i) + 1, vectors[i]);
                 else
                     vectors.erase(vectors.begin() + std::ptrdiff_t(i));
             });
    };
    connect(m_vectors, &widgets::VectorTable::addClicked, this,
            [changeSet](int row) { changeSet(row, true); });
    connect(m_vectors, &widgets::VectorTable::removeClicked, this,
            [changeSet](int row) { changeSet(row, false); });

    m_historyNeighbour = addDock(tr("Planet"), QStringLiteral("planetDock"), panel);
}

QTableWidget *PlanetEditor::vectors() const
{
    return m_vectors->table();
}

void PlanetEditor::currentChanged()
{
    if (!m_document)
        return;
    connect(m_document, &Document::changed, this, [this] {
        updateEditors();
        showPlanet();
    });
    updateEditors();
    showPlanet();
}

bool PlanetEditor::centreOn(double latitude, double longitude)
{
    return edit(undoText(QT_TRANSLATE_NOOP("Undo Commands", "Turn the planet")), QString(),
                [&](relf::PlanetDesign &d) {
                    d.latitude = latitude;
                    d.longitude = longitude;
                });
}

void PlanetEditor::goTo()
{
    if (!m_document)
        return;
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Go To Latitude and Longitude"));
    auto *form = new QFormLayout(&dialog);
    auto *lat = new widgets::NumberBox(&dialog);
    lat->setRange(-90, 90);
    lat->setDecimals(4);
    lat->setValue(m_document->design().latitude);
    auto *lon = new widgets::NumberBox(&dialog);
    lon->setRange(-180, 180);
    lon->setDecimals(4);
    lon->setValue(m_document->design().longitude);
    form->addRow(tr("Latitude:"), lat);
    form->addRow(tr("Longitude:"), lon);
    form->addRow(widgets::okCancelButtons(&dialog));
    if (dialog.exec() == QDialog::Accepted)
        centreOn(lat->value(), lon->value());
}

void PlanetEditor::updateEditors()
{
    if (!m_document)
        return;
    const relf::PlanetDesign &d = m_document->design();
    m_filling = true;
    const double values[6] = {d.planet.radius, d.planet.lakeLevel, d.planet.snowHeight,
                              d.latitude,      d.longitude,        d.mapScale};
    for (int k = 0; k < 6; ++k)
        m_fields[k]->setValue(values[k]);
    const QString names[4] = {tr("Height %1"), tr("Veg. 1 · %1"), tr("Veg. 2 · %1"),
                              tr("Veg. 3 · %1")};
    QList<widgets::VectorTable::Row> rows;
    for (int s = 0; s < 4; ++s)
        for (std::size_t i = 0; i < (d.planet.*kSets[s]).size(); ++i) {
            const relf::SphereVector &v = (d.planet.*kSets[s])[i];
            rows.append({names[s].arg(i + 1), {v.a, v.b, v.c}});
        }
    m_vectors->setRows(rows);
    m_filling = false;
}

void PlanetEditor::showPlanet()
{
    if (!m_document)
        return;
    const relf::PlanetDesign &d = m_document->design();
    for (widgets::PlanetView *view : {m_globe, m_map}) {
        view->setPlanet(m_document->planet());
        view->setCentre(d.latitude, d.longitude);
        view->setScale(d.mapScale);
    }
}

bool PlanetEditor::exportTo(ExportKind kind, int size, const QString &path, QString *why)
{
    if (!m_document)
        return false;
    // Sizes are checked before any work starts (and before any dialog).
    const int max = PlanetExportDialog::maxPixels(kind);
    if (kind != ExportKind::Map && (size < 3 || size > max)) {
        const QString error = tr("size: expected 3 to %L1 pixels, got %L2").arg(max).arg(size);
        if (why)
            *why = error;
        Q_EMIT statusMessage(error, 8000);
        return false;
    }
    const std::shared_ptr<const relf::Planet> planet = m_document->planet();
    const relf::PlanetDesign design = m_document->design();
    const QSize mapSize = m_map->size();
    const BackgroundJob job = [=](const exporting::Progress &progress) -> QString {
        QString error;
        switch (kind) {
        case ExportKind::Equirectangular:
            relf::exportEquirectangular(*planet, size, exporting::HeightFormat::Png16, path, &error,
                                        progress);
            return error;
        case ExportKind::CubeMap:
            relf::exportCubeMap(*planet, size, exporting::HeightFormat::Png16, path, &error,
                                progress);
            return error;
        case ExportKind::Globe:
        case ExportKind::Map: {
            QImage picture;
            if (kind == ExportKind::Globe) {
                relf::GlobeView view;
                view.latitude = design.latitude;
                view.longitude = design.longitude;
                view.size = size;
                picture = relf::renderGlobe(*planet, view);
            } else {
                relf::FlatMapView view;
                view.latitude = design.latitude;
                view.longitude = design.longitude;
                view.scale = design.mapScale;
                view.width = std::max(2, mapSize.width());
                view.height = std::max(2, mapSize.height());
                picture = relf::renderFlatMap(*planet, view);
            }
            if (progress && !progress(1.0))
                return QString();
            return exporting::writePicturePng(picture, path, &error) ? QString() : error;
        }
        }
        return QString();
    };
    QString error;
    const JobOutcome outcome = runInBackground(m_window, tr("Exporting the planet…"), job, &error);
    if (why)
        *why = error;
    reportExport(m_window, outcome, path, error,
                 [this](const QString &message) { Q_EMIT statusMessage(message, 6000); });
    return outcome == JobOutcome::Done;
}

void PlanetEditor::exportCurrent()
{
    if (!m_document)
        return;
    PlanetExportDialog dialog(m_map->size(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    exportTo(dialog.kind(), dialog.pixels(), dialog.path(), nullptr);
}

} // namespace terrain::app
