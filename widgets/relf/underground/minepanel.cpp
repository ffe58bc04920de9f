#include "minepanel.h"

#include "fieldhelp.h"

#include "render/colourtable.h"

#include "mineview.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace terrain::widgets {

MinePanel::MinePanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new MineView(this))
{
    auto *layout = new QVBoxLayout(this);
    // Two rows, so that the panel fits a narrow dock.
    auto *controls = new QGridLayout;
    controls->addWidget(new QLabel(tr("Openness above:"), this), 0, 0);
    m_openness = new QDoubleSpinBox(this);
    m_openness->setRange(0, 1);
    m_openness->setDecimals(3);
    m_openness->setSingleStep(0.01);
    m_openness->setKeyboardTracking(false);
    controls->addWidget(m_openness, 0, 1);
    m_variant = new QCheckBox(tr("sin · cos variant"), this);
    controls->addWidget(m_variant, 0, 2, 1, 2);
    controls->addWidget(new QLabel(tr("Levels:"), this), 1, 0);
    m_levels = new QSpinBox(this);
    m_levels->setRange(1, 64);
    controls->addWidget(m_levels, 1, 1);
    controls->addWidget(new QLabel(tr("Show level:"), this), 1, 2);
    m_level = new QSpinBox(this);
    m_level->setRange(0, 0);
    controls->addWidget(m_level, 1, 3);
    controls->setColumnStretch(4, 1);
    explain({
        {m_openness, tr("A 16 m cell under the ground is open when the fractional part of u = "
                        "(π·10000 · x) · y at its centre exceeds this; every cell under a mine "
                        "shaft is open too. Higher: fewer, smaller mines.")},
        {m_variant, tr("Take u = π·10000 · sin(x) · cos(y) instead, the variant of "
                       "the seed's \"My Terrain\".")},
        {m_levels, tr("How many levels the mines have: level z reads u·(z + 1); open cells "
                      "stacked on each other connect, and shafts reach level 0 only.")},
        {m_level, tr("The level the view shows, 0 just under the ground.")},
    });
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    // The colour key, from the colour table the view paints with.
    QString key;
    const std::pair<render::MapColour, QString> entries[] = {
        {render::MapColour::Rock, tr("rock")},
        {render::MapColour::MineOpen, tr("open, reachable")},
        {render::MapColour::MineUnreachable, tr("open, no way up")},
        {render::MapColour::MineShaft, tr("below a shaft")},
        {render::MapColour::MineCave, tr("below a cave mouth")},
        {render::MapColour::MineSelected, tr("the mine picked")}};
    for (const auto &[c, name] : entries)
        key += QStringLiteral(
                   "<span "
                   "style=\"background:%1\">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;%2&nbsp;&nbsp; ")
                   .arg(QColor::fromRgb(render::rgbOf(c)).name(), name.toHtmlEscaped());
    m_key = new QLabel(key + tr("(drag to pan)"), this);
    m_key->setWordWrap(true);
    layout->addWidget(m_key);
    m_info = new QLabel(tr("Click a cell to see its whole mine."), this);
    m_info->setWordWrap(true);
    layout->addWidget(m_info);

    const auto edit = [this](const char *text, auto change) {
        if (m_updating)
            return;
        relf::MineRules r = m_rules;
        change(r);
        Q_EMIT minesEdited(r, QCoreApplication::translate("Undo Commands", text));
    };
    connect(m_openness, &QDoubleSpinBox::valueChanged, this, [this, edit](double v) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Change mine openness"),
             [v](relf::MineRules &r) { r.openness = v; });
    });
    connect(m_openness, &QDoubleSpinBox::editingFinished, this, &MinePanel::editingFinished);
    connect(m_variant, &QCheckBox::toggled, this, [this, edit](bool on) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Mine variant"),
             [on](relf::MineRules &r) { r.sineVariant = on; });
        Q_EMIT editingFinished();
    });
    connect(m_levels, &QSpinBox::valueChanged, this, [this, edit](int n) {
        edit(QT_TRANSLATE_NOOP("Undo Commands", "Change mine levels"),
             [n](relf::MineRules &r) { r.levels = n; });
        Q_EMIT editingFinished();
    });
    connect(m_level, &QSpinBox::valueChanged, m_view, &MineView::setLevel);
    connect(m_view, &MineView::mineSelected, this, [this](std::size_t cells, std::size_t shafts) {
        if (cells == 0)
            m_info->setText(tr("Rock."));
        else if (shafts == 0)
            m_info->setText(
                tr("A mine of %n cell(s) with no shaft: unreachable.", nullptr, int(cells)));
        else
            m_info->setText(tr("A mine of %n cell(s)", nullptr, int(cells)) + QStringLiteral(", ") +
                            tr("%n shaft(s) up to the surface.", nullptr, int(shafts)));
    });
}

MinePanel::~MinePanel()
{
    for (QObject *child : findChildren<QObject *>())
        child->disconnect(this);
}

void MinePanel::setParameters(const relf::RelfParameters &p)
{
    m_rules = p.mines;
    m_updating = true;
    m_openness->setValue(p.mines.openness);
    m_variant->setChecked(p.mines.sineVariant);
    m_levels->setValue(p.mines.levels);
    m_level->setRange(0, p.mines.levels - 1);
    m_updating = false;
}

QString MinePanel::keyText() const
{
    return m_key->text();
}

QString MinePanel::selectionText() const
{
    return m_info->text();
}

} // namespace terrain::widgets
