#include "strictjson.h"

#include <QJsonDocument>
#include <QSet>

#include <QStringList>
#include <cstring>

using namespace Qt::StringLiterals;

namespace terrain::util {

namespace {

constexpr int kMaxDepth = 256;

class StrictReader
{
public:
    explicit StrictReader(const QByteArray &json)
        : m_s(json)
    {
    }

    std::optional<QString> run()
    {
        skipSpace();
        value(0);
        if (!m_problem) {
            skipSpace();
            if (m_i != m_s.size())
                syntax(u"text after the end of the JSON value"_s);
        }
        return m_problem;
    }

private:
    const QByteArray &m_s;
    qsizetype m_i = 0;
    QStringList m_path; // ".key" or "[n]" pieces
    std::optional<QString> m_problem;

    QString path() const
    {
        QString p;
        for (const QString &piece : m_path)
            p += piece;
        if (p.startsWith(u'.'))
            p.remove(0, 1);
        return p.isEmpty() ? u"(file)"_s : p;
    }
    void fail(const QString &reason)
    {
        if (!m_problem)
            m_problem = path() + u": "_s + reason;
    }
    void syntax(const QString &reason)
    {
        if (!m_problem)
            m_problem = u"(file): not valid JSON at byte %1: %2"_s.arg(m_i).arg(reason);
    }
    bool atEnd() const { return m_i >= m_s.size(); }
    char peek() const { return atEnd() ? '\0' : m_s[m_i]; }
    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_i;
    }
    bool literal(const char *word)
    {
        const qsizetype n = qsizetype(std::strlen(word));
        if (m_s.mid(m_i, n) != word) {
            syntax(u"unexpected character"_s);
            return false;
        }
        m_i += n;
        return true;
    }

    void value(int depth)
    {
        if (m_problem)
            return;
        if (depth > kMaxDepth) {
            syntax(u"nested more than %1 deep"_s.arg(kMaxDepth));
            return;
        }
        switch (peek()) {
        case '{':
            object(depth);
            break;
        case '[':
            array(depth);
            break;
        case '"': {
            QByteArray ignored;
            string(&ignored);
            break;
        }
        case 't':
            literal("true");
            break;
        case 'f':
            literal("false");
            break;
        case 'n':
            literal("null");
            break;
        default:
            number();
        }
    }

    void number()
    {
        const auto digits = [this] {
            const qsizetype start = m_i;
            while (!atEnd() && peek() >= '0' && peek() <= '9')
                ++m_i;
            return m_i > start;
        };
        if (peek() == '-')
            ++m_i;
        if (peek() == '0') {
            ++m_i;
            if (peek() >= '0' && peek() <= '9') {
                fail(u"a number may not start with 0 followed by digits (JSON has no octal)"_s);
                return;
            }
        } else if (!digits()) {
            if (peek() == '.')
                fail(u"a number must have a digit before its decimal point (write 0.5, not .5)"_s);
            else
                syntax(u"expected a value"_s);
            return;
        }
        if (peek() == '.') {
            ++m_i;
            if (!digits()) {
                fail(u"a number must have a digit after its decimal point"_s);
                return;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_i;
            if (peek() == '+' || peek() == '-')
                ++m_i;
            if (!digits())
                fail(u"a number's exponent must have digits"_s);
        }
    }

    // Reads a string; the key's bytes (escapes decoded to UTF-8) into *out.
    bool string(QByteArray *out)
    {
        ++m_i; // the opening quote
        while (!atEnd()) {
            const char c = m_s[m_i++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20) {
                --m_i;
                syntax(u"a control character inside a string (write it as an escape)"_s);
                return false;
            }
            if (c != '\\') {
                out->append(c);
                continue;
            }
            const char e = peek();
            ++m_i;
            switch (e) {
            case '"':
                out->append('"');
                break;
            case '\\':
                out->append('\\');
                break;
            case '/':
                out->append('/');
                break;
            case 'b':
                out->append('\b');
                break;
            case 'f':
                out->append('\f');
                break;
            case 'n':
                out->append('\n');
                break;
            case 'r':
                out->append('\r');
                break;
            case 't':
                out->append('\t');
                break;
            case 'u': {
                bool ok = false;
                const uint code = m_s.mid(m_i, 4).toUInt(&ok, 16);
                if (!ok || m_s.mid(m_i, 4).size() != 4) {
                    syntax(u"\\u must be followed by four hexadecimal digits"_s);
                    return false;
                }
                m_i += 4;
                out->append(QString(QChar(char16_t(code))).toUtf8());
                break;
            }
            default:
                --m_i;
                syntax(u"an unknown escape in a string"_s);
                return false;
            }
        }
        syntax(u"a string without its closing quote"_s);
        return false;
    }

    void object(int depth)
    {
        ++m_i; // {
        skipSpace();
        QSet<QByteArray> keys;
        if (peek() == '}') {
            ++m_i;
            return;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"') {
                syntax(u"expected a key in quotes"_s);
                return;
            }
            QByteArray key;
            if (!string(&key))
                return;
            if (key.contains('\0')) {
                fail(u"a key holds a NUL character"_s);
                return;
            }
            const QString name = QString::fromUtf8(key);
            if (keys.contains(key)) {
                fail(u"the key \"%1\" appears twice"_s.arg(name));
                return;
            }
            keys.insert(key);
            skipSpace();
            if (peek() != ':') {
                syntax(u"expected ':' after a key"_s);
                return;
            }
            ++m_i;
            skipSpace();
            m_path.append(u'.' + name);
            value(depth + 1);
            m_path.removeLast();
            if (m_problem)
                return;
            skipSpace();
            if (peek() == ',') {
                ++m_i;
                continue;
            }
            if (peek() == '}') {
                ++m_i;
                return;
            }
            syntax(u"expected ',' or '}'"_s);
            return;
        }
    }

    void array(int depth)
    {
        ++m_i; // [
        skipSpace();
        if (peek() == ']') {
            ++m_i;
            return;
        }
        for (qsizetype n = 0;; ++n) {
            skipSpace();
            m_path.append(u"[%1]"_s.arg(n));
            value(depth + 1);
            m_path.removeLast();
            if (m_problem)
                return;
            skipSpace();
            if (peek() == ',') {
                ++m_i;
                continue;
            }
            if (peek() == ']') {
                ++m_i;
                return;
            }
            syntax(u"expected ',' or ']'"_s);
            return;
        }
    }
};

} // namespace

std::optional<QString> strictJsonProblem(const QByteArray &json)
{
    return StrictReader(json).run();
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

} // namespace terrain::util
