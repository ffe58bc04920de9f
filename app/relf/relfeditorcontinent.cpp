// The Relf editor's Continent menu and dock: a coastline, a polygon island
// or a grey picture as the shape of the world, its curves and placement,
// erosion with a preview, painting on the minimap, removal. Each change is
// one undo step; long work runs off the GUI thread with progress and cancel.
#include "document/backgroundtask.h"
#include "document/document.h"
#include "document/documentmanager.h"
#include "relfdocument.h"
#include "relfeditor.h"

#include "continent/continentminimap.h"
#include "continent/continentpanel.h"
#include "mapview.h"
#include "relf/continent/continentbuild.h"
#include "relf/continent/continentpresets.h"
#include "relf/continent/erosion.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFormLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>

#include "numberbox.h"

#include <algorithm>
#include <cmath>

namespace terrain::app {

namespace {

// The metres a cell covers by default, by source: a coastline cell is a
// stretch of coast, an island's raster a finer grid.
double defaultCell(const std::string &kind)
{
    return kind == "polymap" ? 50.0 : 500.0;
}

} // namespace

QMenu *RelfEditor::createContinentMenu(QMainWindow *window)
{
    auto *menu = new QMenu(tr("&Continent"), window);
    menu->addAction(tr("From &Coastline…"), this, [this] {
        continentFromDocumentOrFile(QStringLiteral("terrainstudio-coastline"), tr("Coastline"));
    });
    menu->addAction(tr("From &Polygon Island…"), this, [this] {
        continentFromDocumentOrFile(QStringLiteral("terrainstudio-polymap"), tr("Polygon Island"));
    });
    menu->addAction(tr("From P&icture…"), this, [this, window] {
        const QString path = QFileDialog::getOpenFileName(
            window, tr("Continent from a Grey Picture"), QString(), tr("PNG pictures (*.png)"));
        if (!path.isEmpty())
            continentFromFile(path);
    });
    menu->addAction(tr("&New Painted Continent"), this, &RelfEditor::newPaintedContinent);
    menu->addSeparator();
    m_continentActions << menu->addAction(tr("&Erode…"), this, &RelfEditor::erodeContinent);
    m_continentActions.back()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E));
    m_paintAction = menu->addAction(tr("&Paint on the Minimap"));
    m_paintAction->setCheckable(true);
    m_paintAction->setToolTip(tr("Drag on the continent's minimap to raise land (left button), "
                                 "lower it (right button); hold Shift for sea, Ctrl to smooth."));
    connect(m_paintAction, &QAction::toggled, this, [this](bool on) {
        m_continentPanel->minimap()->setPainting(on);
        if (on) {
            m_continentDock->show();
            m_continentDock->raise();
        }
    });
    m_continentActions << m_paintAction;
    menu->addSeparator();
    m_continentActions << menu->addAction(tr("&Remove Continent"), this, [this] {
        edit(
            QCoreApplication::translate("Undo Commands", "Remove continent"),
            QStringLiteral("continent"), [](relf::RelfParameters &p) { p.continent.reset(); },
            false);
    });
    connect(menu, &QMenu::aboutToShow, this, &RelfEditor::updateContinentActions);
    return menu;
}

void RelfEditor::updateContinentActions()
{
    const bool has = m_document && m_document->parameters().continent.has_value();
    for (QAction *a : std::as_const(m_continentActions))
        a->setEnabled(has);
}

