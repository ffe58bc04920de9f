#include "relfengineer.h"

#include "editor/undotext.h"
#include "inspectorwidget.h"
#include "maptools.h"
#include "mapview.h"
#include "placedlist.h"
#include "relf/features/roads.h"
#include "relf/map/mapdetail.h"
#include "relf/map/symbols.h"
#include "relfdocument.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace terrain::app {

namespace {

// Streams are looked for while the view and its margin hold at most this
// many square metres (a 4K screen at 4 m per pixel and its margin).
constexpr double kMaxScanArea = 2e8;

QString at(QPoint p)
{
    return QStringLiteral("(%1, %2)").arg(p.x()).arg(p.y());
}

} // namespace

RelfEngineer::RelfEngineer(widgets::MapView *map, QWidget *dialogParent, EditFunction edit)
    : QObject(map)
    , m_map(map)
    , m_dialogParent(dialogParent)
    , m_edit(std::move(edit))
    , m_tools(new widgets::RelfMapTools(map))
    , m_placed(new widgets::PlacedList(dialogParent))
    , m_toolGroup(new QActionGroup(this))
{
    using Mode = widgets::RelfMapTools::Mode;
    const std::tuple<Mode, QString, QString, Qt::Key> modes[] = {
        {Mode::Navigate, tr("&Navigate"), tr("Navigate"), Qt::Key_N},
        {Mode::Road, tr("&Road Tool"), tr("Road"), Qt::Key_R},
        {Mode::Place, tr("&Place Tool"), tr("Place"), Qt::Key_P},
        {Mode::PathOffset, tr("Path &Offset Tool"), tr("Offset"), Qt::Key_O}};
    for (const auto &[mode, title, shortTitle, key] : modes) {
        auto *a = new QAction(title, this);
        a->setIconText(shortTitle); // on the tool column
        a->setToolTip(QStringLiteral("%1 (%2)")
                          .arg(title)
                          .arg(QKeySequence(key).toString(QKeySequence::NativeText))
                          .remove(u'&'));
        a->setCheckable(true);
        a->setChecked(mode == Mode::Navigate);
        a->setShortcut(QKeySequence(key));
        a->setShortcutContext(Qt::WindowShortcut);
        a->setProperty("toolBar", true);
        connect(a, &QAction::triggered, this, [this, mode = mode] { m_tools->setMode(mode); });
        m_toolGroup->addAction(a);
        m_toolActions << a;
    }
    connect(m_tools, &widgets::RelfMapTools::modeChanged, this,
            [this] { m_toolActions[int(m_tools->mode())]->setChecked(true); });

    m_scanTimer.setSingleShot(true);
    m_scanTimer.setInterval(60);
    connect(&m_scanTimer, &QTimer::timeout, this, &RelfEngineer::startScan);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &RelfEngineer::scanFinished);
    connect(map, &widgets::MapView::viewChanged, this, &RelfEngineer::scheduleScan);

    m_tools->setFeatureFinder([this](QPointF g, double reach) -> std::optional<QPoint> {
        const relf::EvaluatorPtr t = terrain();
        if (!t)
            return std::nullopt;
        const auto r = std::int64_t(std::ceil(reach));
        std::optional<QPoint> best;
        double bestD = reach;
        for (const relf::Terra &f : t->featuresIn(
                 std::int64_t(std::floor(g.x())) - r, std::int64_t(std::floor(g.y())) - r,
                 std::int64_t(std::ceil(g.x())) + r, std::int64_t(std::ceil(g.y())) + r)) {
            const double d = std::hypot(f.x - g.x(), f.y - g.y());
            if (relf::hasSymbol(f.feature) && d <= bestD) {
                bestD = d;
                best = QPoint(int(f.x), int(f.y));
            }
        }
        return best;
    });

    const auto roadEdit = [this](const char *text,
                                 std::function<void(std::vector<relf::Road> &)> change) {
        m_edit(
            undoText(text), QString(), [change](relf::RelfParameters &p) { change(p.roads); },
            false);
    };
    connect(m_tools, &widgets::RelfMapTools::roadDrawn, this,
            [this, roadEdit](std::vector<relf::RoadVertex> vertices) {
                const relf::Road road{std::move(vertices), m_placed->roadWidth()};
                roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Add road"),
                         [road](auto &roads) { roads.push_back(road); });
                if (const QString w = roadWarning(road); !w.isEmpty())
                    Q_EMIT statusMessage(w, 6000);
            });
    connect(m_tools, &widgets::RelfMapTools::vertexMoved, this,
            [roadEdit](int r, int v, QPointF to) {
                roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Move road vertex"), [=](auto &roads) {
                    roads.at(std::size_t(r)).vertices.at(std::size_t(v)) = {to.x(), to.y()};
                });
            });
    connect(m_tools, &widgets::RelfMapTools::vertexInserted, this,
            [roadEdit](int r, int before, QPointF g) {
                roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Insert road vertex"),
                         [=](auto &roads) {
                             auto &v = roads.at(std::size_t(r)).vertices;
                             v.insert(v.begin() + before, relf::RoadVertex{g.x(), g.y()});
                         });
            });
    connect(
        m_tools, &widgets::RelfMapTools::vertexDeleted, this, [this, roadEdit](int r, int vertex) {
            if (!m_document || std::size_t(r) >= m_document->parameters().roads.size())
                return;
            if (m_document->parameters().roads[std::size_t(r)].vertices.size() <= 2) {
                roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Delete road"),
                         [r](auto &roads) { roads.erase(roads.begin() + r); });
                return;
            }
            roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Delete road vertex"), [=](auto &roads) {
                auto &v = roads.at(std::size_t(r)).vertices;
                v.erase(v.begin() + vertex);
            });
        });
    connect(m_tools, &widgets::RelfMapTools::roadDeleted, this, [this, roadEdit](int r) {
        m_tools->selectRoad(std::nullopt);
        roadEdit(QT_TRANSLATE_NOOP("Undo Commands", "Delete road"), [r](auto &roads) {
            if (std::size_t(r) < roads.size())
                roads.erase(roads.begin() + r);
        });
    });
    connect(m_tools, &widgets::RelfMapTools::placeRequested, this, &RelfEngineer::placeAt);
    connect(m_tools, &widgets::RelfMapTools::featureMoved, this, &RelfEngineer::moveFeature);
    connect(m_tools, &widgets::RelfMapTools::featureRemoved, this, &RelfEngineer::removeFeature);
    connect(m_tools, &widgets::RelfMapTools::pathOffsetPicked, this, [this](double dx, double dy) {
        m_edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Path offset")), QString(),
            [dx, dy](relf::RelfParameters &p) {
                p.paths.enabled = true;
                p.paths.dx = dx;
                p.paths.dy = dy;
            },
            false);
    });
    connect(m_tools, &widgets::RelfMapTools::contextMenuRequested, this,
            &RelfEngineer::showContextMenu);
    connect(m_placed, &widgets::PlacedList::jumpRequested, this,
            [this](QPointF g) { m_map->centreOn(g.x(), g.y()); });
    connect(m_placed, &widgets::PlacedList::roadSelected, this, [this](int road) {
        m_tools->selectRoad(road);
        if (m_document && std::size_t(road) < m_document->parameters().roads.size())
            m_placed->setRoadWidth(m_document->parameters().roads[std::size_t(road)].width);
    });
    connect(m_tools, &widgets::RelfMapTools::roadSelected, this, [this](int road) {
        if (m_document && std::size_t(road) < m_document->parameters().roads.size())
            m_placed->setRoadWidth(m_document->parameters().roads[std::size_t(road)].width);
    });
    connect(m_placed, &widgets::PlacedList::roadWidthChanged, this, [this](double width) {
        const std::optional<int> road = m_tools->selectedRoad();
        if (!road || !m_document || std::size_t(*road) >= m_document->parameters().roads.size())
            return;
        const int r = *road;
        m_edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Road width")),
            QStringLiteral("roadWidth%1").arg(r),
            [r, width](relf::RelfParameters &p) { p.roads.at(std::size_t(r)).width = width; },
            true);
    });
    connect(m_placed, &widgets::PlacedList::removeRequested, this, &RelfEngineer::removeRow);
}

