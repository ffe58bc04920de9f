#include "documenteditor.h"

#include "document/document.h"
#include "mapview.h"
#include "seedfield.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace terrain::app {

namespace {

// A panel's scroll area that asks for the panel's own size, so that the docks
// share the window as they would without it, and scrolls only when the
// screen gives less.
class PanelScroll : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    QSize sizeHint() const override
    {
        const QSize panel =
            widget() ? widget()->sizeHint().expandedTo(widget()->minimumSizeHint()) : QSize();
        return panel +
               QSize(2 * frameWidth() + verticalScrollBar()->sizeHint().width(), 2 * frameWidth());
    }
};

} // namespace

DocumentEditor::DocumentEditor(QMainWindow *window)
    : Editor(window)
    , m_window(window)
{
}

DocumentEditor::~DocumentEditor()
{
    for (Document *d : std::as_const(m_documents))
        d->disconnect(this);
}

void DocumentEditor::addDocument(Document *document)
{
    m_documents.append(document);
}

void DocumentEditor::removeDocument(Document *document)
{
    m_documents.removeAll(document);
    document->disconnect(this);
    if (m_current == document)
        setCurrentDocument(nullptr);
    m_places.remove(document);
}

void DocumentEditor::setCurrentDocument(Document *document)
{
    if (document == m_current)
        return;
    if (m_current) {
        m_current->disconnect(this);
        if (m_placesMap)
            m_places.insert(m_current, {m_placesMap->centre(), m_placesMap->zoom()});
    }
    m_current = document;
    currentChanged();
}

void DocumentEditor::refuse(const QString &why)
{
    Q_EMIT statusMessage(why, 6000);
    updateEditors();
}

void DocumentEditor::endGesture()
{
    if (m_current)
        m_current->endGesture();
}

bool DocumentEditor::restorePlace()
{
    const auto place = m_places.constFind(m_current);
    if (!m_placesMap || place == m_places.cend())
        return false;
    m_placesMap->setZoom(place->zoom,
                         QPointF(m_placesMap->width() / 2.0, m_placesMap->height() / 2.0));
    m_placesMap->centreOn(place->centre.x(), place->centre.y());
    return true;
}

QDockWidget *DocumentEditor::addDock(const QString &title, const QString &name, QWidget *content,
                                     bool scrolls)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(name);
    const bool scrollsItself = qobject_cast<QAbstractScrollArea *>(content) != nullptr;
    dock->setWidget(scrolls && !scrollsItself ? scrolling(content) : content);
    m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    m_docks << dock;
    return dock;
}

widgets::MapView *DocumentEditor::makeCentralMap()
{
    m_central = new QWidget(m_window);
    auto *map = new widgets::MapView(m_central);
    keepPlacesOf(map);
    return map;
}

