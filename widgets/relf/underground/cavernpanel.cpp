#include "cavernpanel.h"

#include "cavernplan.h"
#include "fieldhelp.h"

#include "render/colourtable.h"

#include "qcustomplotinclude.h"
#include "relf/features/caverns.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QShowEvent>
#include <QVBoxLayout>

namespace terrain::widgets {

CavernPanel::CavernPanel(QWidget *parent)
    : QWidget(parent)
    , m_plan(new CavernPlan(this))
    , m_section(new QCustomPlot(this))
{
    auto *layout = new QVBoxLayout(this);
    // Controls in two rows and the plan above the section, so that the
    // panel fits a narrow dock.
    auto *controls = new QGridLayout;
    int at = 0;
    const auto box = [this, controls, &at](const QString &label, double lo, double hi,
                                           double step) {
        controls->addWidget(new QLabel(label, this), at / 2, 2 * (at % 2));
        auto *b = new QDoubleSpinBox(this);
        b->setRange(lo, hi);
        b->setSingleStep(step);
        b->setKeyboardTracking(false);
        b->setMinimumWidth(80);
        controls->addWidget(b, at / 2, 2 * (at % 2) + 1);
        ++at;
        return b;
    };
    m_offset = box(tr("Floor offset:"), -1000, 1000, 5);
    m_scale = box(tr("Scale:"), 1.0 / 64, 64, 0.5);
    m_depth = box(tr("Depth:"), -1e6, 1e6, 10);
    explain({
        {m_offset, tr("Caverns are open where the roof field lies above the floor field; this "
                      "raises the floor. Larger: fewer, smaller caverns.")},
        {m_scale, tr("The roof and floor are the terrain's own height sums, this many times "
                     "denser than above ground: larger makes smaller, busier caverns.")},
        {m_depth, tr("How far below the reference heights the roof and floor lie, in metres.")},
    });
    controls->setColumnStretch(4, 1);
    layout->addLayout(controls);
    auto *views = new QVBoxLayout;
    m_plan->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    views->addWidget(m_plan);
    m_section->setMinimumHeight(170); // room for the curves above the legend
    views->addWidget(m_section, 1);
    layout->addLayout(views, 1);
    auto *hint =
        new QLabel(tr("Draw a section on the map with Shift and the left mouse button."), this);
    hint->setWordWrap(true);
    layout->addWidget(hint);

    m_section->xAxis->setLabel(tr("distance along the section (m)"));
    m_section->yAxis->setLabel(tr("height"));
    m_section->yAxis->ticker()->setTickCount(3); // readable in a short plot
    m_section->legend->setVisible(true);
    m_section->legend->setFont(font());
    // The legend in a row of its own under the plot, never over the curves.
    auto *legendRow = new QCPLayoutGrid;
    m_section->plotLayout()->addElement(1, 0, legendRow);
    legendRow->setMargins(QMargins(4, 0, 4, 4));
    legendRow->addElement(0, 0, m_section->legend);
    m_section->legend->setFillOrder(QCPLegend::foColumnsFirst);
    m_section->legend->setWrap(3);
    m_section->plotLayout()->setRowStretchFactor(1, 0.001);
    const auto edit = [this](const char *text, auto change) {
        if (m_updating || !m_terrain)
            return;
        relf::CavernRules r = m_terrain->parameters().caverns;
        change(r);
        Q_EMIT cavernsEdited(r, QCoreApplication::translate("Undo Commands", text));
    };
    connect(m_offset, &QDoubleSpinBox::valueChanged, this, [edit](double v) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Change cavern floor offset"),
             [v](relf::CavernRules &r) { r.verticalOffset = v; });
    });
    connect(m_scale, &QDoubleSpinBox::valueChanged, this, [edit](double v) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Change cavern scale"),
             [v](relf::CavernRules &r) { r.scale = v; });
    });
    connect(m_depth, &QDoubleSpinBox::valueChanged, this, [edit](double v) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Change cavern depth"),
             [v](relf::CavernRules &r) { r.depth = v; });
    });
    for (QDoubleSpinBox *b : {m_offset, m_scale, m_depth})
        connect(b, &QDoubleSpinBox::editingFinished, this, &CavernPanel::editingFinished);
}