RelfEngineer::~RelfEngineer()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

relf::EvaluatorPtr RelfEngineer::terrain() const
{
    return m_document ? m_document->evaluator() : nullptr;
}

const std::vector<relf::Stream> &RelfEngineer::streams() const
{
    return m_tools->streams();
}

void RelfEngineer::setDocument(RelfDocument *document)
{
    m_document = document;
    m_site.reset();
    m_tools->setSite(std::nullopt, false);
    documentChanged();
}

void RelfEngineer::documentChanged()
{
    // A new terrain: the old streams' placements are stale.
    m_marks = relf::StreamMarks(
        m_document ? std::size_t(m_document->parameters().streams.placementCap) : 300000);
    if (!m_document) {
        m_tools->setRoads({});
        m_tools->setStreams({});
        m_placed->setItems({});
        return;
    }
    m_tools->setRoads(m_document->parameters().roads);
    refreshDock();
    scheduleScan();
}

void RelfEngineer::scheduleScan()
{
    if (m_cancel)
        m_cancel->store(true); // what runs now is for an older view
    m_scanTimer.start();
}

void RelfEngineer::startScan()
{
    const relf::EvaluatorPtr t = terrain();
    if (!t)
        return;
    if (m_watcher.isRunning()) {
        m_rescan = true; // start again when the cancelled one has stopped
        return;
    }
    const relf::StreamRules &rules = t->parameters().streams;
    const relf::MapRenderSettings s = m_map->viewSettings();
    const relf::StreamRegion r = relf::streamRegionFor(s, rules.maxLength);
    if (!rules.enabled || !relf::showsStreams(s.metresPerPixel) ||
        double(r.x1 - r.x0) * double(r.y1 - r.y0) > kMaxScanArea) {
        m_tools->setStreams({});
        return;
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_scanTerrain = t;
    auto cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run(
        [t, r, cancel] { return relf::findStreams(*t, r.x0, r.y0, r.x1, r.y1, 0, cancel.get()); }));
}

