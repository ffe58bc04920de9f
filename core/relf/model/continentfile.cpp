#include "continentfile.h"

#include "relf/json/continentjson.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace terrain::relf::detail {

namespace {

QJsonArray curveToJson(const Curve &curve)
{
    QJsonArray points;
    for (const CurvePoint &p : curve)
        points.append(QJsonArray{p.m, p.value});
    return points;
}

} // namespace

void writeContinent(const RelfParameters &p, QJsonObject &root)
{
    if (!p.continent)
        return;
    const Continent &c = *p.continent;
    QJsonObject o;
    if (c.grid)
        o[u"grid"_s] =
            QJsonObject{{u"width"_s, c.grid->width},
                        {u"height"_s, c.grid->height},
                        {u"samples"_s, QString::fromLatin1(encodeSamples(c.grid->samples))}};
    o[u"origin"_s] = QJsonArray{c.originX, c.originY};
    o[u"cell"_s] = c.cell;
    o[u"edges"_s] = c.edges == ContinentEdges::Repeat ? u"repeat"_s : u"ocean"_s;
    o[u"coast"_s] = c.coast;
    o[u"base"_s] = curveToJson(c.base);
    o[u"amplitude"_s] = curveToJson(c.amplitude);
    const ErosionSettings &e = c.erosion;
    o[u"erosion"_s] = QJsonObject{{u"applied"_s, e.applied},       {u"strength"_s, e.strength},
                                  {u"iterations"_s, e.iterations}, {u"uplift"_s, e.uplift},
                                  {u"talus"_s, e.talus},           {u"thermal"_s, e.thermal}};
    // Written only when set, so a file from before the climate saves as it was.
    if (const ClimateSettings &k = c.climate; k != ClimateSettings{})
        o[u"climate"_s] = QJsonObject{{u"enabled"_s, k.enabled},
                                      {u"strength"_s, k.strength},
                                      {u"seaReach"_s, k.seaReach},
                                      {u"riverReach"_s, k.riverReach},
                                      {u"snowDropNorth"_s, k.snowDropNorth}};
    QJsonObject source{{u"kind"_s, QString::fromStdString(c.source.kind)}};
    if (!c.source.parameters.empty()) {
        const QJsonDocument doc =
            QJsonDocument::fromJson(QByteArray::fromStdString(c.source.parameters));
        if (doc.isObject())
            source[u"parameters"_s] = doc.object();
    }
    o[u"source"_s] = source;
    root[u"continent"_s] = o;
}

} // namespace terrain::relf::detail
