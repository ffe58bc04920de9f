#include "coastlineeditor.h"

#include "coastline/coastlinepresets.h"
#include "coastline/exports/coastlinerenderer.h"
#include "coastlinedocument.h"
#include "coastlineexportdialog.h"
#include "coastlinepanel.h"
#include "landtypepalette.h"
#include "mapview.h"
#include "startpatterneditor.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QToolBar>
#include <QVBoxLayout>

#include <cmath>

namespace terrain::app {

namespace {

QList<widgets::LandTypeEntry> entriesOf(const coastline::CoastlineParameters &p)
{
    QList<widgets::LandTypeEntry> out;
    for (const coastline::LandType &t : p.landTypes)
        out.append({t.name, QColor::fromRgb(t.colour)});
    return out;
}

QList<QColor> coloursOf(const coastline::CoastlineParameters &p)
{
    QList<QColor> out;
    for (const coastline::LandType &t : p.landTypes)
        out.append(QColor::fromRgb(t.colour));
    return out;
}

std::int64_t wrap(double v, int size)
{
    const auto i = std::int64_t(std::floor(v)) % size;
    return i < 0 ? i + size : i;
}

} // namespace

CoastlineEditor::CoastlineEditor(QMainWindow *window)
    : MapEditorOf(window)
{
    m_map->setLayers(coastline::LayersDefault);
    m_map->setGroundUnit(widgets::MapView::GroundUnit::Cells);
    createDocks(window);
    createActions(window);
    auto *tools = new QToolBar(tr("Coastline"), m_central);
    tools->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QAction *a : std::as_const(m_viewActions))
        tools->addAction(a);
    tools->addSeparator();
    tools->addWidget(new QLabel(tr("Step "), tools));
    m_step = new QSlider(Qt::Horizontal, tools);
    m_step->setRange(1, 1);
    m_step->setPageStep(1);
    m_step->setMaximumWidth(200);
    m_step->setToolTip(
        tr("The map after each step: 1 is the start pattern, the last the finished map"));
    tools->addWidget(m_step);
    m_stepLabel = new QLabel(tools);
    tools->addWidget(m_stepLabel);
    placeCentre(tools);
    connect(m_step, &QSlider::valueChanged, this, [this] { showMap(); });

    m_cursorLabel = addStatusLabel();
    m_timeLabel = addStatusLabel();
    followCursor();
}

// A new document opens on all of its map (rows run southwards: the map
// spans y from -size to 0).
QRectF CoastlineEditor::wholeMap() const
{
    const double size = m_document->parameters().size;
    return QRectF(0, -size, size, size);
}

int CoastlineEditor::step() const
{
    return m_step->value();
}

void CoastlineEditor::setStep(int step)
{
    m_step->setValue(step);
}

void CoastlineEditor::showMap()
{
    if (!m_document || !m_document->map())
        return;
    const auto map = m_document->map();
    const bool atEnd = m_step->value() == m_step->maximum();
    m_step->blockSignals(true);
    m_step->setMaximum(map->steps());
    if (atEnd) // follow the finished map when it was shown
        m_step->setValue(map->steps());
    m_step->blockSignals(false);
    m_stepLabel->setText(tr(" %L1 of %L2").arg(m_step->value()).arg(map->steps()));
    m_map->setSource(std::make_shared<const coastline::CoastlineTileSource>(map, m_step->value()));
    m_timeLabel->setText(
        m_document->isGenerating()
            ? tr("Generating…")
            : tr("Map made in %L1 ms").arg(m_document->lastGenerationMs(), 0, 'f', 1));
}

void CoastlineEditor::updateEditors()
{
    if (!m_document)
        return;
    const coastline::CoastlineParameters &p = m_document->parameters();
    m_panel->setParameters(p);
    m_palette->setTypes(entriesOf(p));
    m_pattern->setPattern(p.startGrid, p.start, coloursOf(p));
    m_pattern->setBrush(std::max(0, m_palette->current()));
}

void CoastlineEditor::applyPreset(const QString &name)
{
    edit(
        QCoreApplication::translate("Undo Commands", "Start preset %1").arg(name), QString(),
        [&](coastline::CoastlineParameters &p) { coastline::applyStartPreset(p, name); }, false);
    endGesture();
}

void CoastlineEditor::inspectAt(QPointF g)
{
    if (!m_document || !m_document->map())
        return;
    const auto map = m_document->map();
    const int n = map->size();
    const auto x = int(wrap(g.x(), n)), y = int(wrap(-g.y(), n));
    const int type = map->typeAt(x, y, m_step->value());
    const auto &types = m_document->parameters().landTypes;
    QString text =
        tr("Cell %L1, %L2\nType: %L3")
            .arg(x)
            .arg(y)
            .arg(type < int(types.size()) ? widgets::landTypeTitle(types[std::size_t(type)].name)
                                          : QString::number(type));
    if (map->hasHeights())
        text += tr("\nHeight: %L1").arg(double(map->heightAt(x, y)), 0, 'f', 2);
    if (const auto summary = m_map->visibleContents()) {
        const auto &counts = static_cast<const coastline::CoastlineSummary &>(*summary).pixels;
        std::uint64_t total = 0;
        for (const auto c : counts)
            total += c;
        text += tr("\n\nIn view:");
        for (std::size_t k = 0; k < counts.size() && k < types.size() && total > 0; ++k)
            if (counts[k])
                text += tr("\n%L1: %L2 %")
                            .arg(widgets::landTypeTitle(types[k].name))
                            .arg(100.0 * double(counts[k]) / double(total), 0, 'f', 1);
    }
    m_inspector->setText(text);
    m_cursorLabel->setText(tr("cell %L1, %L2").arg(x).arg(y));
}

void CoastlineEditor::exportCurrent()
{
    if (!m_document)
        return;
    m_document->waitForMap();
    CoastlineExportDialog::exec(m_document->map(), m_step->value(), m_window,
                                [this](const QString &text) { Q_EMIT statusMessage(text, 6000); });
}

} // namespace terrain::app
