// The window's keys after a value is typed: in every field of every
// generator's panels, a value typed and taken with Enter is undone by Ctrl+Z
// (the window's Undo, not the field's own text undo), and Ctrl+W then closes
// the document; while typed text is not yet taken, the field keeps Ctrl+Z.
#include "document/document.h"
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "fieldshortcuts.h"
#include "generator.h"
#include "generatorrows.h"
#include "studiotests.h"
#include "window/mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoGroup>
#include <QUndoStack>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

// A value the spin box takes that differs from the one it shows (typed as
// the C locale writes numbers, the tests' locale).
QString otherValueText(QAbstractSpinBox *field)
{
    if (auto *spin = qobject_cast<QSpinBox *>(field)) {
        const int v = spin->value() + spin->singleStep() <= spin->maximum()
                          ? spin->value() + spin->singleStep()
                          : spin->value() - spin->singleStep();
        return QString::number(v);
    }
    auto *spin = qobject_cast<QDoubleSpinBox *>(field);
    const double v = spin->value() + spin->singleStep() <= spin->maximum()
                         ? spin->value() + spin->singleStep()
                         : spin->value() - spin->singleStep();
    return QString::number(v, 'f', spin->decimals());
}

// The editable fields the designer sees in the current editor's docks.
QList<QWidget *> visibleFields(app::MainWindow &w)
{
    QList<QWidget *> fields;
    const app::Editor *editor = w.documents()->currentEditor();
    for (QDockWidget *dock : editor->dockWidgets()) {
        for (QAbstractSpinBox *s : dock->findChildren<QAbstractSpinBox *>())
            if (s->isVisible() && s->isEnabled() && !s->isReadOnly() &&
                (qobject_cast<QSpinBox *>(s) || qobject_cast<QDoubleSpinBox *>(s)))
                fields << s;
        for (QLineEdit *e : dock->findChildren<QLineEdit *>())
            if (e->isVisible() && e->isEnabled() && !e->isReadOnly() &&
                !qobject_cast<QAbstractSpinBox *>(e->parentWidget()) &&
                !qobject_cast<QComboBox *>(e->parentWidget()))
                fields << e;
    }
    return fields;
}

} // namespace

class TestFieldShortcuts : public QObject
{
    Q_OBJECT
private Q_SLOTS:

    void undoAfterEnterIsTheWindows_data() { terrain::testing::generatorRows(); }

    void undoAfterEnterIsTheWindows()
    {
        app::MainWindow w;
        app::Document *document = terrain::testing::showNewDocumentOfRow(w);
        QVERIFY(document);
        QUndoStack *stack = document->undoStack();

        int spinBoxes = 0, lineEdits = 0;
        for (QWidget *field : visibleFields(w)) {
            const QString name = field->objectName().isEmpty()
                                     ? QString::fromLatin1(field->metaObject()->className())
                                     : field->objectName();
            field->setFocus();
            QTRY_COMPARE(QApplication::focusWidget(), field);
            const int before = stack->index();
            auto *spin = qobject_cast<QAbstractSpinBox *>(field);
            auto *edit = qobject_cast<QLineEdit *>(field);
            QString typed;
            if (spin) {
                typed = otherValueText(spin);
                spin->selectAll();
            } else {
                typed = edit->text() + u"7"_s; // seeds and names take a digit
                edit->selectAll();
            }
            QTest::keyClicks(field, typed);
            QTest::keyClick(field, Qt::Key_Return);
            if (stack->index() == before)
                continue; // a view setting, or a value the field refuses
            QVERIFY2(FieldShortcutsCommitted(field), qPrintable(name));
            const int taken = stack->index();
            QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
            QVERIFY2(stack->index() == taken - 1, qPrintable(name));
            // Undo goes back a step at a time, to where it was before typing.
            while (stack->index() > before)
                QTest::keyClick(field, Qt::Key_Z, Qt::ControlModifier);
            QCOMPARE(stack->index(), before);
            ++(spin ? spinBoxes : lineEdits);
        }
        QVERIFY2(spinBoxes + lineEdits >= 1, "no field edited the document");
        qInfo("%d number fields and %d text fields edited the document", spinBoxes, lineEdits);

        // Back where it started, the document is unmodified: Ctrl+W in a
        // committed field closes it without a question.
        QVERIFY(stack->isClean());
        const QList<QWidget *> fields = visibleFields(w);
        QVERIFY(!fields.isEmpty());
        fields.first()->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), fields.first());
        QTest::keyClick(fields.first(), Qt::Key_W, Qt::ControlModifier);
        QTRY_VERIFY(!w.documents()->documents().contains(document));
    }

    // Text typed but not taken stays the field's: Ctrl+Z undoes the typing.
    void uncommittedTextKeepsItsKeys()
    {
        QWidget window;
        auto *spin = new QDoubleSpinBox(&window);
        spin->setRange(0, 1000);
        spin->setValue(5);
        auto *edit = new QLineEdit(&window);
        edit->move(0, 40);
        widgets::FieldShortcuts::install(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, u"7"_s);
        QVERIFY(!widgets::FieldShortcuts::isCommitted(spin));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(widgets::FieldShortcuts::isCommitted(spin));
        QCOMPARE(spin->value(), 7.0);

        edit->setFocus();
        QTest::keyClicks(edit, u"abc"_s);
        QVERIFY(!widgets::FieldShortcuts::isCommitted(edit));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(edit->text() != u"abc"_s); // the field's own undo took it
        QTest::keyClicks(edit, u"de"_s);
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(widgets::FieldShortcuts::isCommitted(edit));
    }

private:
    static bool FieldShortcutsCommitted(QWidget *field)
    {
        return widgets::FieldShortcuts::isCommitted(field);
    }
};

TERRAIN_STUDIO_TEST_MAIN(TestFieldShortcuts)
#include "tst_fieldshortcuts.moc"
