#pragma once
// Writing a Relf parameter set's continent into the parameter file (the
// "continent" section of version 2, read by runtime/relf/json/continentjson.cpp).

#include "relf/parameters.h"

#include <QJsonObject>

namespace terrain::relf::detail {

// Adds the "continent" section to root when the set has one.
void writeContinent(const RelfParameters &p, QJsonObject &root);

} // namespace terrain::relf::detail
