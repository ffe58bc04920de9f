#include "svgsplice.h"

#include "util/parallel.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace terrain::exporting {

namespace {

// A number to 1/1000 without trailing zeros: "12.5", "3", "-0.125".
char *number(char *p, double v)
{
    char *end =
        std::to_chars(p, p + 32, std::round(v * 1000.0) / 1000.0, std::chars_format::fixed, 3).ptr;
    while (end[-1] == '0')
        --end;
    if (end[-1] == '.')
        --end;
    if (end - p == 2 && p[0] == '-' && p[1] == '0') { // "-0"
        p[0] = '0';
        end = p + 1;
    }
    return end;
}

QByteArray pathData(const SvgPolyline &line)
{
    const std::vector<QPointF> &pts = *line.points;
    QByteArray out(qsizetype(pts.size() * 44 + 4), Qt::Uninitialized);
    char *p = out.data();
    for (std::size_t i = 0; i < pts.size(); ++i) {
        *p++ = i == 0 ? 'M' : (i == 1 ? 'L' : ' ');
        p = number(p, pts[i].x());
        *p++ = ',';
        p = number(p, pts[i].y());
    }
    if (line.closed)
        *p++ = 'Z';
    out.truncate(p - out.data());
    return out;
}

} // namespace

QByteArray svgPolylineGroup(const std::vector<SvgPolyline> &lines, QRgb colour, double width)
{
    char head[200];
    char w[40];
    *number(w, width) = '\0';
    const int n = std::snprintf(head, sizeof head,
                                "<g fill=\"none\" stroke=\"#%02x%02x%02x\" stroke-width=\"%s\" "
                                "stroke-linecap=\"round\" stroke-linejoin=\"round\">\n<path d=\"",
                                qRed(colour), qGreen(colour), qBlue(colour), w);
    std::vector<QByteArray> parts(lines.size());
    util::parallelFor(lines.size(), 256, util::idealThreads(), [&](std::size_t b, std::size_t e) {
        for (std::size_t i = b; i < e; ++i)
            parts[i] = pathData(lines[i]);
    });
    qsizetype size = n + 16;
    for (const QByteArray &part : parts)
        size += part.size();
    QByteArray out;
    out.reserve(size);
    out.append(head, n);
    for (const QByteArray &part : parts)
        out += part;
    out += "\"/>\n</g>\n";
    return out;
}

QByteArray spliceSvg(const QByteArray &below, const QByteArray &middle, const QByteArray &above)
{
    // QSvgGenerator wraps everything in one outer group after </defs> and
    // ends with "</g>\n</svg>": the lines go before below's outer closing
    // group, above's elements after them.
    const qsizetype belowEnd = below.lastIndexOf("</g>\n</svg>");
    const qsizetype defs = above.indexOf("</defs>");
    const qsizetype outer = defs < 0 ? -1 : above.indexOf("<g ", defs);
    const qsizetype aboveStart = outer < 0 ? -1 : above.indexOf(">\n", outer);
    const qsizetype aboveEnd = above.lastIndexOf("</g>\n</svg>");
    if (belowEnd < 0 || aboveStart < 0 || aboveEnd < aboveStart)
        return {};
    QByteArray out;
    out.reserve(belowEnd + middle.size() + (above.size() - aboveStart));
    out.append(below.constData(), belowEnd);
    out += middle;
    out.append(above.constData() + aboveStart + 2, above.size() - aboveStart - 2);
    return out;
}

} // namespace terrain::exporting
