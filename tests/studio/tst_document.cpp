// The document and its undo stack: every edit undoes and redoes exactly, a
// gesture is one step, invalid edits change nothing, files round-trip,
// autosave leaves a recovery file that holds the unsaved terrain.
#include "document/documentmanager.h"
#include "document/recovery.h"
#include "editor/editor.h"
#include "generator.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QMainWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace terrain;
using namespace terrain::app;
using namespace Qt::StringLiterals;
using relf::RelfParameters;

namespace {

// One random edit of some kind, as an editor would make it.
void randomEdit(RelfDocument &doc, std::mt19937_64 &rng)
{
    std::uniform_int_distribution<int> kind(0, 6), small(-60, 60);
    const int k = kind(rng);
    const int a = small(rng), b = small(rng);
    const auto pick = [&](std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    };
    switch (k) {
    case 0:
        doc.edit(u"vector"_s, u"height"_s, [&](RelfParameters &p) {
            p.height[pick(p.height.size())] = {a, b};
        });
        break;
    case 1:
        doc.edit(u"lake"_s, u"lake"_s, [&](RelfParameters &p) { p.lakeLevel += a; });
        break;
    case 2:
        doc.edit(u"profile"_s, u"profile"_s,
                 [&](RelfParameters &p) { p.profile[pick(p.profile.size())] += a; });
        break;
    case 3:
        doc.edit(u"add vector"_s, QString(), [&](RelfParameters &p) {
            p.vegetation1.push_back({a, b});
        });
        break;
    case 4:
        doc.edit(u"remove vector"_s, QString(), [&](RelfParameters &p) {
            if (p.vegetation2.size() > 1)
                p.vegetation2.erase(p.vegetation2.begin() +
                                    std::ptrdiff_t(pick(p.vegetation2.size())));
        });
        break;
    case 5:
        doc.edit(u"mountains"_s, u"mountains"_s, [&](RelfParameters &p) {
            p.mountains = !p.mountains;
            p.mountainBase += b;
        });
        break;
    default:
        doc.edit(
            u"threshold"_s, u"town"_s, [&](RelfParameters &p) { p.thresholds.townBelow += a; },
            true);
        if (b % 3 == 0)
            doc.endGesture();
        break;
    }
}

} // namespace

