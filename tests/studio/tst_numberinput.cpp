// Numbers typed in the studio are taken as typed or refused with a word:
// "1e300" in Lake level once became 1300, and bad entries in the vector
// table reverted without a message.
#include "numberbox.h"
#include "parameterspanel.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "vectorseteditor.h"
#include "window/mainwindow.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QLineEdit *edit = box->findChild<QLineEdit *>();
    edit->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace

class TestNumberInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void numberBoxTakesWhatIsTypedOrSaysWhy()
    {
        widgets::NumberBox box;
        box.setRange(-1e6, 1e6);
        box.setDecimals(1);
        box.setKeyboardTracking(false);
        box.setValue(204);
        box.show();
        QVERIFY(QTest::qWaitForWindowExposed(&box));
        QSignalSpy refused(&box, &widgets::NumberBox::inputRefused);
        typeInto(&box, u"1e3"_s);
        QCOMPARE(box.value(), 1000.0); // an exponent is read, not dropped
        typeInto(&box, u"1e300"_s);
        QCOMPARE(box.value(), 1000.0); // out of range: refused, the value stays
        QCOMPARE(refused.count(), 1);
        QCOMPARE(refused.last().at(0).toString(), u"1e300"_s);
        QVERIFY(refused.last().at(1).toString().contains(u"from -1e+06 to 1e+06"_s));
        typeInto(&box, u"abc"_s);
        QCOMPARE(box.value(), 1000.0);
        QCOMPARE(refused.count(), 2);
        QCOMPARE(refused.last().at(1).toString(), u"not a number"_s);
    }

    void theStudioSaysWhatWasRefused()
    {
        app::MainWindow w;
        w.addDocument(new app::RelfDocument(relf::RelfParameters::reference1983()));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *editor =
            static_cast<app::RelfEditor *>(w.editor(QString::fromLatin1(relf::kParameterFormat)));
        QDoubleSpinBox *lake = editor->parametersPanel()->lakeLevelBox();
        typeInto(lake, u"1e300"_s);
        QCOMPARE(editor->document()->parameters().lakeLevel, 204.0); // never 1300
        QVERIFY2(w.statusBar()->currentMessage().contains(u"\"1e300\" refused"_s),
                 qPrintable(w.statusBar()->currentMessage()));

        // The vector table: each bad entry is named, the old value stays.
        QTableWidget *table = editor->vectorEditor(0)->table();
        const relf::VectorSet before = editor->document()->parameters().height;
        for (const QString &bad : {u"abc"_s, u"1e300"_s, u"2000000000"_s}) {
            table->item(1, 0)->setText(bad);
            QCOMPARE(editor->document()->parameters().height, before);
            QVERIFY2(w.statusBar()->currentMessage().contains(u"Vector 2, a: \""_s + bad +
                                                              u"\" refused"_s),
                     qPrintable(w.statusBar()->currentMessage()));
            QCOMPARE(table->item(1, 0)->text(), QString::number(before[1].a));
        }
        table->item(1, 0)->setText(u"77"_s);
        QCOMPARE(editor->document()->parameters().height[1].a, 77);
    }
};

QTEST_MAIN(TestNumberInput)
#include "tst_numberinput.moc"
