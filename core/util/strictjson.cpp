#include "strictjson.h"

#include "util/jsongrammar.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace terrain::util {

std::optional<QString> strictJsonProblem(const QByteArray &json)
{
    const std::optional<std::string> problem =
        strictJsonProblem(std::string_view(json.constData(), std::size_t(json.size())));
    if (!problem)
        return std::nullopt;
    return QString::fromStdString(*problem);
}

std::optional<QJsonObject> strictJsonObject(const QByteArray &json, QString *problem)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *problem = u"(file): not valid JSON at byte %1: %2"_s.arg(parseError.offset)
                       .arg(parseError.errorString());
        return std::nullopt;
    }
    // What Qt lets through: duplicate keys, .5, a NUL in a key.
    if (std::optional<QString> strict = strictJsonProblem(json)) {
        *problem = *strict;
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *problem = u"(file): expected a JSON object at the root"_s;
        return std::nullopt;
    }
    return doc.object();
}

QJsonValue wholeNumberJson(qint64 value)
{
    if (value >= -kExactInteger && value <= kExactInteger)
        return QJsonValue(value);
    return QString::number(value);
}

std::optional<qint64> wholeNumberFromText(const QString &text)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

QJsonObject formatRoot(const QString &format, int version)
{
    return QJsonObject{{u"format"_s, format}, {u"version"_s, version}};
}

QString formatProblem(const QJsonObject &root, const QString &format)
{
    const QJsonValue found = root.value(u"format"_s);
    if (found.toString() == format)
        return {};
    return found.isUndefined()
               ? u"format: missing (expected \"%1\")"_s.arg(format)
               : u"format: expected \"%1\", found \"%2\""_s.arg(format, found.toString());
}

QString newerVersionProblem(qint64 version, int newest)
{
    return u"version: the file is version %1, newer than this Terrain Studio reads (%2); "
           u"open it with a newer release"_s.arg(version)
               .arg(newest);
}

} // namespace terrain::util