class TestDocument : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void undoRedoAreExact()
    {
        RelfDocument doc(RelfParameters::reference1983());
        doc.edit(u"Change lake level"_s, u"lake"_s, [](RelfParameters &p) { p.lakeLevel = 450; });
        QCOMPARE(doc.parameters().lakeLevel, 450.0);
        QVERIFY(doc.isModified());
        doc.undoStack()->undo();
        QVERIFY(doc.parameters() == RelfParameters::reference1983());
        QVERIFY(!doc.isModified());
        doc.undoStack()->redo();
        QCOMPARE(doc.parameters().lakeLevel, 450.0);
        QCOMPARE(doc.evaluator()->parameters().lakeLevel, 450.0); // the snapshot follows
    }

    void aGestureIsOneStep()
    {
        RelfDocument doc(RelfParameters::reference1983());
        for (int v = 1; v <= 20; ++v) // a drag of one vector end
            doc.edit(
                u"Move height vector"_s, u"height[1]"_s,
                [v](RelfParameters &p) {
                    p.height[1] = {13 + v, 26};
                },
                true);
        doc.endGesture();
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.parameters().height[1].a, 33);
        // A drag that comes back to its start leaves no step at all.
        doc.edit(
            u"Move"_s, u"height[2]"_s, [](RelfParameters &p) { p.height[2].a = 99; }, true);
        doc.edit(
            u"Move"_s, u"height[2]"_s, [](RelfParameters &p) { p.height[2].a = 21; }, true);
        doc.endGesture();
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QVERIFY(doc.parameters() == RelfParameters::reference1983());
    }

    void invalidEditsChangeNothing()
    {
        RelfDocument doc(RelfParameters::reference1983());
        QStringList problems;
        QVERIFY(!doc.edit(
            u"Empty"_s, QString(), [](RelfParameters &p) { p.height.clear(); }, false, &problems));
        QVERIFY(problems.join(u'\n').contains(u"vectors.height"_s));
        QVERIFY(
            !doc.edit(u"NaN"_s, QString(), [](RelfParameters &p) { p.lakeLevel = std::nan(""); }));
        QVERIFY(doc.parameters() == RelfParameters::reference1983());
        QCOMPARE(doc.undoStack()->count(), 0);
    }

    void thousandRandomEditsUndoToTheStart()
    {
        RelfDocument doc(RelfParameters::reference1983());
        std::mt19937_64 rng(1000);
        std::vector<RelfParameters> states{doc.parameters()};
        for (int i = 0; i < 1000; ++i)
            randomEdit(doc, rng);
        QVERIFY(doc.undoStack()->count() > 100);
        QVERIFY(!(doc.parameters() == RelfParameters::reference1983()));
        const RelfParameters end = doc.parameters();
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        QVERIFY(doc.parameters() == RelfParameters::reference1983());
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        QVERIFY(doc.parameters() == end);
    }

    void saveAndLoad()
    {
        QTemporaryDir dir;
        RelfDocument doc(RelfParameters::reference1983());
        doc.edit(u"lake"_s, u"lake"_s, [](RelfParameters &p) { p.lakeLevel = 300; });
        QString error;
        const QString path = dir.filePath(u"t.json"_s);
        QVERIFY(doc.save(path, &error));
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.filePath(), path);
        RelfDocument other(RelfParameters::reference1983());
        QStringList errors;
        QVERIFY(other.load(path, &errors));
        QVERIFY(other.parameters() == doc.parameters());
        QCOMPARE(other.undoStack()->count(), 0);
        // A broken file leaves the document as it was.
        const QString bad = dir.filePath(u"bad.json"_s);
        QVERIFY(terrain::testing::writeAll(bad, "{"));
        QVERIFY(!other.load(bad, &errors));
        QVERIFY(!errors.isEmpty());
        QCOMPARE(other.parameters().lakeLevel, 300.0);
        QCOMPARE(other.filePath(), path);
    }

    void autosaveKeepsUnsavedWork()
    {
        QMainWindow window;
        DocumentManager manager(&window);
        const Generator relf = generators().constFirst();
        QCOMPARE(relf.formatName, QString::fromLatin1(relf::kParameterFormat));
        manager.setEditor(relf.formatName, relf.makeEditor(&window));
        auto *doc = new RelfDocument(RelfParameters::reference1983());
        auto *other = new RelfDocument(RelfParameters::reference1983());
        manager.addDocument(doc);
        manager.addDocument(other);
        Recovery recovery(&manager, 3600000);
        QDir(Recovery::recoveryDirectory()).removeRecursively();
        recovery.autosave();
        QVERIFY(Recovery::leftOver().isEmpty()); // nothing unsaved yet
        doc->edit(u"lake"_s, u"lake"_s, [](RelfParameters &p) { p.lakeLevel = 333; });
        other->edit(u"lake"_s, u"lake"_s, [](RelfParameters &p) { p.lakeLevel = 111; });
        recovery.autosave();
        // One file for each unsaved document, each in the document's own format.
        QCOMPARE(Recovery::leftOver().size(), 2);
        const relf::ParameterReadResult r = relf::readParameterFile(recovery.pathOf(doc));
        QVERIFY(r.parameters && r.parameters->lakeLevel == 333.0);
        QTemporaryDir dir;
        QString error;
        QVERIFY(doc->save(dir.filePath(u"saved.json"_s), &error));
        QCOMPARE(Recovery::leftOver().size(), 1); // saved: nothing to recover for it
        const QString otherPath = recovery.pathOf(other);
        QVERIFY(QFile::exists(otherPath));
        manager.removeDocument(other); // closed: its file goes too
        QVERIFY(!QFile::exists(otherPath));
        QVERIFY(Recovery::leftOver().isEmpty());
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
