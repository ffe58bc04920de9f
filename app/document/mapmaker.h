#pragma once
// Makes a document's map from its parameters, as the coastline and polygon-
// map documents do: a quick one at once on the GUI thread, a slow one on a
// worker thread, one at a time. Parameters that change while a map is made
// wait for it (or cancel it when it is of no use to them) and are made
// next, so the newest parameters always get their map; ready() says when it
// is there. A cancelled map is dropped; one finished for older parameters
// is kept as the newest finished map (its parts may be reused).

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <functional>
#include <memory>

namespace terrain::app {

template <class Params, class Map> class MapMaker
{
public:
    using MapPtr = std::shared_ptr<const Map>;
    struct Rules
    {
        // The map of p, perhaps from parts of previous; nothing once cancel is set.
        std::function<MapPtr(const Params &p, const MapPtr &previous,
                             const std::atomic<bool> *cancel)>
            make;
        // Whether the map of p (with current at hand) is made at once.
        std::function<bool(const Params &p, const MapPtr &current)> quick;
        // Whether a map being made is of no use to p, and is cancelled.
        std::function<bool(const Params &p, const MapPtr &current)> cancelFor;
        std::function<void()> ready;   // the map of the newest parameters is there
        std::function<void()> started; // a map is being made on a worker thread
    };

    explicit MapMaker(Rules rules)
        : m_rules(std::move(rules))
    {
        QObject::connect(&m_watcher, &QFutureWatcher<Made>::finished, &m_watcher, [this] {
            m_busy = false;
            Made made = m_watcher.result();
            const bool madeOne = made.map != nullptr;
            if (madeOne) {
                m_map = std::move(made.map);
                m_lastMs = made.milliseconds;
            }
            if (m_again) { // the parameters changed meanwhile: make the newest
                m_again = false;
                request(m_wanted);
            } else if (madeOne) {
                m_rules.ready();
            }
        });
    }
    ~MapMaker()
    {
        if (m_cancel)
            m_cancel->store(true);
        m_watcher.waitForFinished();
    }
    MapMaker(const MapMaker &) = delete;
    MapMaker &operator=(const MapMaker &) = delete;

    // The newest finished map; null before the first one.
    MapPtr map() const { return m_map; }
    bool isBusy() const { return m_busy; }
    // Milliseconds the last map took to make.
    double lastMs() const { return m_lastMs; }

    // The parameters are now p: their map is made at once or on a worker.
    void request(const Params &p)
    {
        m_wanted = p;
        if (!m_busy && m_rules.quick(p, m_map)) {
            makeNow(p);
            return;
        }
        if (m_busy) { // one at a time; the newest follows
            m_again = true;
            if (m_cancel && m_rules.cancelFor(p, m_map))
                m_cancel->store(true);
            return;
        }
        m_busy = true;
        m_cancel = std::make_shared<std::atomic<bool>>(false);
        m_rules.started();
        m_watcher.setFuture(
            QtConcurrent::run([make = m_rules.make, p, previous = m_map, cancel = m_cancel] {
                QElapsedTimer timer;
                timer.start();
                Made made{make(p, previous, cancel.get()), 0};
                made.milliseconds = double(timer.nsecsElapsed()) / 1e6;
                if (cancel->load())
                    made.map.reset();
                return made;
            }));
    }

    // Waits until the map of p is there, making it at once when it is not
    // (for tests, exports and a document that must start with its map).
    template <class SameParams> void wait(const Params &p, SameParams same)
    {
        while (m_busy) {
            m_watcher.waitForFinished();
            QCoreApplication::processEvents(); // delivers finished, which may start the newest
        }
        if (!m_map || !same(*m_map, p))
            makeNow(p);
    }

private:
    struct Made
    {
        MapPtr map;
        double milliseconds = 0;
    };

    void makeNow(const Params &p)
    {
        m_wanted = p;
        QElapsedTimer timer;
        timer.start();
        m_map = m_rules.make(p, m_map, nullptr);
        m_lastMs = double(timer.nsecsElapsed()) / 1e6;
        m_rules.ready();
    }

    Rules m_rules;
    MapPtr m_map;
    Params m_wanted;
    QFutureWatcher<Made> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_busy = false;
    bool m_again = false;
    double m_lastMs = 0;
};

} // namespace terrain::app
