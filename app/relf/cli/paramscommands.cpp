// params and randomise: parameter sets as JSON.
#include "cli/args.h"
#include "relfcli.h"

#include "relf/model/parameterfile.h"
#include "relf/sineprofile.h"

#include <cstdio>

using namespace Qt::StringLiterals;

namespace terrain::cli {

namespace {

void emit(const relf::RelfParameters &p, const QString &path)
{
    if (path.isEmpty()) {
        const QByteArray json = relf::writeParameters(p);
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
        std::fflush(stdout);
        return;
    }
    QString error;
    if (!relf::writeParameterFile(p, path, &error))
        throw CommandError(error.toStdString());
}

} // namespace

int runParams(const QStringList &argv)
{
    const Args args = Args::options(argv, u"--params FILE"_s);
    emit(loadParameters(args.value(u"--params"_s)), QString());
    return 0;
}

int runRandomise(const QStringList &argv)
{
    const Args args = Args::options(argv, u"--seed S --length N --sines N -o OUT --params FILE"_s,
                                    {u"--seed N"_s});
    if (args.has(u"-o"_s))
        requireSuffix(args.value(u"-o"_s), u"json"_s, u"randomise"_s);
    relf::SineProfileSettings s;
    s.seed = static_cast<std::uint64_t>(args.integer(u"--seed"_s, 0, (qint64(1) << 53) - 1));
    if (args.has(u"--length"_s)) {
        s.length = static_cast<int>(args.integer(u"--length"_s, 16, 65536));
        if (!relf::isPowerOfTwo(std::size_t(s.length)))
            throw UsageError("--length: expected a power of two from 16 to 65536");
    }
    s.maxCycles = relf::defaultMaxCycles(s.length);
    if (args.has(u"--sines"_s))
        s.sines = static_cast<int>(args.integer(u"--sines"_s, 1, 4096));
    const relf::RelfParameters p =
        relf::withSineProfile(loadParameters(args.value(u"--params"_s)), s);
    emit(p, args.value(u"-o"_s));
    return 0;
}

} // namespace terrain::cli
