// The live link from the studio to a running game: with the link on, every
// change of the document reaches a world the runtime opened on the publish
// file (tr_reload_if_changed), whole: a game that reloads as fast as it can
// while the designer drags never reads half a file.
#include "terrainruntime.h"

#include "relf/livelink.h"
#include "relf/relfdocument.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <bit>
#include <set>
#include <thread>

using namespace terrain;
using namespace terrain::app;
using namespace Qt::StringLiterals;

namespace {

// A point of the reference ground below 290 m: a lake above 290 covers it.
QPointF lowland()
{
    const relf::RelfEvaluator ground(relf::RelfParameters::reference1983());
    for (double x = 0;; x += 7)
        if (ground.height(x, -3) < 290 && ground.height(x, -3) > 210)
            return {x, -3};
}

// The 1983 document with a live link to publish it, and a folder of its own
// for the file.
struct Linked
{
    Linked() { link.setDocument(&document); }
    QTemporaryDir dir;
    const QString path = dir.filePath(u"live.json"_s);
    RelfDocument document{relf::RelfParameters::reference1983()};
    LiveLink link;
};

} // namespace

class TestLiveLink : public QObject
{
    Q_OBJECT
    const QPointF m_low = lowland();

private Q_SLOTS:
    void gamesFollowEveryEdit()
    {
        Linked linked;
        auto &[dir, path, document, link] = linked;
        QString error;
        QVERIFY2(link.start(path, &error), qPrintable(error));
        QCOMPARE(link.writes(), 1); // published at once

        char *why = nullptr;
        tr_world *world = tr_open_file(path.toUtf8().constData(), &why);
        QVERIFY2(world, why);
        QCOMPARE(tr_reload_if_changed(world, nullptr), 0);

        // Raise the lake: a lowland point becomes LAKE at the new level.
        tr_terra_info before;
        tr_terra(world, m_low.x(), m_low.y(), &before);
        QCOMPARE(QByteArray(tr_kind_name(before.kind)) == "LAKE", false);
        QVERIFY(document.edit(u"Lake level"_s, u"lake"_s,
                              [](relf::RelfParameters &p) { p.lakeLevel = 390; }));
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(link.writes() == 2, 2000);
        QCOMPARE(tr_reload_if_changed(world, nullptr), 1);
        qInfo("an edit reached the game after %lld ms", clock.elapsed());
        QCOMPARE(tr_generation(world), quint64(2));
        tr_terra_info t;
        tr_terra(world, m_low.x(), m_low.y(), &t);
        QCOMPARE(t.height, 390.0);
        QCOMPARE(QByteArray(tr_kind_name(t.kind)), QByteArray("LAKE"));

        // Off: edits stay in the studio.
        link.stop();
        QVERIFY(document.edit(u"Lake level"_s, u"lake"_s,
                              [](relf::RelfParameters &p) { p.lakeLevel = 100; }));
        QTest::qWait(3 * LiveLink::kIntervalMs);
        QCOMPARE(link.writes(), 2);
        QCOMPARE(tr_reload_if_changed(world, nullptr), 0);
        tr_close(world);
    }

    // A drag: 300 changes as fast as the studio makes them, while a game
    // thread reloads in a tight loop. Every reload succeeds, and every world
    // it sees is one of the document's states.
    void aDragNeverShowsHalfAFile()
    {
        Linked linked;
        auto &[dir, path, document, link] = linked;
        QVERIFY(link.start(path, nullptr));
        tr_world *world = tr_open_file(path.toUtf8().constData(), nullptr);
        QVERIFY(world);

        std::atomic<bool> done{false};
        std::atomic<int> reloads{0}, failures{0};
        std::set<double> seen;
        std::thread game([&] {
            while (!done.load()) {
                char *why = nullptr;
                const int r = tr_reload_if_changed(world, &why);
                if (r < 0) {
                    ++failures;
                    qWarning("%s", why);
                    tr_free_string(why);
                } else if (r == 1) {
                    ++reloads;
                    tr_terra_info t;
                    tr_terra(world, m_low.x(), m_low.y(), &t);
                    seen.insert(t.height);
                }
            }
        });
        std::set<double> levels;
        for (int i = 0; i < 300; ++i) {
            const double level = 300 + i * 0.25;
            levels.insert(level);
            document.edit(
                u"Lake level"_s, u"lake"_s,
                [level](relf::RelfParameters &p) { p.lakeLevel = level; }, true);
            QTest::qWait(1);
        }
        QTRY_VERIFY(!QTest::currentTestFailed() && link.writes() > 10);
        QTest::qWait(3 * LiveLink::kIntervalMs);
        done = true;
        game.join();
        QCOMPARE(failures.load(), 0);
        QVERIFY(reloads.load() > 5);
        for (const double h : seen)
            QVERIFY2(levels.count(h), qPrintable(QString::number(h)));
        // The last state is the one the game holds in the end.
        QCOMPARE(tr_reload_if_changed(world, nullptr), 0);
        tr_terra_info last;
        tr_terra(world, m_low.x(), m_low.y(), &last);
        QCOMPARE(last.height, *levels.rbegin());
        qInfo("%d writes, %d reloads", link.writes(), reloads.load());
        tr_close(world);
    }

    void anUnwritableFileIsRefused()
    {
        RelfDocument document(relf::RelfParameters::reference1983());
        LiveLink link;
        link.setDocument(&document);
        QString error;
        QVERIFY(!link.start(u"/nonexistent/folder/live.json"_s, &error));
        QVERIFY(error.contains(u"/nonexistent/folder/live.json"_s));
        QVERIFY(!link.isOn());
    }
};

QTEST_GUILESS_MAIN(TestLiveLink)
#include "tst_livelink.moc"