void RelfEditor::createContinentDock(QMainWindow *window)
{
    m_continentPanel = new widgets::ContinentPanel(window);
    m_continentDock =
        addDock(tr("Continent"), QStringLiteral("relfContinentDock"), m_continentPanel);
    connect(m_continentPanel, &widgets::ContinentPanel::curveEdited, this,
            [this](int which, const relf::Curve &curve, const QString &text) {
                edit(text,
                     which == 0 ? QStringLiteral("continent.base")
                                : QStringLiteral("continent.amplitude"),
                     [&](relf::RelfParameters &p) {
                         if (p.continent)
                             (which == 0 ? p.continent->base : p.continent->amplitude) = curve;
                     });
            });
    connect(m_continentPanel, &widgets::ContinentPanel::curveEditingFinished, this,
            &RelfEditor::endGesture);
    connect(m_continentPanel, &widgets::ContinentPanel::presetChosen, this,
            [this](const QString &name) {
                continent::Preset preset = continent::Preset::Gentle;
                if (!continent::presetFromName(name.toStdString(), &preset))
                    return;
                edit(
                    QCoreApplication::translate("Undo Commands", "Apply continent preset"),
                    QStringLiteral("continent.preset"),
                    [&](relf::RelfParameters &p) {
                        if (p.continent)
                            continent::applyPreset(*p.continent, preset, p);
                    },
                    false);
            });
    connect(m_continentPanel, &widgets::ContinentPanel::placementEdited, this,
            [this](double cell, double x, double y) {
                const auto &c = m_document ? m_document->parameters().continent : std::nullopt;
                if (!c || (c->cell == cell && c->originX == x && c->originY == y))
                    return;
                edit(
                    QCoreApplication::translate("Undo Commands", "Place continent"),
                    QStringLiteral("continent.placement"),
                    [&](relf::RelfParameters &p) {
                        p.continent->cell = cell;
                        p.continent->originX = x;
                        p.continent->originY = y;
                    },
                    false);
            });
    connect(m_continentPanel, &widgets::ContinentPanel::edgesChosen, this,
            [this](relf::ContinentEdges edges) {
                const auto &c = m_document ? m_document->parameters().continent : std::nullopt;
                if (!c || c->edges == edges)
                    return;
                edit(
                    QCoreApplication::translate("Undo Commands", "Change continent edges"),
                    QStringLiteral("continent.edges"),
                    [&](relf::RelfParameters &p) { p.continent->edges = edges; }, false);
            });
    connect(m_continentPanel, &widgets::ContinentPanel::climateEdited, this,
            [this](const relf::ClimateSettings &climate) {
                const auto &c = m_document ? m_document->parameters().continent : std::nullopt;
                if (!c || c->climate == climate)
                    return;
                edit(
                    QCoreApplication::translate("Undo Commands", "Change climate"),
                    QStringLiteral("continent.climate"),
                    [&](relf::RelfParameters &p) { p.continent->climate = climate; }, false);
            });
    connect(m_continentPanel, &widgets::ContinentPanel::centreRequested, this,
            [this](QPointF ground) { m_map->centreOn(ground.x(), ground.y()); });
    connect(m_continentPanel->minimap(), &widgets::ContinentMinimap::stroke, this,
            [this](const continent::BrushStroke &stroke) {
                edit(
                    QCoreApplication::translate("Undo Commands", "Paint continent"),
                    QStringLiteral("continent.paint"),
                    [&](relf::RelfParameters &p) {
                        if (!p.continent || !p.continent->grid)
                            return;
                        p.continent->grid = std::make_shared<const relf::ContinentGrid>(
                            continent::applyStroke(*p.continent->grid, stroke, p.continent->edges,
                                                   p.continent->coast));
                        p.continent->source.kind = "painted";
                        p.continent->source.parameters.clear();
                    },
                    false);
            });
    connect(m_continentPanel->minimap(), &widgets::ContinentMinimap::brushMoved, m_map,
            &widgets::MapView::setBrushOutline);
    connect(m_map, &widgets::MapView::viewChanged, this, &RelfEditor::updateContinentView);
}

void RelfEditor::updateContinentView()
{
    const QPointF a = m_map->groundAt(QPointF(0, 0));
    const QPointF b = m_map->groundAt(QPointF(m_map->width(), m_map->height()));
    m_continentPanel->setView(QRectF(a, b).normalized());
}

