// Every file format the studio reads, fed a few hundred mutations of a
// valid file each (bytes flipped, cut, repeated; numbers made huge, tiny, NaN
// or the wrong type; keys dropped; values nested deep): each mutated file is
// either read into a set that validates and survives a round trip, or
// refused with reasons that name where the problem is. None may crash or
// hang (ctest's timeout, and the sanitizers in CI, watch for that).
#include "coastline/coastlinefile.h"
#include "jsonmutation.h"
#include "polymap/polymapfile.h"
#include "relf/continent/continentpresets.h"
#include "relf/model/parameterfile.h"
#include "relf/planet/planetfile.h"
#include "starfield/starfieldfile.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <random>

using namespace terrain;
using namespace Qt::StringLiterals;

namespace {

constexpr int kMutations = 250;

// What a reader said of a file: read (and then whether the set is valid and
// reads back the same after writing), or refused with its reasons.
struct Outcome
{
    bool read = false;
    bool roundTrips = false;
    QStringList problems; // reasons for refusing, or the read set's validation problems
};

struct Format
{
    const char *name;
    QByteArray valid;
    std::function<Outcome(const QString &path)> read;
    // How a mutant is made (the whole file by default).
    std::function<QByteArray(const QByteArray &, std::mt19937 &)> mutant = testing::mutate;
};

template <typename Result, typename Value>
Outcome outcome(const Result &r, const std::optional<Value> &value,
                const std::function<QStringList(const Value &)> &validate,
                const std::function<std::optional<Value>(const Value &)> &again)
{
    Outcome o;
    if (!value) {
        o.problems = r.errors;
        return o;
    }
    o.read = true;
    o.problems = validate(*value);
    const std::optional<Value> back = again(*value);
    o.roundTrips = back && *back == *value;
    return o;
}

// The 1983 set with a small painted continent, eroded: its continent section
// (the base64 grid, sample counts, curves, cell, origin, edges, erosion
// settings) is most of the file, so that most mutations fall in it.
relf::RelfParameters withContinent()
{
    relf::RelfParameters p = relf::RelfParameters::reference1983();
    auto grid = std::make_shared<relf::ContinentGrid>();
    grid->width = 12;
    grid->height = 9;
    for (int k = 0; k < grid->width * grid->height; ++k)
        grid->samples.push_back(std::uint16_t((k * 7919) % 65536));
    relf::Continent c =
        continent::makeContinent(grid, relf::ContinentEdges::Ocean, 375.0, -2250.5, 1125.0,
                                 relf::ContinentSource{}, p, continent::Preset::Alpine);
    c.erosion.applied = true;
    c.erosion.strength = 2.5;
    c.erosion.iterations = 30;
    p.continent = std::move(c);
    return p;
}

// Mutations that fall in the continent section only.
QByteArray mutateContinent(const QByteArray &valid, std::mt19937 &random)
{
    const qsizetype at = valid.indexOf("\"continent\"");
    qsizetype end = at, depth = 0;
    for (qsizetype i = valid.indexOf('{', at); i < valid.size(); ++i) {
        depth += valid[i] == '{' ? 1 : valid[i] == '}' ? -1 : 0;
        if (depth == 0) {
            end = i + 1;
            break;
        }
    }
    return valid.left(at) + testing::mutate(valid.mid(at, end - at), random) + valid.mid(end);
}

QList<Format> formats()
{
    QList<Format> all;
    const auto relfFile = [](const QString &path) {
        const auto r = relf::readParameterFile(path);
        return outcome<relf::ParameterReadResult, relf::RelfParameters>(
            r, r.parameters, relf::validateParameters, [](const auto &v) {
                return relf::readParameters(relf::writeParameters(v)).parameters;
            });
    };
    all.append({"relf continent", relf::writeParameters(withContinent()), relfFile});
    all.append({"relf continent section", relf::writeParameters(withContinent()), relfFile,
                mutateContinent});
    all.append({"relf", relf::writeParameters(relf::RelfParameters::reference1983()),
                [](const QString &path) {
                    const auto r = relf::readParameterFile(path);
                    return outcome<relf::ParameterReadResult, relf::RelfParameters>(
                        r, r.parameters, relf::validateParameters, [](const auto &v) {
                            return relf::readParameters(relf::writeParameters(v)).parameters;
                        });
                }});
    all.append(
        {"coastline", coastline::kCoastlineFile.write(coastline::CoastlineParameters::article()),
         [](const QString &path) {
             const auto r = coastline::kCoastlineFile.readFile(path);
             return outcome<coastline::CoastlineReadResult, coastline::CoastlineParameters>(
                 r, r.parameters, [](const auto &v) { return v.validate(); },
                 [](const auto &v) {
                     return coastline::kCoastlineFile.read(coastline::kCoastlineFile.write(v))
                         .parameters;
                 });
         }});
    all.append(
        {"polymap", polymap::kPolymapFile.write(polymap::PolymapParameters()),
         [](const QString &path) {
             const auto r = polymap::kPolymapFile.readFile(path);
             return outcome<polymap::PolymapReadResult, polymap::PolymapParameters>(
                 r, r.parameters, polymap::validate, [](const auto &v) {
                     return polymap::kPolymapFile.read(polymap::kPolymapFile.write(v)).parameters;
                 });
         }});
    all.append({"planet", relf::kPlanetFile.write(relf::PlanetDesign()), [](const QString &path) {
                    const auto r = relf::kPlanetFile.readFile(path);
                    return outcome<relf::PlanetReadResult, relf::PlanetDesign>(
                        r, r.parameters, relf::validatePlanetDesign, [](const auto &v) {
                            return relf::kPlanetFile.read(relf::kPlanetFile.write(v)).parameters;
                        });
                }});
    all.append({"starfield", starfield::kStarFieldFile.write(starfield::StarFieldParameters()),
                [](const QString &path) {
                    const auto r = starfield::kStarFieldFile.readFile(path);
                    return outcome<starfield::StarFieldReadResult, starfield::StarFieldParameters>(
                        r, r.parameters, starfield::validateStarField, [](const auto &v) {
                            return starfield::kStarFieldFile
                                .read(starfield::kStarFieldFile.write(v))
                                .parameters;
                        });
                }});
    return all;
}

} // namespace

