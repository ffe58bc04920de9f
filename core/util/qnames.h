#pragma once
// util::Named tables (runtime/util/namedvalues.h) read with QStrings, for
// the files and command lines of the core's generators.

#include "util/namedvalues.h"

#include <QByteArray>
#include <QString>

namespace terrain::util {

template <typename E, std::size_t N> QString qNameOf(const Named<E> (&table)[N], E value)
{
    const std::string_view name = nameOf(table, value);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

// Sets *value and says true when name is a row's name; leaves it otherwise.
template <typename E, std::size_t N>
bool qValueNamed(const Named<E> (&table)[N], const QString &name, E *value)
{
    const QByteArray latin = name.toLatin1();
    const std::optional<E> v =
        valueNamed(table, std::string_view(latin.constData(), std::size_t(latin.size())));
    if (v)
        *value = *v;
    return v.has_value();
}

} // namespace terrain::util