void RelfEditor::continentFromDocumentOrFile(const QString &format, const QString &kind)
{
    // The open documents of that kind, by name, then a file.
    QList<Document *> open;
    QStringList names;
    if (auto *manager = m_window->findChild<DocumentManager *>())
        for (Document *d : manager->documents())
            if (d->formatName() == format) {
                open << d;
                names << d->displayName();
            }
    const QString fromFile = tr("A file…");
    QString chosen = fromFile;
    if (!open.isEmpty()) {
        bool ok = false;
        chosen = QInputDialog::getItem(m_window, tr("Continent from a %1").arg(kind),
                                       tr("The %1 to take:").arg(kind), names << fromFile, 0, false,
                                       &ok);
        if (!ok)
            return;
    }
    if (chosen == fromFile) {
        const QString path =
            QFileDialog::getOpenFileName(m_window, tr("Continent from a %1").arg(kind), QString(),
                                         tr("Parameter files (*.json)"));
        if (!path.isEmpty())
            continentFromFile(path);
        return;
    }
    // An open document, as it stands (saved or not): through a file of its own.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("source.json"));
    QString error;
    if (!dir.isValid() || !open.at(names.indexOf(chosen))->writeTo(path, &error)) {
        QMessageBox::warning(m_window, tr("Continent"), tr("Cannot read it: %1").arg(error));
        return;
    }
    continentFromFile(path);
}

void RelfEditor::continentFromFile(const QString &path, std::optional<double> givenCell)
{
    if (!m_document)
        return;
    std::optional<continent::BuiltGrid> built;
    QString error;
    const JobOutcome outcome = runInBackground(
        m_window, tr("Making the continent…"),
        [&](const exporting::Progress &) -> QString {
            QString why;
            built = continent::gridFromFile(path, continent::SourceOptions{}, &why);
            return built ? QString() : why;
        },
        &error);
    if (outcome == JobOutcome::Failed)
        QMessageBox::warning(m_window, tr("Continent"), error);
    if (outcome != JobOutcome::Done || !built)
        return;
    bool ok = givenCell.has_value();
    const double cell =
        ok ? *givenCell
           : QInputDialog::getDouble(m_window, tr("Continent"),
                                     tr("Metres of the world a grid cell covers (%1 × %2 cells):")
                                         .arg(built->grid->width)
                                         .arg(built->grid->height),
                                     defaultCell(built->source.kind), 1.0, relf::kMaxContinentCell,
                                     1, &ok);
    if (!ok)
        return;
    // Centred on the map's view, so the designer sees it at once.
    const QPointF centre = m_map->centre();
    const double x0 = std::round(centre.x() - built->grid->width * cell / 2);
    const double y0 = std::round(centre.y() - built->grid->height * cell / 2);
    edit(
        QCoreApplication::translate("Undo Commands", "Make continent"), QStringLiteral("continent"),
        [&](relf::RelfParameters &p) {
            p.continent =
                continent::makeContinent(built->grid, built->edges, cell, x0, y0, built->source, p);
        },
        false);
    m_continentDock->show();
    m_continentDock->raise();
    // Far enough out to see the whole of it.
    m_map->showGround(QRectF(x0, y0, built->grid->width * cell, built->grid->height * cell));
}

void RelfEditor::newPaintedContinent()
{
    if (!m_document)
        return;
    // 256 × 256 cells of 250 m (64 km), an island in the middle to paint on.
    constexpr int kSide = 256;
    constexpr double kCell = 250.0;
    relf::ContinentGrid grid;
    grid.width = grid.height = kSide;
    grid.samples.resize(std::size_t(kSide) * kSide);
    for (int row = 0; row < kSide; ++row)
        for (int col = 0; col < kSide; ++col) {
            const double d = std::hypot(col + 0.5 - kSide / 2.0, row + 0.5 - kSide / 2.0);
            const double m = std::clamp(0.75 - d / (kSide * 0.6), 0.1, 1.0);
            grid.samples[std::size_t(row) * kSide + std::size_t(col)] =
                static_cast<std::uint16_t>(std::lround(m * relf::kContinentFullScale));
        }
    continent::separateCoast(grid, 0.5, continent::kCoastMargin);
    const QPointF centre = m_map->centre();
    const double x0 = std::round(centre.x() - kSide * kCell / 2);
    const double y0 = std::round(centre.y() - kSide * kCell / 2);
    edit(
        QCoreApplication::translate("Undo Commands", "Make continent"), QStringLiteral("continent"),
        [&](relf::RelfParameters &p) {
            p.continent = continent::makeContinent(
                std::make_shared<const relf::ContinentGrid>(std::move(grid)),
                relf::ContinentEdges::Ocean, kCell, x0, y0, relf::ContinentSource{}, p);
        },
        false);
    m_continentDock->show();
    m_continentDock->raise();
    m_paintAction->setChecked(true);
    m_map->showGround(QRectF(x0, y0, kSide * kCell, kSide * kCell));
}

