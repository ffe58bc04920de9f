#pragma once
// The parameter file's sections for what joins one point to another and
// where things go: "streams", "sites" and "roads" (seed 000's streams, the
// engineer's roads and findGoodSite).

#include "parameters.h"

#include <QJsonObject>
#include <QStringList>

namespace terrain::relf::detail {

class Reader;

void readLinearFeatures(Reader &r, const QJsonObject &root, RelfParameters &p);
void writeLinearFeatures(const RelfParameters &p, QJsonObject &root);
// Every problem of these sections, as "path: reason".
QStringList validateLinearFeatures(const RelfParameters &p);

} // namespace terrain::relf::detail
