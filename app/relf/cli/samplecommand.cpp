#include "cli/args.h"
#include "relfcli.h"

#include "relf/evaluator.h"
#include "util/groundlimit.h"

#include <QFile>
#include <QTextStream>

#include <cmath>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

std::string_view view(std::string_view v)
{
    return v;
}

// Integers print as integers; anything else in full precision.
std::string coordinate(double v)
{
    char buf[64];
    if (std::floor(v) == v && std::abs(v) < 9e15)
        std::snprintf(buf, sizeof buf, "%.0f", v);
    else
        std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

} // namespace

int runSample(const QStringList &argv)
{
    const Args args(argv, u"--params FILE --lake-level H"_s);
    if (args.positional().size() > 1)
        throw UsageError("expected at most one input FILE");
    relf::RelfParameters p = loadParameters(args.value(u"--params"_s));
    if (args.has(u"--lake-level"_s)) {
        const double h = args.number(u"--lake-level"_s);
        if (std::abs(h) > 1e9)
            throw UsageError("--lake-level: expected a number from -1e9 to 1e9");
        p.lakeLevel = h;
    }
    const relf::RelfEvaluator terrain(p);

    QFile input;
    if (args.positional().isEmpty()) {
        if (!input.open(stdin, QIODevice::ReadOnly))
            throw CommandError("cannot read standard input");
    } else {
        input.setFileName(args.positional().first());
        if (!input.open(QIODevice::ReadOnly))
            throw CommandError(
                QString(args.positional().first() + u": cannot open: "_s + input.errorString())
                    .toStdString());
    }

    std::string outLine;
    int bad = 0;
    qint64 lineNo = 0;
    while (!input.atEnd()) {
        QByteArray line = input.readLine(1 << 20);
        if (line.isEmpty())
            break; // end of input
        ++lineNo;
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.startsWith('#') || line.trimmed().isEmpty()) {
            std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
            std::fputc('\n', stdout);
            continue;
        }
        const QList<QByteArray> tokens = line.simplified().split(' ');
        bool okX = false, okY = false;
        const double x = tokens.value(0).toDouble(&okX);
        const double y = tokens.value(1).toDouble(&okY);
        if (tokens.size() != 2 || !okX || !okY || !std::isfinite(x) || !std::isfinite(y)) {
            ++bad;
            err() << "line " << lineNo << ": expected two finite numbers \"x y\", got \""
                  << QString::fromUtf8(line.left(200)) << "\"" << Qt::endl;
            continue;
        }
        if (!util::withinGroundLimit(x) || !util::withinGroundLimit(y)) {
            ++bad;
            err() << "line " << lineNo << ": coordinates must lie within ±1e15, got \""
                  << QString::fromUtf8(line.left(200)) << "\"" << Qt::endl;
            continue;
        }
        const relf::Terra t = terrain.terra(x, y);
        char nums[128];
        std::snprintf(nums, sizeof nums, " %.9f ", t.height);
        outLine.assign(tokens[0].constData(), std::size_t(tokens[0].size()));
        outLine += ' ';
        outLine.append(tokens[1].constData(), std::size_t(tokens[1].size()));
        outLine += nums;
        outLine += view(relf::terrainKindName(t.terrain));
        outLine += ' ';
        outLine += view(relf::featureName(t.feature));
        outLine += ' ';
        outLine += t.hasCode() ? t.codeString() : std::string("-");
        std::snprintf(nums, sizeof nums, " %.9f ", t.depth);
        outLine += nums;
        outLine += coordinate(t.x);
        outLine += ' ';
        outLine += coordinate(t.y);
        outLine += '\n';
        std::fwrite(outLine.data(), 1, outLine.size(), stdout);
    }
    std::fflush(stdout);
    if (bad > 0) {
        err() << bad << " malformed line(s)" << Qt::endl;
        return 1;
    }
    return 0;
}

} // namespace terrain::cli
