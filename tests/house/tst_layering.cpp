// The generator seam holds in the sources: nothing generic includes a
// generator's header. Generic means every file of core/, widgets/ and app/
// outside a generator's own folder. The lists of generators are written into
// the build from TERRAIN_GENERATORS and each folder's registration
// (cmake/generators.cmake), so no source file outside a generator names it.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A source file: its path from the repository's root and its text.
struct Source
{
    QString path;
    QString text;
};

// The .h, .hpp and .cpp files below folder (a path from root).
QList<Source> sourcesBelow(const QDir &root, const QString &folder)
{
    QList<Source> sources;
    QDirIterator it(root.filePath(folder), {u"*.h"_s, u"*.hpp"_s, u"*.cpp"_s}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly))
            sources.append({root.relativeFilePath(it.filePath()), QString::fromUtf8(f.readAll())});
        else
            sources.append({root.relativeFilePath(it.filePath()), QString()});
    }
    return sources;
}

// The #include lines of a text: the header named, and whether in quotes.
struct Include
{
    QString header;
    bool quoted;
};

QList<Include> includesOf(const QString &text)
{
    static const QRegularExpression include(u"^\\s*#\\s*include\\s*([<\"])([^>\"]+)[>\"]"_s,
                                            QRegularExpression::MultilineOption);
    QList<Include> includes;
    for (const auto &m : include.globalMatch(text))
        includes.append({m.captured(2), m.captured(1) == u"\""_s});
    return includes;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT
    const QDir m_root{QStringLiteral(TERRAIN_SOURCE_DIR)};

    // The generators: the folders of app/ other than the rooms of the
    // studio's frame (the command line, documents, editors, the window).
    QStringList generators() const
    {
        QStringList names =
            QDir(m_root.filePath(u"app"_s)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString &frame : {u"cli"_s, u"document"_s, u"editor"_s, u"window"_s})
            names.removeAll(frame);
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
        int checked = 0;
        for (const QString &layer : {u"core"_s, u"widgets"_s, u"app"_s}) {
            for (const Source &source : sourcesBelow(m_root, layer)) {
                const QString folder = source.path.section(u'/', 1, 1);
                if (gens.contains(folder) && source.path.count(u'/') >= 2)
                    continue; // a generator's own file
                QVERIFY2(!source.text.isEmpty(), qPrintable(source.path + u" is empty"_s));
                ++checked;
                for (const Include &include : includesOf(source.text)) {
                    const QString top = include.header.section(u'/', 0, 0);
                    QVERIFY2(!include.quoted || !include.header.contains(u'/') ||
                                 !gens.contains(top),
                             qPrintable(source.path + u" includes the generator header "_s +
                                        include.header));
                }
            }
        }
        QVERIFY(checked > 20);
    }

    // A generator builds on another only through a generic seam (such as
    // shape/shapesources.h): no file of a generator's folders, in any layer,
    // includes another generator's header.
    void generatorsIncludeNoOtherGenerator()
    {
        const QStringList gens = generators();
        int checked = 0;
        for (const QString &layer : {u"core"_s, u"widgets"_s, u"app"_s, u"runtime"_s}) {
            for (const QString &own : gens) {
                for (const Source &source : sourcesBelow(m_root, layer + u'/' + own)) {
                    QVERIFY2(!source.text.isEmpty(), qPrintable(source.path + u" is empty"_s));
                    ++checked;
                    for (const Include &include : includesOf(source.text)) {
                        const QString top = include.header.section(u'/', 0, 0);
                        QVERIFY2(!include.quoted || !include.header.contains(u'/') ||
                                     !gens.contains(top) || top == own,
                                 qPrintable(source.path + u" includes "_s + include.header +
                                            u", "_s + top + u"'s header"_s));
                    }
                }
            }
        }
        QVERIFY(checked > 100);
    }

    // The runtime is what a game links: the C++ standard library and its JSON
    // reader only, never Qt, and nothing from the studio's layers.
    void runtimeIncludesNoQtNorStudio()
    {
        int checked = 0;
        for (const Source &source : sourcesBelow(m_root, u"runtime"_s)) {
            QVERIFY2(!source.text.isEmpty(), qPrintable(source.path + u" is empty"_s));
            ++checked;
            const QDir own = QFileInfo(m_root.filePath(source.path)).dir();
            for (const Include &include : includesOf(source.text)) {
                const QString &header = include.header;
                const bool qt = header.startsWith(u'Q') || header.startsWith(u"Qt"_s);
                const bool studio = include.quoted && header.contains(u'/') &&
                                    !QFile::exists(m_root.filePath(u"runtime/"_s + header)) &&
                                    !QFile::exists(own.filePath(header));
                QVERIFY2(!qt, qPrintable(source.path + u" includes Qt's "_s + header));
                QVERIFY2(!studio, qPrintable(source.path + u" includes "_s + header +
                                             u", which is not the runtime's (from "_s +
                                             header.section(u'/', 0, 0) + u"/)"_s));
            }
            QVERIFY2(!source.text.contains(u"QString"_s) && !source.text.contains(u"QImage"_s),
                     qPrintable(source.path + u" names a Qt type"_s));
        }
        QVERIFY(checked > 40);
    }

    // A generator is named once, in TERRAIN_GENERATORS, and registers its
    // entries once, from its own app folder.
    void everyGeneratorIsNamedOnceAndRegistersItself()
    {
        QFile top(m_root.filePath(u"CMakeLists.txt"_s));
        QVERIFY(top.open(QIODevice::ReadOnly));
        const QRegularExpression list(u"set\\(TERRAIN_GENERATORS ([^)]*)\\)"_s);
        const QRegularExpressionMatch named = list.match(QString::fromUtf8(top.readAll()));
        QVERIFY2(named.hasMatch(), "no set(TERRAIN_GENERATORS ...) in CMakeLists.txt");
        QStringList listed = named.captured(1).split(u' ', Qt::SkipEmptyParts);
        QStringList folders = generators();
        listed.sort();
        folders.sort();
        QCOMPARE(listed, folders);
        for (const QString &g : generators()) {
            QFile f(m_root.filePath(u"app/"_s + g + u"/CMakeLists.txt"_s));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(g + u" has no app/CMakeLists.txt"_s));
            QCOMPARE(QString::fromUtf8(f.readAll()).count(u"terrain_register_generator("_s), 1);
        }
        // The lists themselves name none.
        for (const QString &file : {u"app/generators.cpp"_s, u"app/cli/climain.cpp"_s}) {
            QFile f(m_root.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (const QString &g : generators())
                QVERIFY2(!text.contains(u"#include \""_s + g + u'/'),
                         qPrintable(file + u" names "_s + g));
        }
    }
};

QTEST_GUILESS_MAIN(TestLayering)
#include "tst_layering.moc"
