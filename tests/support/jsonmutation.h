#pragma once
// Mutations of a valid JSON file, for the readers' fuzz tests: bytes flipped,
// cut, repeated; numbers made huge, tiny, NaN or the wrong type; keys
// dropped; values nested deep.

#include <QByteArray>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <algorithm>
#include <random>

namespace terrain::testing {

using namespace Qt::StringLiterals;

// One mutation of a JSON text, chosen by the generator.
inline QByteArray mutate(const QByteArray &valid, std::mt19937 &random)
{
    QByteArray t = valid;
    const auto pick = [&](qsizetype n) {
        return qsizetype(
            std::uniform_int_distribution<qsizetype>(0, std::max<qsizetype>(0, n - 1))(random));
    };
    static const QList<QByteArray> values = {"1e308",      "-1e308",      "1e999",
                                             "NaN",        "Infinity",    "-Infinity",
                                             "1e-320",     "-0",          "99999999999999999999",
                                             "2147483648", "-2147483649", "\"x\"",
                                             "\"\"",       "null",        "true",
                                             "[]",         "{}",          "[1,2,3]",
                                             "0.5",        "-1",          "0",
                                             "65536",      "4294967296",  "1e19",
                                             "\"\\u0000\""};
    static const QRegularExpression number(u"-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?"_s);
    static const QRegularExpression member(u"\"[A-Za-z]+\"\\s*:\\s*"_s);
    const QString text = QString::fromUtf8(t);
    switch (random() % 8) {
    case 0: // a byte flipped
        if (!t.isEmpty())
            t[pick(t.size())] = char(random() % 256);
        break;
    case 1: // a range deleted
        if (!t.isEmpty()) {
            const qsizetype at = pick(t.size());
            t.remove(at, 1 + pick(std::min<qsizetype>(64, t.size() - at)));
        }
        break;
    case 2: // cut short
        t.truncate(pick(t.size()));
        break;
    case 3: // a range repeated
        if (!t.isEmpty()) {
            const qsizetype at = pick(t.size());
            t.insert(at, t.mid(at, 1 + pick(64)));
        }
        break;
    case 4: { // a number replaced
        QList<QRegularExpressionMatch> all;
        for (const auto &m : number.globalMatch(text))
            all << m;
        if (!all.isEmpty()) {
            const auto &m = all[pick(all.size())];
            t = text.left(m.capturedStart()).toUtf8() + values[pick(values.size())] +
                text.mid(m.capturedEnd()).toUtf8();
        }
        break;
    }
    case 5: { // a member's value replaced by another kind of value
        QList<QRegularExpressionMatch> all;
        for (const auto &m : member.globalMatch(text))
            all << m;
        if (!all.isEmpty()) {
            const auto &m = all[pick(all.size())];
            const qsizetype end = text.indexOf(QRegularExpression(u"[,}\\]]"_s), m.capturedEnd());
            if (end > 0)
                t = text.left(m.capturedEnd()).toUtf8() + values[pick(values.size())] +
                    text.mid(end).toUtf8();
        }
        break;
    }
    case 6: { // a member dropped (its name renamed, so the reader sees it missing)
        QList<QRegularExpressionMatch> all;
        for (const auto &m : member.globalMatch(text))
            all << m;
        if (!all.isEmpty()) {
            const auto &m = all[pick(all.size())];
            t = text.left(m.capturedStart() + 1).toUtf8() + "zz" +
                text.mid(m.capturedStart() + 1).toUtf8();
        }
        break;
    }
    default: { // a value nested deep
        QList<QRegularExpressionMatch> all;
        for (const auto &m : number.globalMatch(text))
            all << m;
        if (!all.isEmpty()) {
            const auto &m = all[pick(all.size())];
            const int depth = 1 + int(pick(2000));
            t = text.left(m.capturedStart()).toUtf8() + QByteArray(depth, '[') +
                m.captured().toUtf8() + QByteArray(depth, ']') + text.mid(m.capturedEnd()).toUtf8();
        }
        break;
    }
    }
    return t;
}

} // namespace terrain::testing
