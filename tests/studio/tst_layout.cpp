// The studio at 1280 x 800, in English and in German: no dock tab and no
// vector-table header is cut short, no action hides in an overflow, and the
// map has at least 60 % of the window.
#include "document/documentmanager.h"
#include "editor/editor.h"
#include "generator.h"
#include "mapview.h"
#include "relf/model/parameterfile.h"
#include "relf/relfdocument.h"
#include "relf/relfeditor.h"
#include "relf/statisticswidget.h"
#include "relf/vectorseteditor.h"
#include "testcolumns.h"
#include "vectorplot.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QChartView>
#include <QFile>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace terrain;

namespace {

// Brings a stacked dock forward by its tab, as a click would.
void showTab(const QMainWindow &w, const QString &title)
{
    for (QTabBar *tabs : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == title)
                tabs->setCurrentIndex(i);
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every other kind of document too: its docks' tabs whole and every
    // action of the row above its view in sight, in both languages.
    void everyGeneratorFitsAt1280x800_data()
    {
        terrain::testing::columns<int, QString>({"generator", "language"});
        const QList<app::Generator> all = app::generators();
        for (int i = 0; i < all.size(); ++i)
            for (const QString &language : {QString(), u"de"_s})
                QTest::newRow(qPrintable(all[i].formatName + u" "_s +
                                         (language.isEmpty() ? u"en"_s : language)))
                    << i << language;
    }

    void everyGeneratorFitsAt1280x800()
    {
        QFETCH(int, generator);
        QFETCH(QString, language);
        QSettings().clear();
        QTranslator german;
        if (!language.isEmpty()) {
            QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
            QCoreApplication::installTranslator(&german);
        }
        app::MainWindow w;
        w.addDocument(app::generators().at(generator).newDocument());
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        for (QTabBar *tabs : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
            if (tabs->isVisible())
                QVERIFY2(tabs->sizeHint().width() <= tabs->width(),
                         qPrintable(u"dock tabs need %1 px, have %2"_s.arg(tabs->sizeHint().width())
                                        .arg(tabs->width())));
        const app::Editor *editor = w.documents()->currentEditor();
        QVERIFY(editor);
        for (const QToolBar *bar : editor->editorWidget()->findChildren<QToolBar *>()) {
            const auto *more = bar->findChild<QToolButton *>(u"qt_toolbar_ext_button"_s);
            QVERIFY2(!more || !more->isVisible(),
                     qPrintable(bar->windowTitle() + u": actions in the overflow"_s));
        }
        if (!language.isEmpty())
            QCoreApplication::removeTranslator(&german);
    }

    void nothingCutShortAt1280x800_data()
    {
        terrain::testing::column<QString>("language",
                                          {{"English", QString()}, {"German", u"de"_s}});
    }

    void nothingCutShortAt1280x800()
    {
        QFETCH(QString, language);
        QSettings().clear(); // a first start: the docks as the studio lays them out
        QTranslator german;
        if (!language.isEmpty()) {
            QVERIFY(german.load(u"terrainstudio_de.qm"_s, QStringLiteral(TERRAIN_QM_DIR)));
            QCoreApplication::installTranslator(&german);
        }
        app::MainWindow w;
        w.addDocument(new app::RelfDocument(relf::RelfParameters::reference1983()));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();

        int bars = 0;
        for (QTabBar *tabs : w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (!tabs->isVisible())
                continue;
            ++bars;
            // Every tab at its whole width, or Qt elides the names.
            QStringList names;
            for (int i = 0; i < tabs->count(); ++i)
                names << tabs->tabText(i);
            QVERIFY2(tabs->sizeHint().width() <= tabs->width(),
                     qPrintable(u"dock tabs %1 need %2 px, have %3"_s.arg(names.join(u", "_s))
                                    .arg(tabs->sizeHint().width())
                                    .arg(tabs->width())));
        }
        QVERIFY(bars >= 2); // the editing docks and the views below them

        auto *editor =
            static_cast<app::RelfEditor *>(w.editor(QString::fromLatin1(relf::kParameterFormat)));
        // The map takes at least 60 % of the window, and the row above it
        // shows every action (none put away behind the overflow arrow).
        const widgets::MapView *map = editor->mapView();
        const double share =
            double(map->width()) * map->height() / (double(w.width()) * w.height());
        QVERIFY2(share >= 0.60, qPrintable(u"the map has %1 % of the window"_s.arg(share * 100)));
        for (const QToolBar *bar : editor->editorWidget()->findChildren<QToolBar *>()) {
            const auto *more = bar->findChild<QToolButton *>(u"qt_toolbar_ext_button"_s);
            QVERIFY2(!more || !more->isVisible(),
                     qPrintable(bar->windowTitle() + u": actions in the overflow"_s));
        }

        QTableWidget *table = editor->vectorEditor(0)->findChild<QTableWidget *>();
        QVERIFY(table);
        table->window()->activateWindow();
        // The dock is tabbed away: show it as a designer would, by its tab.
        showTab(w, QCoreApplication::translate("terrain::app::RelfEditor", "Vectors"));
        QTRY_VERIFY(table->isVisible());
        const QHeaderView *header = table->horizontalHeader();
        for (int c = 0; c < table->columnCount(); ++c)
            QVERIFY2(header->sectionSize(c) >= header->sectionSizeHint(c),
                     qPrintable(u"column \"%1\" is %2 px of the %3 it needs"_s
                                    .arg(table->horizontalHeaderItem(c)->text())
                                    .arg(header->sectionSize(c))
                                    .arg(header->sectionSizeHint(c))));
        QVERIFY2(header->length() <= header->width(), // no scrolling to read a header
                 qPrintable(u"%1 > %2"_s.arg(header->length()).arg(header->width())));
        // The vector plot as large as the dock allows: over its whole width
        // above the table (it was 150 px beside it).
        const auto *plot = editor->vectorEditor(0)->findChild<widgets::VectorPlot *>();
        QVERIFY(plot);
        QVERIFY2(
            plot->width() >= 240 && plot->height() >= 240,
            qPrintable(u"the vector plot is %1 × %2 px"_s.arg(plot->width()).arg(plot->height())));

        // The statistics' axis labels are whole names and numbers, where a
        // squeezed chart elides every one of them to "...".
        widgets::StatisticsWidget *statistics = editor->statistics();
        showTab(w, QCoreApplication::translate("terrain::app::RelfEditor", "Statistics"));
        QTRY_VERIFY(statistics->isVisible() && !statistics->shares().isEmpty());
        QCoreApplication::processEvents();
        int labels = 0;
        for (QChartView *view : statistics->findChildren<QChartView *>())
            for (QGraphicsItem *item : view->scene()->items())
                if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                    text && text->isVisible()) {
                    ++labels;
                    QVERIFY2(!text->toPlainText().endsWith(u"..."_s),
                             qPrintable(u"label cut short: "_s + text->toPlainText()));
                }
        QVERIFY(labels >= 8); // kind names, shares, heights, counts
        QCoreApplication::removeTranslator(&german);
    }
};

int main(int argc, char **argv)
{
    // An offscreen screen of 1280 x 800 (the default one is 800 x 600).
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screen.json"_s);
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(R"({"screens": [{"name": "S", "x": 0, "y": 0, "width": 1280, "height": 800,
                   "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") < 0)
        return 1;
    f.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    TestLayout test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_layout.moc"