void RelfEngineer::scanFinished()
{
    const auto result = m_watcher.result();
    const bool current = m_scanTerrain == terrain() && m_cancel && !m_cancel->load();
    if (m_rescan || !current) {
        m_rescan = false;
        if (!m_scanTimer.isActive())
            startScan();
        return;
    }
    if (!result)
        return;
    ++m_scansFinished;
    const relf::PlacedObjects &placed = terrain()->placed().all;
    for (const relf::Stream &s : *result) {
        if (!m_marks.add(s, placed)) {
            // Past the cap every stream placement is cleared; start again.
            for (const relf::Stream &again : *result)
                m_marks.add(again, placed);
            break;
        }
    }
    m_tools->setStreams(*result);
    Q_EMIT streamsFound();
}

relf::GoodSite RelfEngineer::findSite(QPointF from)
{
    const relf::EvaluatorPtr t = terrain();
    if (!t)
        return {};
    const relf::GoodSite site = relf::findGoodSite(*t, from.x(), from.y());
    m_site = site;
    m_tools->setSite(QPointF(double(site.x), double(site.y)), site.ok);
    if (site.ok)
        Q_EMIT statusMessage(
            tr("Good site at (%L1, %L2): every criterion met").arg(site.x).arg(site.y), 8000);
    else
        Q_EMIT statusMessage(tr("Best site at (%L1, %L2), not good: %L3")
                                 .arg(site.x)
                                 .arg(site.y)
                                 .arg(QString::fromStdString(
                                     relf::siteCriterionText(site.failed, t->parameters().sites))),
                             8000);
    return site;
}

void RelfEngineer::showContextMenu(QPointF ground, QPoint globalPos)
{
    QMenu menu(m_dialogParent);
    menu.addAction(tr("Find Good Site Here"), this, [this, ground] { findSite(ground); });
    const QPoint p(int(std::lround(ground.x())), int(std::lround(ground.y())));
    menu.addAction(tr("Place %1 Here").arg(widgets::featureTitle(m_placed->placeKind())), this,
                   [this, p] { placeAt(p); });
    if (m_site)
        menu.addAction(tr("Clear Site Mark"), this, [this] {
            m_site.reset();
            m_tools->setSite(std::nullopt, false);
        });
    menu.exec(globalPos);
}

void RelfEngineer::placeAt(QPoint p)
{
    const relf::Feature kind = m_placed->placeKind();
    const bool ok = m_edit(
        tr("Place %1").arg(widgets::featureTitle(kind)), QString(),
        [p, kind](relf::RelfParameters &params) { params.placed.place(p.x(), p.y(), kind); },
        false);
    if (ok && terrain() && terrain()->terra(p.x(), p.y()).feature != kind)
        Q_EMIT statusMessage(tr("Placed at %1, but the ground there hides it (a town or a path "
                                "shows no point features)")
                                 .arg(at(p)),
                             8000);
}