class TestFileMutations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mutatedFilesAreReadOrRefusedByPath_data()
    {
        QTest::addColumn<int>("format");
        const QList<Format> all = formats();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(all[i].name) << i;
    }

    void mutatedFilesAreReadOrRefusedByPath()
    {
        QFETCH(int, format);
        const Format f = formats().at(format);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"mutant.json"_s);

        // The valid file itself reads, validates and round-trips.
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(f.valid);
        }
        const Outcome valid = f.read(path);
        QVERIFY2(valid.read && valid.problems.isEmpty() && valid.roundTrips,
                 qPrintable(valid.problems.join(u"; "_s)));

        std::mt19937 random(20261125u + unsigned(format));
        int read = 0, refused = 0;
        for (int i = 0; i < kMutations; ++i) {
            const QByteArray mutant = f.mutant(f.valid, random);
            {
                QFile out(path);
                QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
                out.write(mutant);
            }
            const Outcome o = f.read(path);
            const QString what =
                u"mutation %1: %2"_s.arg(i).arg(QString::fromUtf8(mutant.left(300)));
            if (o.read) {
                ++read;
                QVERIFY2(o.problems.isEmpty(),
                         qPrintable(what + u" read but invalid: "_s + o.problems.join(u"; "_s)));
                QVERIFY2(o.roundTrips, qPrintable(what + u" read but does not round-trip"_s));
            } else {
                ++refused;
                QVERIFY2(!o.problems.isEmpty(), qPrintable(what + u" refused without a reason"_s));
                // Each reason says where: the file, or a field path before a colon.
                for (const QString &p : o.problems)
                    QVERIFY2(p.contains(path) || p.contains(u"mutant.json"_s) ||
                                 QRegularExpression(u"^[A-Za-z_\\[][^ ]*: "_s).match(p).hasMatch(),
                             qPrintable(what + u" reason names no place: "_s + p));
            }
        }
        // The mutations were not all harmless, nor all fatal.
        QVERIFY2(refused >= kMutations / 4, qPrintable(u"only %1 refused"_s.arg(refused)));
        QVERIFY2(read >= 1, "no mutation was read");
    }

    // Things that are not parameter files at all, at the file level.
    void notAFileIsRefusedByPath()
    {
        QTemporaryDir dir;
        const QString empty = dir.filePath(u"empty.json"_s);
        QFile(empty).open(QIODevice::WriteOnly);
        const QString missing = dir.filePath(u"missing.json"_s);
        for (const Format &f : formats())
            for (const QString &path : {empty, missing, dir.path()}) {
                const Outcome o = f.read(path);
                QVERIFY2(!o.read, qPrintable(QString::fromLatin1(f.name) + u" read "_s + path));
                QVERIFY(!o.problems.isEmpty());
                QVERIFY2(
                    o.problems.join(u' ').contains(path),
                    qPrintable(QString::fromLatin1(f.name) + u": "_s + o.problems.join(u"; "_s)));
            }
    }
};

QTEST_GUILESS_MAIN(TestFileMutations)
#include "tst_filemutations.moc"
