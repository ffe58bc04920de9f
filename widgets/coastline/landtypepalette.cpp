#include "landtypepalette.h"

#include "fieldhelp.h"

#include <QColorDialog>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace terrain::widgets {

namespace {

QIcon swatch(const QColor &colour)
{
    QPixmap p(16, 16);
    p.fill(colour);
    QPainter painter(&p);
    painter.setPen(QColor(0, 0, 0, 90));
    painter.drawRect(0, 0, 15, 15);
    return QIcon(p);
}

QString undoText(const char *text)
{
    return QCoreApplication::translate("Undo Commands", text);
}

} // namespace

QString landTypeTitle(const QString &name)
{
    if (name == u"Sea")
        return QCoreApplication::translate("terrain::widgets::LandTypePalette", "Sea");
    if (name == u"Land")
        return QCoreApplication::translate("terrain::widgets::LandTypePalette", "Land");
    return name;
}

LandTypePalette::LandTypePalette(QWidget *parent)
    : QWidget(parent)
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(tr("Add"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_colour(new QPushButton(tr("Colour…"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_list->setMinimumHeight(90);
    layout->addWidget(m_list, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_colour);
    layout->addLayout(buttons);
    explain(m_list, tr("The land types; the chosen one paints the start pattern. Double-click a "
                       "name to rename it."));

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_remove->setEnabled(row > 0);
        if (!m_updating && row >= 0)
            Q_EMIT currentChanged(row);
    });
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        if (m_updating || row < 0 || row >= m_types.size())
            return;
        const QString name = item->text().trimmed();
        if (name.isEmpty() || name == m_types[row].name ||
            name == landTypeTitle(m_types[row].name)) {
            rebuild(); // an empty name is refused
            return;
        }
        QList<LandTypeEntry> t = m_types;
        t[row].name = name;
        Q_EMIT typesEdited(t, undoText("Rename land type"));
    });
    connect(m_list, &QListWidget::itemDoubleClicked, m_list, &QListWidget::editItem);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (m_types.size() >= kMaxTypes)
            return;
        static const QColor kColours[] = {QColor(0x2e, 0x8b, 0x3e), QColor(0xe0, 0xc0, 0x70),
                                          QColor(0x8a, 0x7f, 0x75), QColor(0xf4, 0xf4, 0xf4),
                                          QColor(0x6b, 0x8e, 0x23), QColor(0xb0, 0x60, 0x30)};
        QList<LandTypeEntry> t = m_types;
        t.append({tr("Type %1").arg(t.size()), kColours[t.size() % 6]});
        Q_EMIT typesEdited(t, undoText("Add land type"));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row <= 0 || row >= m_types.size())
            return;
        QList<LandTypeEntry> t = m_types;
        t.removeAt(row);
        Q_EMIT typesEdited(t, undoText("Remove land type"));
    });
    connect(m_colour, &QPushButton::clicked, this, &LandTypePalette::chooseColour);
}

void LandTypePalette::setTypes(const QList<LandTypeEntry> &types)
{
    if (types == m_types)
        return;
    const int current = m_list->currentRow();
    m_types = types;
    rebuild();
    m_updating = true;
    m_list->setCurrentRow(std::clamp(current, 0, int(m_types.size()) - 1));
    m_updating = false;
}

void LandTypePalette::rebuild()
{
    m_updating = true;
    const int current = m_list->currentRow();
    m_list->clear();
    for (const LandTypeEntry &t : std::as_const(m_types)) {
        auto *item = new QListWidgetItem(swatch(t.colour), landTypeTitle(t.name), m_list);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
    }
    m_list->setCurrentRow(std::clamp(current, 0, int(m_types.size()) - 1));
    m_add->setEnabled(m_types.size() < kMaxTypes);
    m_remove->setEnabled(m_list->currentRow() > 0);
    m_updating = false;
}

void LandTypePalette::setCurrent(int index)
{
    m_updating = true;
    m_list->setCurrentRow(index);
    m_updating = false;
}

int LandTypePalette::current() const
{
    return m_list->currentRow();
}

void LandTypePalette::chooseColour()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_types.size())
        return;
    const QColor c = QColorDialog::getColor(
        m_types[row].colour, this, tr("Colour of %1").arg(landTypeTitle(m_types[row].name)));
    if (!c.isValid() || c == m_types[row].colour)
        return;
    QList<LandTypeEntry> t = m_types;
    t[row].colour = c;
    Q_EMIT typesEdited(t, undoText("Change land type colour"));
}

} // namespace terrain::widgets