void RelfEngineer::moveFeature(QPoint from, QPoint to)
{
    const relf::EvaluatorPtr t = terrain();
    if (!t)
        return;
    const relf::Feature f = t->terra(from.x(), from.y()).feature;
    if (f == relf::Feature::None)
        return;
    const bool placedThere = t->parameters().placed.atPlace(from.x(), from.y()) != nullptr;
    m_edit(
        tr("Move %1").arg(widgets::featureTitle(f)), QString(),
        [=](relf::RelfParameters &p) {
            if (placedThere)
                p.placed.remove(from.x(), from.y()); // the designer's own: gone from here
            else
                p.placed.place(from.x(), from.y(), relf::Feature::None); // generated: moved away
            p.placed.place(to.x(), to.y(), f);
        },
        false);
}

void RelfEngineer::removeFeature(QPoint p)
{
    const relf::EvaluatorPtr t = terrain();
    if (!t)
        return;
    const relf::Feature f = t->terra(p.x(), p.y()).feature;
    const bool placedThere = t->parameters().placed.atPlace(p.x(), p.y()) != nullptr;
    m_edit(
        tr("Remove %1").arg(widgets::featureTitle(f)), QString(),
        [=](relf::RelfParameters &params) {
            if (placedThere)
                params.placed.remove(p.x(), p.y());
            else
                params.placed.place(p.x(), p.y(), relf::Feature::None);
        },
        false);
}

void RelfEngineer::removeRow(int row)
{
    const widgets::PlacedList::Item *item = m_placed->itemAt(row);
    if (!item)
        return;
    if (item->road >= 0) {
        const int r = item->road;
        m_tools->selectRoad(std::nullopt);
        m_edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Delete road")), QString(),
            [r](relf::RelfParameters &p) { p.roads.erase(p.roads.begin() + r); }, false);
        return;
    }
    const QPoint p = item->placed;
    m_edit(
        undoText(QT_TRANSLATE_NOOP("Undo Commands", "Remove placed object")), QString(),
        [p](relf::RelfParameters &params) { params.placed.remove(p.x(), p.y()); }, false);
}

QString RelfEngineer::roadWarning(const relf::Road &road) const
{
    const relf::EvaluatorPtr t = terrain();
    if (!t)
        return {};
    bool lake = false, building = false;
    int visited = 0;
    relf::forEachRoadCell(road, [&](std::int64_t x, std::int64_t y) {
        if (++visited > 200000 || (lake && building))
            return;
        lake |= t->height(double(x), double(y)) < t->parameters().lakeLevel;
        building |= t->buildingCovers(double(x), double(y));
    });
    if (lake && building)
        return tr("This road crosses a lake and a building.");
    if (lake)
        return tr("This road crosses a lake.");
    if (building)
        return tr("This road crosses a building.");
    return {};
}

void RelfEngineer::refreshDock()
{
    QList<widgets::PlacedList::Item> items;
    const relf::RelfParameters &p = m_document->parameters();
    for (std::size_t r = 0; r < p.roads.size(); ++r) {
        const relf::Road &road = p.roads[r];
        widgets::PlacedList::Item item;
        item.text = tr("Road %L1: %L2 vertices, %L3 m long, %L4 m wide")
                        .arg(r + 1)
                        .arg(road.vertices.size())
                        .arg(relf::roadLength(road), 0, 'f', 0)
                        .arg(road.width);
        item.at = QPointF(road.vertices.front().x, road.vertices.front().y);
        item.road = int(r);
        item.warning = roadWarning(road);
        items << item;
    }
    for (const relf::PlacedEntry &e : p.placed.entries()) {
        widgets::PlacedList::Item item;
        const QPoint pos(e.x, e.y);
        if (const auto *f = std::get_if<relf::Feature>(&e.object))
            item.text = *f == relf::Feature::None
                            ? tr("Moved away from %1").arg(at(pos))
                            : tr("%1 at %2").arg(widgets::featureTitle(*f), at(pos));
        else
            item.text =
                tr("%1 at %2")
                    .arg(widgets::terrainKindTitle(std::get<relf::TerrainKind>(e.object)), at(pos));
        item.at = QPointF(pos);
        item.placed = pos;
        items << item;
        if (items.size() > 5000)
            break; // a list longer than this helps nobody; the file keeps all
    }
    m_placed->setItems(items);
}

} // namespace terrain::app