void RelfEditor::erodeContinent()
{
    if (!m_document || !m_document->parameters().continent)
        return;
    const relf::RelfParameters before = m_document->parameters();
    const relf::Continent &c = *before.continent;
    QDialog dialog(m_window);
    dialog.setWindowTitle(tr("Erode Continent"));
    auto *form = new QFormLayout(&dialog);
    auto *strength = new widgets::NumberBox(&dialog);
    strength->setRange(0.0, 1e6);
    strength->setDecimals(3);
    strength->setValue(c.erosion.strength);
    auto *iterations = new QSpinBox(&dialog);
    iterations->setRange(1, 100000);
    iterations->setValue(c.erosion.iterations);
    auto *uplift = new widgets::NumberBox(&dialog);
    uplift->setRange(0.0, 1.0);
    uplift->setDecimals(4);
    uplift->setValue(c.erosion.uplift);
    auto *talus = new widgets::NumberBox(&dialog);
    talus->setRange(0.0, 1.0);
    talus->setDecimals(4);
    talus->setValue(c.erosion.talus);
    form->addRow(tr("Strength:"), strength);
    form->addRow(tr("Iterations:"), iterations);
    form->addRow(tr("Uplift:"), uplift);
    form->addRow(tr("Slump above slope:"), talus);
    auto *note = new QLabel(tr("Stream-power erosion with flow routing and thermal slumping, on "
                               "the continent's grid; the detail inside stays limitless. Preview "
                               "shows it on the map; Apply keeps it as one undo step."),
                            &dialog);
    note->setWordWrap(true);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Apply | QDialogButtonBox::Cancel);
    QPushButton *previewButton = buttons->addButton(tr("&Preview"), QDialogButtonBox::ActionRole);
    form->addRow(buttons);

    std::optional<relf::RelfParameters> eroded;
    const auto run = [&]() -> bool {
        relf::ErosionSettings s = c.erosion;
        s.strength = strength->value();
        s.iterations = iterations->value();
        s.uplift = uplift->value();
        s.talus = talus->value();
        s.applied = true;
        std::optional<relf::ContinentGrid> grid;
        QString error;
        const JobOutcome outcome = runInBackground(
            &dialog, tr("Eroding the continent…"),
            [&](const exporting::Progress &progress) -> QString {
                continent::ErosionResult r = continent::erodeContinent(
                    *c.grid, c.edges, c.coast, s, 0,
                    [&](int done, int total) { return progress(double(done) / total); });
                grid = std::move(r.grid);
                return QString();
            },
            &error);
        if (outcome != JobOutcome::Done || !grid)
            return false;
        relf::RelfParameters p = before;
        p.continent->grid = std::make_shared<const relf::ContinentGrid>(std::move(*grid));
        p.continent->erosion = s;
        eroded = std::move(p);
        return true;
    };
    connect(previewButton, &QPushButton::clicked, &dialog, [&] {
        if (run())
            preview(*eroded);
    });
    connect(buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, &dialog, [&] {
        if (run())
            dialog.accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    const bool applied = dialog.exec() == QDialog::Accepted && eroded;
    if (applied)
        edit(
            QCoreApplication::translate("Undo Commands", "Erode continent"),
            QStringLiteral("continent.erosion"),
            [&](relf::RelfParameters &p) { p.continent = eroded->continent; }, false);
    else
        preview(m_document->parameters()); // what stands, without the preview
}

} // namespace terrain::app
