#include "planetexport.h"

#include "relf/planet/planetmaps.h"

#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace terrain::relf {

namespace {

// The cube's faces in CubeFace order, as file suffixes and sidecar names.
constexpr const char *kFaceFiles[6] = {"px", "nx", "py", "ny", "pz", "nz"};
constexpr const char *kFaceNames[6] = {"+x", "-x", "+y", "-y", "+z", "-z"};

} // namespace

std::pair<double, double> reachableHeights(const PlanetParameters &p)
{
    const auto [lo, hi] = std::minmax_element(p.profile.begin(), p.profile.end());
    const double n = double(p.height.size());
    return {n * *lo / 128.0, n * *hi / 128.0};
}

bool exportEquirectangular(const Planet &planet, int width, exporting::HeightFormat format,
                           const QString &path, QString *error, const exporting::Progress &progress)
{
    if (width < 3 || width > kMaxEquirectWidth) {
        *error = u"size: expected 3 to %1 columns, got %2"_s.arg(kMaxEquirectWidth).arg(width);
        return false;
    }
    const PlanetParameters &p = planet.parameters();
    exporting::HeightRows rows;
    rows.columns = width;
    rows.rows = width / 2 + 1;
    rows.fixedRange = reachableHeights(p);
    rows.fill = [&planet, &p, columns = rows.columns,
                 last = rows.rows - 1](int r, std::span<double> line) {
        const double lat = 90.0 - 180.0 * r / double(last);
        for (int c = 0; c < columns; ++c)
            line[std::size_t(c)] =
                planet.height(fromLatLon(p.radius, lat, -180.0 + 360.0 * c / double(columns - 1)));
    };
    rows.sidecar = {{u"projection"_s, u"equirectangular"_s},
                    {u"radius"_s, p.radius},
                    {u"latitude"_s, QJsonArray{90, -90}},
                    {u"longitude"_s, QJsonArray{-180, 180}}};
    return exporting::writeHeightmap(rows, format, path, error, progress);
}

QStringList cubeFacePaths(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    const QString base = suffix.isEmpty() ? path : path.left(path.size() - suffix.size() - 1);
    QStringList out;
    for (const char *face : kFaceFiles)
        out << base + u'-' + QLatin1StringView(face) + (suffix.isEmpty() ? u""_s : u"."_s + suffix);
    return out;
}

bool exportCubeMap(const Planet &planet, int n, exporting::HeightFormat format, const QString &path,
                   QString *error, const exporting::Progress &progress)
{
    if (n < 3 || n > kMaxCubeFace) {
        *error = u"size: expected 3 to %1 pixels a face, got %2"_s.arg(kMaxCubeFace).arg(n);
        return false;
    }
    const PlanetParameters &p = planet.parameters();
    const QStringList paths = cubeFacePaths(path);
    for (int f = 0; f < 6; ++f) {
        exporting::HeightRows rows;
        rows.columns = rows.rows = n;
        rows.fixedRange = reachableHeights(p);
        rows.fill = [&planet, &p, f, n](int j, std::span<double> line) {
            for (int i = 0; i < n; ++i)
                line[std::size_t(i)] = planet.height(cubePoint(p.radius, CubeFace(f), i, j, n));
        };
        rows.sidecar = {{u"projection"_s, u"cube"_s},
                        {u"face"_s, QString::fromLatin1(kFaceNames[f])},
                        {u"radius"_s, p.radius}};
        const exporting::Progress faceProgress = [&progress, f](double done) {
            return !progress || progress((f + done) / 6.0);
        };
        if (!exporting::writeHeightmap(rows, format, paths[f], error, faceProgress))
            return false;
    }
    return true;
}

} // namespace terrain::relf
