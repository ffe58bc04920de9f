#include "polymapfilereader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace terrain::polymap::detail {

void FieldReader::paint(const QJsonValue &v, PolymapParameters &p)
{
    const QString field = u"paint"_s;
    if (v.isUndefined())
        return;
    if (!v.isArray()) {
        fail(field, u"expected an array of %1 rows, found %2"_s.arg(kPaintGrid)
                        .arg(util::jsonValueText(v)));
        return;
    }
    const QJsonArray rows = v.toArray();
    const auto g = std::size_t(kPaintGrid);
    if (std::size_t(rows.size()) != g) {
        fail(field, u"expected %1 rows, found %2"_s.arg(g).arg(rows.size()));
        return;
    }
    p.paint = digitRows(rows, field, g, 2);
}

} // namespace terrain::polymap::detail
