#pragma once
// The coastline file's field reader (the format is in coastlinefile.h): the
// shared one (util/jsonfieldreader.h) and the land types, the start
// pattern and the heights. Internal to coastlinefile.cpp.

#include "coastlineparameters.h"

#include "util/jsonfieldreader.h"

#include <QJsonValue>

namespace terrain::coastline::detail {

// Its failed fields hold "landTypes#count" when the list itself failed
// (so the number of types is unknown).
class FieldReader : public util::JsonFieldReader
{
public:
    void landTypes(const QJsonValue &v, CoastlineParameters &p);
    // The rows are checked against p.startGrid when gridKnown.
    void start(const QJsonValue &v, CoastlineParameters &p, bool gridKnown);
    void heights(const QJsonValue &v, CoastlineParameters &p);
};

} // namespace terrain::coastline::detail
