#pragma once
// The polygon map file's field reader (the format is in polymapfile.h): the
// shared one (util/jsonfieldreader.h) and the painted grid. Internal to
// polymapfile.cpp.

#include "polymapparameters.h"

#include "util/jsonfieldreader.h"

#include <QJsonValue>

namespace terrain::polymap::detail {

class FieldReader : public util::JsonFieldReader
{
public:
    // kPaintGrid strings of kPaintGrid digits 0/1/2 into p.paint; absent: nothing painted.
    void paint(const QJsonValue &v, PolymapParameters &p);
};

} // namespace terrain::polymap::detail
