#pragma once
// What a generator's command writes, picked from one table by --export WHAT
// and the suffix of -o OUT, with the options that apply to some outputs
// only checked against the same table: every such command refuses the
// same mistakes in the same words.
//
//   const Kind kind = exportChoice<Kind>(args, {
//       {u"map"_s, u"png"_s, Kind::MapPng, {u"--view"_s, u"--size"_s}},
//       {u"map"_s, u"svg"_s, Kind::MapSvg, {u"--view"_s}},
//       {u"heightmap"_s, u"raw"_s, Kind::HeightRaw, {u"--size"_s, u"--format"_s}}});
//
// Without --export the first row's export is meant. The words:
//   --export: expected map or heightmap, got "mesh"
//   -o: --export map writes .png or .svg, got "x.raw" (a .raw is written by --export heightmap)
//   --view applies only to --export map .png or .svg, not to --export heightmap "x.raw"

#include "args.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace terrain::cli {

// --export what with -o ending in .suffix (any case) writes kind; options:
// those of the options some row of the table lists that apply to it.
template <class Kind> struct ExportOutput
{
    QString what;
    QString suffix;
    Kind kind;
    QStringList options;
};

namespace detail {

struct OutputRow
{
    QString what;
    QString suffix;
    QStringList options;
};

// The index of the row args picks; a UsageError naming what does not fit.
qsizetype pickOutput(const Args &args, const QList<OutputRow> &rows);

} // namespace detail

template <class Kind> Kind exportChoice(const Args &args, const QList<ExportOutput<Kind>> &table)
{
    QList<detail::OutputRow> rows;
    for (const ExportOutput<Kind> &o : table)
        rows.append({o.what, o.suffix, o.options});
    return table[detail::pickOutput(args, rows)].kind;
}

} // namespace terrain::cli