void DocumentEditor::placeCentre(QWidget *tools)
{
    auto *layout = new QVBoxLayout(m_central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(tools);
    layout->addWidget(m_placesMap, 1);
}

QToolButton *DocumentEditor::makeLayersButton(QWidget *parent, const QString &toolTip) const
{
    auto *button = new QToolButton(parent);
    button->setObjectName(QStringLiteral("layersButton"));
    button->setText(tr("Layers"));
    button->setToolTip(toolTip);
    button->setPopupMode(QToolButton::InstantPopup);
    auto *menu = new QMenu(button);
    for (const auto &[layer, action] : std::as_const(m_layerActions))
        menu->addAction(action);
    button->setMenu(menu);
    return button;
}

void DocumentEditor::followCursor()
{
    connect(m_placesMap, &widgets::MapView::cursorMoved, this, [this](QPointF ground) {
        m_lastGround = ground;
        inspectAt(ground);
    });
    connect(m_placesMap, &widgets::MapView::contentsChanged, this,
            [this] { inspectAt(m_lastGround); });
}

QAction *DocumentEditor::addViewAction(const QString &text, const std::function<void()> &slot)
{
    auto *a = new QAction(text, this);
    connect(a, &QAction::triggered, this, slot);
    m_viewActions << a;
    return a;
}

QMenu *DocumentEditor::addGeneratorMenu(QMainWindow *window, const QString &title,
                                        widgets::SeedField *seed, const QString &presetsTitle,
                                        const QList<std::pair<QString, QString>> &presets,
                                        const std::function<void(const QString &)> &apply)
{
    auto *menu = new QMenu(title, window);
    menu->addAction(tr("&New Seed"), seed, &widgets::SeedField::newSeed)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QMenu *presetMenu = menu->addMenu(presetsTitle);
    for (const auto &[name, presetTitle] : presets)
        presetMenu->addAction(presetTitle, this, [apply, name = name] { apply(name); });
    m_menus << menu;
    return menu;
}

void DocumentEditor::addZoomActions()
{
    addViewAction(tr("Zoom &In"), [this] {
        m_placesMap->zoomBy(1);
    })->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    addViewAction(tr("Zoom &Out"), [this] {
        m_placesMap->zoomBy(-1);
    })->setShortcut(QKeySequence::ZoomOut);
}

void DocumentEditor::addLayerActions(const QList<std::pair<unsigned, QString>> &layers,
                                     const QString &settingsKey, unsigned defaults)
{
    m_layersKey = settingsKey;
    m_layersDefault = defaults;
    int n = 1;
    for (const auto &[layer, title] : layers) {
        auto *a = new QAction(title, this);
        a->setCheckable(true);
        a->setChecked(m_placesMap->layers() & layer);
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key(Qt::Key_0 + n++)));
        connect(a, &QAction::toggled, this, [this] {
            unsigned shown = 0;
            for (const auto &[bit, action] : std::as_const(m_layerActions))
                if (action->isChecked())
                    shown |= bit;
            m_placesMap->setLayers(shown);
        });
        m_layerActions.append({layer, a});
        m_viewActions << a;
    }
}

void DocumentEditor::showLayers(unsigned layers)
{
    for (const auto &[layer, action] : std::as_const(m_layerActions))
        action->setChecked(layers & layer);
    m_placesMap->setLayers(layers);
}

void DocumentEditor::readSettings()
{
    if (!m_layersKey.isEmpty())
        showLayers(QSettings().value(m_layersKey, m_layersDefault).toUInt());
}

void DocumentEditor::writeSettings() const
{
    if (!m_layersKey.isEmpty())
        QSettings().setValue(m_layersKey, m_placesMap->layers());
}

QLabel *DocumentEditor::addStatusLabel()
{
    auto *label = new QLabel(m_window);
    m_statusWidgets << label;
    return label;
}

void DocumentEditor::dockAllRight()
{
    for (QDockWidget *dock : std::as_const(m_docks)) {
        dock->setFloating(false);
        m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    }
}

void DocumentEditor::resetLayout(QDockWidget *history)
{
    dockAllRight();
    const qsizetype split = std::max<qsizetype>(0, m_docks.indexOf(m_historyNeighbour));
    const QList<QDockWidget *> above = m_docks.first(split), below = m_docks.sliced(split);
    if (below.isEmpty())
        return;
    if (!above.isEmpty())
        m_window->splitDockWidget(above.first(), below.first(), Qt::Vertical);
    for (const QList<QDockWidget *> &group : {above, below})
        for (qsizetype k = 1; k < group.size(); ++k)
            m_window->tabifyDockWidget(group.first(), group[k]);
    if (history)
        m_window->tabifyDockWidget(below.first(), history);
    if (!above.isEmpty()) {
        (above.contains(m_raisedAbove) ? m_raisedAbove : above.first())->raise();
        if (m_layoutShares.size() == 2)
            m_window->resizeDocks({above.first(), below.first()}, m_layoutShares, Qt::Vertical);
    }
    below.first()->raise();
}

QScrollArea *DocumentEditor::scrolling(QWidget *panel) const
{
    auto *scroll = new PanelScroll(m_window);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Never narrower than the panel: without a horizontal bar it would be cut.
    scroll->setMinimumWidth(panel->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    return scroll;
}

QLabel *DocumentEditor::textPanel(const QString &text) const
{
    auto *label = new QLabel(m_window);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setMargin(6);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setText(text);
    return label;
}

} // namespace terrain::app
