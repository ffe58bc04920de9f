// MapMaker, which makes the coastline's and the polygon map's maps: a quick
// map at once, a slow one on a worker, the newest parameters always getting
// their map and ready() said once for it; a map of no use to them cancelled.
#include "document/mapmaker.h"

#include <QTest>
#include <QThread>

using namespace terrain::app;

namespace {

struct Made
{
    int parameters = 0;
    int previous = -1; // the parameters of the map it was made after
};

// Parameters below 100 are quick; the others take about 60 ms on a worker
// unless cancelled.
struct Fixture
{
    bool cancelRunning = true;
    int ready = 0, started = 0;
    std::atomic<int> cancelled = 0; // counted on the worker
    MapMaker<int, Made> maker{
        {[this](int p, const std::shared_ptr<const Made> &previous,
                const std::atomic<bool> *cancel) {
             for (int ms = 0; p >= 100 && ms < 60; ++ms) {
                 if (cancel && cancel->load()) {
                     ++cancelled; // only one worker runs at a time
                     return std::shared_ptr<const Made>();
                 }
                 QThread::msleep(1);
             }
             return std::make_shared<const Made>(Made{p, previous ? previous->parameters : -1});
         },
         [](int p, const std::shared_ptr<const Made> &) { return p < 100; },
         [this](int, const std::shared_ptr<const Made> &) { return cancelRunning; },
         [this] { ++ready; }, [this] { ++started; }}};
};

bool sameParameters(const Made &m, int p)
{
    return m.parameters == p;
}

} // namespace

class TestMapMaker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aQuickMapIsMadeAtOnce()
    {
        Fixture f;
        f.maker.request(5);
        QVERIFY(!f.maker.isBusy());
        QCOMPARE(f.maker.map()->parameters, 5);
        QCOMPARE(f.ready, 1);
        QCOMPARE(f.started, 0);
        f.maker.request(7); // made after the map at hand
        QCOMPARE(f.maker.map()->previous, 5);
    }

    void aSlowMapIsMadeOnAWorker()
    {
        Fixture f;
        f.maker.request(200);
        QVERIFY(f.maker.isBusy());
        QVERIFY(!f.maker.map());
        QCOMPARE(f.started, 1);
        QTRY_COMPARE(f.ready, 1);
        QVERIFY(!f.maker.isBusy());
        QCOMPARE(f.maker.map()->parameters, 200);
        QVERIFY(f.maker.lastMs() >= 50);
    }

    // Three changes while the first is made: the first is cancelled, the
    // middle one never made, the newest made and said ready once.
    void theNewestWinsAndTheRunningOneIsCancelled()
    {
        Fixture f;
        f.maker.request(200);
        f.maker.request(300);
        f.maker.request(400);
        QTRY_COMPARE(f.ready, 1);
        QTRY_VERIFY(!f.maker.isBusy());
        QCOMPARE(f.maker.map()->parameters, 400);
        QCOMPARE(f.cancelled, 1);
        QCOMPARE(f.started, 2);
        QTest::qWait(100);
        QCOMPARE(f.ready, 1);
    }

    // A running map that the newest can use is finished and kept: the newest
    // is made after it.
    void aUsefulRunningMapIsFinishedAndBuiltOn()
    {
        Fixture f;
        f.cancelRunning = false;
        f.maker.request(200);
        f.maker.request(400);
        QTRY_COMPARE(f.ready, 1);
        QCOMPARE(f.maker.map()->parameters, 400);
        QCOMPARE(f.maker.map()->previous, 200);
        QCOMPARE(f.cancelled, 0);
    }

    // wait() returns with the map of the parameters asked for.
    void waitGivesTheMapOfTheParameters()
    {
        Fixture f;
        f.maker.request(200);
        f.maker.wait(200, sameParameters);
        QCOMPARE(f.maker.map()->parameters, 200);
        f.maker.wait(300, sameParameters); // none being made: made at once
        QCOMPARE(f.maker.map()->parameters, 300);
        QVERIFY(!f.maker.isBusy());
    }

    // A maker destroyed while it works cancels and waits for its worker.
    void destroyedWhileBusy()
    {
        auto f = std::make_unique<Fixture>();
        f->maker.request(200);
        QVERIFY(f->maker.isBusy());
        f.reset();
    }
};

QTEST_GUILESS_MAIN(TestMapMaker)
#include "tst_mapmaker.moc"
