// The generator seam holds in the sources: nothing generic includes a
// generator's header. Generic means every file of core/, widgets/ and app/
// outside a generator's own folder; the generator lists (app/generators.cpp,
// app/cli/climain.cpp) are the only places that name them.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

class TestLayering : public QObject
{
    Q_OBJECT
    const QDir m_root{QStringLiteral(TERRAIN_TEST_DATA "/..")};

    // The generators: the folders of app/ other than cli.
    QStringList generators() const
    {
        QStringList names =
            QDir(m_root.filePath(u"app"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        names.removeAll(u"cli"_s);
        return names;
    }

private Q_SLOTS:
    void thereAreGenerators()
    {
        QVERIFY(generators().contains(u"relf"_s));
        for (const QString &g : generators())
            QVERIFY2(QDir(m_root.filePath(u"core/"_s + g)).exists(),
                     qPrintable(g + u" has no core folder"_s));
    }

    void genericFilesIncludeNoGenerator()
    {
        const QStringList gens = generators();
        const QRegularExpression include(u"^\\s*#\\s*include\\s*\"([^\"]+)\""_s,
                                         QRegularExpression::MultilineOption);
        const QStringList registries = {u"app/generators.cpp"_s, u"app/cli/climain.cpp"_s};
        int checked = 0;
        for (const QString &layer : {u"core"_s, u"widgets"_s, u"app"_s}) {
            QDirIterator it(m_root.filePath(layer), {u"*.h"_s, u"*.cpp"_s}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = m_root.relativeFilePath(it.next());
                const QString folder = path.section(u'/', 1, 1);
                if (gens.contains(folder) && path.count(u'/') >= 2)
                    continue; // a generator's own file
                QFile f(it.filePath());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString text = QString::fromUtf8(f.readAll());
                ++checked;
                for (const auto &m : include.globalMatch(text)) {
                    const QString header = m.captured(1);
                    const QString top = header.section(u'/', 0, 0);
                    if (!header.contains(u'/') || !gens.contains(top))
                        continue;
                    if (registries.contains(path) && header.count(u'/') >= 1)
                        continue; // the lists of generators name each once
                    QFAIL(qPrintable(path + u" includes the generator header "_s + header));
                }
            }
        }
        QVERIFY(checked > 20);
    }

    void registriesNameEachGeneratorOnce()
    {
        for (const QString &registry : {u"app/generators.cpp"_s, u"app/cli/climain.cpp"_s}) {
            QFile f(m_root.filePath(registry));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (const QString &g : generators())
                QCOMPARE(text.count(u"#include \""_s + g + u'/'), 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
