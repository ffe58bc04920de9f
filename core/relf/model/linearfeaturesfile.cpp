#include "linearfeaturesfile.h"

#include "relf/features/roads.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace terrain::relf::detail {

void writeLinearFeatures(const RelfParameters &p, QJsonObject &root)
{
    const StreamRules &s = p.streams;
    root[u"streams"_s] = QJsonObject{{u"enabled"_s, s.enabled},
                                     {u"neighbourhood"_s, s.neighbourhood},
                                     {u"maxLength"_s, s.maxLength},
                                     {u"placementCap"_s, s.placementCap}};
    const SiteRules &g = p.sites;
    root[u"sites"_s] = QJsonObject{{u"aboveLake"_s, g.aboveLake},
                                   {u"fromMine"_s, g.fromMine},
                                   {u"fromBuilding"_s, g.fromBuilding},
                                   {u"maxIterations"_s, g.maxIterations}};
    QJsonArray roads;
    for (const Road &road : p.roads) {
        QJsonArray vertices;
        for (const RoadVertex &v : road.vertices)
            vertices.append(QJsonArray{v.x, v.y});
        roads.append(QJsonObject{{u"width"_s, road.width}, {u"vertices"_s, vertices}});
    }
    root[u"roads"_s] = roads;
}

} // namespace terrain::relf::detail
