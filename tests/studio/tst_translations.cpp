// The German translation is complete, keeps every placeholder, and loads.
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void germanIsComplete()
    {
        QFile f(QStringLiteral(TERRAIN_SOURCE_DIR "/translations/terrainstudio_de.ts"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        int messages = 0;
        QString source;
        const QRegularExpression placeholder(u"%L?\\d"_s);
        while (xml.readNext() != QXmlStreamReader::EndDocument && !xml.hasError()) {
            if (!xml.isStartElement())
                continue;
            if (xml.name() == u"source") {
                source = xml.readElementText();
            } else if (xml.name() == u"translation") {
                const bool unfinished = xml.attributes().value(u"type"_s) == u"unfinished"_s;
                // Plural messages hold one <numerusform> a form.
                const QString german = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                ++messages;
                QVERIFY2(!unfinished && !german.isEmpty(),
                         qPrintable(u"untranslated: "_s + source));
                QStringList a, b;
                for (const auto &m : placeholder.globalMatch(source))
                    a << m.captured();
                for (const auto &m : placeholder.globalMatch(german))
                    b << m.captured();
                a.sort();
                b.sort();
                QVERIFY2(a == b, qPrintable(u"placeholders differ: "_s + source));
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 50);
    }

    void compiledTranslationLoads()
    {
        QTranslator t;
        QVERIFY(t.load(QStringLiteral(TERRAIN_QM_DIR "/terrainstudio_de.qm")));
        QCOMPARE(t.translate("terrain::app::MainWindow", "&File"), u"&Datei"_s);
        QCOMPARE(t.translate("Terrain", "Thicket"), u"Dickicht"_s);
        QCOMPARE(t.translate("terrain::widgets::MinePanel", "A mine of %n cell(s)", nullptr, 1),
                 u"Eine Mine aus %n Zelle"_s);
        QCOMPARE(t.translate("terrain::widgets::MinePanel", "A mine of %n cell(s)", nullptr, 5),
                 u"Eine Mine aus %n Zellen"_s);
    }

    // Qt's own texts (Cancel, the file dialog) in German too: Debian's
    // qt6-translations-l10n, which the set-up installs, as the studio loads it.
    void qtsOwnTextsAreGerman()
    {
        QTranslator qt;
        QVERIFY2(qt.load(QLocale(u"de"_s), u"qtbase"_s, u"_"_s,
                         QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
                 "qtbase_de.qm is missing: install qt6-translations-l10n");
        QCOMPARE(qt.translate("QPlatformTheme", "Cancel"), u"Abbrechen"_s);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
