#pragma once
// A generator's file format: JSON with the format's name and version at its
// root, read strictly (strictjson.h) and written atomically (atomicfile.h).
// A format names itself and gives three functions, fromJson, toJson and
// validate; every format then reads and writes files the same way:
//
//   inline constexpr util::JsonFormat<StarFieldParameters> kStarFieldFile{
//       kStarFieldFormat, kStarFieldVersion, kMaxFileBytes, "a star-field file",
//       "the parameters are not valid", fromJson, toJson, validateStarField};
//
// Reading reports every problem as "path: reason"; a file with any error
// yields no value, so nothing is half-applied. Save, load, save gives the
// same bytes.

#include "atomicfile.h"
#include "strictjson.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace terrain::util {

template <typename Value> struct JsonFormat
{
    using Result = ReadResult<Value>;

    const char *name; // the "format" at the root of its files
    int version;      // the newest version it reads, the one it writes
    qint64 maxBytes;  // a larger file is not one of this format
    const char *what; // what a file is called in messages: "a star-field file"
    // Why an invalid value is not written: "the parameters are not valid".
    const char *invalid;
    Result (*fromJson)(const QJsonObject &root);
    QJsonObject (*toJson)(const Value &value);
    // Every problem of a value, as "field: reason"; empty when it is valid.
    QStringList (*validate)(const Value &value);

    QString formatName() const { return QString::fromLatin1(name); }

    Result read(const QByteArray &json) const { return readJsonObject<Result>(json, fromJson); }
    // Errors and warnings start with the path ("PATH: field: reason").
    Result readFile(const QString &path) const
    {
        return readFormatFile<Result>(path, maxBytes, QString::fromUtf8(what),
                                      [this](const QByteArray &json) { return read(json); });
    }

    QByteArray write(const Value &value) const
    {
        return QJsonDocument(toJson(value)).toJson(QJsonDocument::Indented);
    }
    // Atomic (QSaveFile): either the whole new file or the old one stays. An
    // invalid value is not written (its file could not be read back), nor
    // one larger than maxBytes.
    bool writeFile(const Value &value, const QString &path, QString *error) const
    {
        return writeFormatFile(
            path, validate(value), QString::fromUtf8(invalid), [&] { return write(value); }, error,
            maxBytes);
    }
};

} // namespace terrain::util
