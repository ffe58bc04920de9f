// A panel's boxes bound to its parameters' fields (widgets/fieldedits.h):
// each change edits exactly its own field under its key and undo text, on
// a copy of the parameters, and only a change is an edit; a number box
// ends its step when typing ends, a check box at once; a box of another
// field's type never writes a field.
#include "fieldedits.h"

#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using terrain::widgets::bindFields;
using terrain::widgets::PanelEdit;

namespace {

struct Params
{
    int count = 1;
    int other = 2;
    double size = 0.5;
    bool on = false;
    bool operator==(const Params &) const = default;
};

struct Edit
{
    QString key;
    QByteArray text;
    Params after;
};

} // namespace

class TestFieldEdits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachBoxEditsItsOwnField()
    {
        QWidget panel;
        auto *count = new QSpinBox(&panel);
        count->setRange(0, 100);
        auto *size = new QDoubleSpinBox(&panel);
        size->setRange(0, 10);
        auto *on = new QCheckBox(&panel);
        const Params shown;
        QList<Edit> edits;
        int finished = 0;
        const PanelEdit<Params> edit = [&](const QString &key, const char *text,
                                           const std::function<void(Params &)> &change) {
            Params p = shown;
            change(p);
            edits.append({key, text, p});
        };
        const std::function<void()> done = [&] { ++finished; };
        bindFields<Params, QSpinBox, int>(&panel, {{count, &Params::count, u"count"_s, "Count"}},
                                          edit, done);
        bindFields<Params, QDoubleSpinBox, double>(
            &panel, {{size, &Params::size, u"size"_s, "Size"}}, edit, done);
        bindFields<Params, QCheckBox, bool>(&panel, {{on, &Params::on, u"on"_s, "On"}}, edit, done);

        count->setValue(7);
        QCOMPARE(edits.size(), 1);
        QCOMPARE(edits[0].key, u"count"_s);
        QCOMPARE(edits[0].text, QByteArray("Count"));
        QCOMPARE(edits[0].after.count, 7);
        QCOMPARE(edits[0].after.other, 2); // the neighbour of its type stays
        QCOMPARE(edits[0].after.size, 0.5);
        QCOMPARE(finished, 0); // a number box's step goes on while it is edited
        Q_EMIT count->editingFinished();
        QCOMPARE(finished, 1);

        size->setValue(2.25);
        QCOMPARE(edits.size(), 2);
        QCOMPARE(edits[1].key, u"size"_s);
        QCOMPARE(edits[1].after.size, 2.25);
        QCOMPARE(edits[1].after.count, 1);
        Q_EMIT size->editingFinished();
        QCOMPARE(finished, 2);

        on->setChecked(true);
        QCOMPARE(edits.size(), 3);
        QCOMPARE(edits[2].key, u"on"_s);
        QCOMPARE(edits[2].text, QByteArray("On"));
        QVERIFY(edits[2].after.on);
        QCOMPARE(finished, 3); // a tick is a step of its own
    }

    // An edit while the panel is filled, or one that changes nothing, is
    // no edit (no empty undo step).
    void onlyAChangeIsAnEdit()
    {
        using terrain::widgets::editedCopy;
        const Params shown;
        const std::function<void(Params &)> grow = [](Params &p) { p.count += 1; };
        const std::function<void(Params &)> same = [](Params &p) { p.count = 1; };
        QVERIFY(!editedCopy(shown, true, grow));
        QVERIFY(!editedCopy(shown, false, same));
        const std::optional<Params> p = editedCopy(shown, false, grow);
        QVERIFY(p);
        QCOMPARE(p->count, 2);
        QCOMPARE(shown.count, 1); // the panel's own parameters stay as shown
    }

    void aBoxGoneEditsNothing()
    {
        QWidget panel;
        auto *count = new QSpinBox(&panel);
        int edits = 0;
        {
            QObject context;
            bindFields<Params, QSpinBox, int>(
                &context, {{count, &Params::count, u"count"_s, "Count"}},
                [&](const QString &, const char *, const std::function<void(Params &)> &) {
                    ++edits;
                },
                [] {});
            count->setValue(3);
            QCOMPARE(edits, 1);
        }
        count->setValue(4); // the context is gone: so is the binding
        QCOMPARE(edits, 1);
    }
};

QTEST_MAIN(TestFieldEdits)
#include "tst_fieldedits.moc"
