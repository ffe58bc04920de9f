#pragma once
// The parameter file's sections for what joins one point to another and
// where things go: "streams", "sites" and "roads" (seed 000's streams, the
// engineer's roads and findGoodSite).

#include "relf/parameters.h"

#include <QJsonObject>

namespace terrain::relf::detail {

void writeLinearFeatures(const RelfParameters &p, QJsonObject &root);

} // namespace terrain::relf::detail
