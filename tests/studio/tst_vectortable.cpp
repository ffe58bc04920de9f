// The vector table of the planet and star-field panels: rows shown without
// an edit reported, a whole number within the limit taken as one component,
// anything else refused with words that name the limit, and the buttons
// asking for the selected row.
#include "vectortable.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using terrain::widgets::VectorTable;

class TestVectorTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void editsWithinTheLimitAreTakenOthersRefused()
    {
        VectorTable v({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}, 100,
                      QStringLiteral("100"),
                      {QStringLiteral("Add"), {}, QStringLiteral("Remove"), {}});
        QSignalSpy edited(&v, &VectorTable::componentEdited), refused(&v, &VectorTable::refused);
        v.setRows({{QStringLiteral("One"), {1, -2, 3}}, {QStringLiteral("Two"), {4, 5, -6}}});
        QCOMPARE(edited.count(), 0);
        QTableWidget *t = v.table();
        QCOMPARE(t->rowCount(), 2);
        QCOMPARE(t->verticalHeaderItem(1)->text(), QStringLiteral("Two"));
        QCOMPARE(t->item(1, 2)->text(), QStringLiteral("-6"));
        t->item(1, 0)->setText(QStringLiteral(" -100 "));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.at(0).at(0).toInt(), 1);
        QCOMPARE(edited.at(0).at(1).toInt(), 0);
        QCOMPARE(edited.at(0).at(2).value<std::int32_t>(), -100);
        for (const char *bad : {"101", "-101", "1.5", "x", ""})
            t->item(0, 1)->setText(QString::fromLatin1(bad));
        QCOMPARE(edited.count(), 1);
        QCOMPARE(refused.count(), 5);
        QCOMPARE(refused.at(0).at(0).toString(),
                 QStringLiteral("\"101\" refused: a whole number from -100 to 100 is needed"));
    }

    void theButtonsNameTheSelectedRow()
    {
        VectorTable v({QStringLiteral("s"), QStringLiteral("t"), QStringLiteral("u")}, 9,
                      QStringLiteral("9"),
                      {QStringLiteral("Add"), {}, QStringLiteral("Remove"), {}});
        v.setRows({{QStringLiteral("A"), {0, 0, 0}}, {QStringLiteral("B"), {1, 1, 1}}});
        QSignalSpy added(&v, &VectorTable::addClicked), removed(&v, &VectorTable::removeClicked);
        const QList<QPushButton *> buttons = v.findChildren<QPushButton *>();
        QCOMPARE(buttons.size(), 2);
        buttons[0]->click();
        QCOMPARE(added.at(0).at(0).toInt(), -1); // nothing selected
        v.table()->setCurrentCell(1, 2);
        buttons[0]->click();
        buttons[1]->click();
        QCOMPARE(added.at(1).at(0).toInt(), 1);
        QCOMPARE(removed.at(0).at(0).toInt(), 1);
    }
};

QTEST_MAIN(TestVectorTable)
#include "tst_vectortable.moc"