void CavernPanel::setTerrain(relf::EvaluatorPtr terrain)
{
    m_terrain = std::move(terrain);
    if (!m_terrain)
        return;
    const relf::CavernRules &r = m_terrain->parameters().caverns;
    m_updating = true;
    m_offset->setValue(r.verticalOffset);
    m_scale->setValue(r.scale);
    m_depth->setValue(r.depth);
    m_updating = false;
    m_plan->setTerrain(m_terrain);
    // Drawn now if seen, else when shown: a hidden plot costs nothing while
    // a vector is dragged.
    if (isVisible())
        redrawSection();
    else
        m_stale = true;
}

CavernPanel::~CavernPanel()
{
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

void CavernPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale) {
        m_stale = false;
        redrawSection();
    }
}

void CavernPanel::setCentre(QPointF ground)
{
    m_plan->setCentre(ground);
}

void CavernPanel::setSection(QPointF from, QPointF to)
{
    m_from = from;
    m_to = to;
    redrawSection();
}

const QImage &CavernPanel::plan() const
{
    return m_plan->plan();
}

QImage CavernPanel::shownPlan() const
{
    return m_plan->grab().toImage();
}

void CavernPanel::redrawSection()
{
    if (!m_terrain)
        return;
    const relf::Caverns caverns(*m_terrain);
    const std::vector<relf::CavernSample> samples =
        caverns.section(m_from.x(), m_from.y(), m_to.x(), m_to.y(), kSectionSamples);
    QVector<double> d, ground, roof, floor, mine;
    for (const relf::CavernSample &s : samples) {
        d << s.distance;
        ground << s.ground;
        roof << s.roof;
        floor << s.floor;
        mine << s.mineLevel;
    }
    m_section->clearGraphs();
    const auto graph = [this, &d](const QVector<double> &y, const QPen &pen, const QString &name) {
        QCPGraph *g = m_section->addGraph();
        g->setData(d, y, true);
        g->setPen(pen);
        g->setName(name);
        return g;
    };
    graph(ground, QPen(QColor::fromRgb(render::rgbOf(render::MapColour::Contour)), 2),
          tr("ground"));
    QCPGraph *r = graph(roof, QPen(QColor(0x50, 0x50, 0x50), 1.5), tr("cavern roof"));
    QCPGraph *f = graph(floor, QPen(QColor(0x20, 0x20, 0x20), 1.5), tr("cavern floor"));
    graph(mine,
          QPen(QColor::fromRgb(render::rgbOf(render::MapColour::MineShaft)), 1.5, Qt::DashLine),
          tr("mine level"));
    // The water line: ground below it is under the lake.
    const QVector<double> lake(d.size(), m_terrain->parameters().lakeLevel);
    graph(lake, QPen(QColor::fromRgb(render::rgbOf(render::MapColour::Lake)), 1.5),
          tr("lake level"));
    // Open space between roof and floor where the roof is the higher.
    r->setChannelFillGraph(f);
    r->setBrush(QColor(0x60, 0x90, 0xc0, 90));
    m_section->rescaleAxes();
    fitLegend();
    m_section->replot();
}

void CavernPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (fitLegend())
        m_section->replot();
}

bool CavernPanel::fitLegend()
{
    // As many columns as the section is wide enough for, so that no name is
    // cut short in a narrow dock.
    QCPLegend *legend = m_section->legend;
    // The names' widths in order (the legend's grid may hold empty cells);
    // filled row by row, the k-th name sits in column k % columns.
    std::vector<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (const QCPAbstractLegendItem *item = legend->item(i))
            widths.push_back(item->minimumOuterSizeHint().width());
    const int n = int(widths.size());
    const int room = m_section->width() - 8; // the legend row's margins
    int wrap = 1;
    for (int columns = std::min(n, 3); columns > 1; --columns) {
        int width = legend->margins().left() + legend->margins().right();
        for (int c = 0; c < columns; ++c) {
            int widest = 0;
            for (int k = c; k < n; k += columns)
                widest = std::max(widest, widths[std::size_t(k)]);
            width += widest + (c > 0 ? legend->columnSpacing() : 0);
        }
        if (width <= room) {
            wrap = columns;
            break;
        }
    }
    if (wrap == legend->wrap())
        return false;
    legend->setWrap(wrap);
    legend->setFillOrder(legend->fillOrder(), true); // lays out the items again
    return true;
}

} // namespace terrain::widgets
