#include "jsongrammar.h"

#include <set>
#include <vector>

namespace terrain::util {

namespace {

constexpr int kMaxDepth = 256;

class StrictReader
{
public:
    explicit StrictReader(std::string_view json)
        : m_s(json)
    {
    }

    std::optional<std::string> run()
    {
        // RFC 8259 lets a reader refuse it; it is named, not "not valid JSON".
        if (m_s.substr(0, 3) == "\xEF\xBB\xBF")
            return "(file): starts with a byte-order mark (EF BB BF): save it as UTF-8 "
                   "without one";
        skipSpace();
        value(0);
        if (!m_problem) {
            skipSpace();
            if (m_i != m_s.size())
                syntax("text after the end of the JSON value");
        }
        return m_problem;
    }

private:
    std::string_view m_s;
    std::size_t m_i = 0;
    std::vector<std::string> m_path; // ".key" or "[n]" pieces
    std::optional<std::string> m_problem;

    std::string path() const
    {
        std::string p;
        for (const std::string &piece : m_path)
            p += piece;
        if (!p.empty() && p.front() == '.')
            p.erase(0, 1);
        return p.empty() ? std::string("(file)") : p;
    }
    void fail(const std::string &reason)
    {
        if (!m_problem)
            m_problem = path() + ": " + reason;
    }
    void syntax(const std::string &reason)
    {
        if (!m_problem)
            m_problem = "(file): not valid JSON at byte " + std::to_string(m_i) + ": " + reason;
    }
    bool atEnd() const { return m_i >= m_s.size(); }
    char peek() const { return atEnd() ? '\0' : m_s[m_i]; }
    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_i;
    }
    bool literal(std::string_view word)
    {
        if (m_s.substr(m_i, word.size()) != word) {
            syntax("unexpected character");
            return false;
        }
        m_i += word.size();
        return true;
    }

    void value(int depth)
    {
        if (m_problem)
            return;
        if (depth > kMaxDepth) {
            syntax("nested more than " + std::to_string(kMaxDepth) + " deep");
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
            std::string ignored;
            string(ignored);
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

    bool digits()
    {
        const std::size_t start = m_i;
        while (!atEnd() && peek() >= '0' && peek() <= '9')
            ++m_i;
        return m_i > start;
    }

    void number()
    {
        if (peek() == '-')
            ++m_i;
        if (peek() == '0') {
            ++m_i;
            if (peek() >= '0' && peek() <= '9') {
                fail("a number may not start with 0 followed by digits (JSON has no octal)");
                return;
            }
        } else if (!digits()) {
            if (peek() == '.')
                fail("a number must have a digit before its decimal point (write 0.5, not .5)");
            else
                syntax("expected a value");
            return;
        }
        if (peek() == '.') {
            ++m_i;
            if (!digits()) {
                fail("a number must have a digit after its decimal point");
                return;
            }
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_i;
            if (peek() == '+' || peek() == '-')
                ++m_i;
            if (!digits())
                fail("a number's exponent must have digits");
        }
    }

    static void appendUtf8(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += char(code);
        } else if (code < 0x800) {
            out += char(0xC0 | (code >> 6));
            out += char(0x80 | (code & 0x3F));
        } else {
            out += char(0xE0 | (code >> 12));
            out += char(0x80 | ((code >> 6) & 0x3F));
            out += char(0x80 | (code & 0x3F));
        }
    }

    static int hexDigit(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // Reads a string; its bytes (escapes decoded to UTF-8) into out.
    bool string(std::string &out)
    {
        ++m_i; // the opening quote
        while (!atEnd()) {
            const char c = m_s[m_i++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20) {
                --m_i;
                syntax("a control character inside a string (write it as an escape)");
                return false;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            const char e = peek();
            ++m_i;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned code = 0;
                bool ok = m_i + 4 <= m_s.size();
                for (std::size_t k = 0; ok && k < 4; ++k) {
                    const int d = hexDigit(m_s[m_i + k]);
                    ok = d >= 0;
                    code = code * 16 + unsigned(d);
                }
                if (!ok) {
                    syntax("\\u must be followed by four hexadecimal digits");
                    return false;
                }
                m_i += 4;
                appendUtf8(out, code);
                break;
            }
            default:
                --m_i;
                syntax("an unknown escape in a string");
                return false;
            }
        }
        syntax("a string without its closing quote");
        return false;
    }

    void object(int depth)
    {
        ++m_i; // {
        skipSpace();
        std::set<std::string, std::less<>> keys;
        if (peek() == '}') {
            ++m_i;
            return;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"') {
                syntax("expected a key in quotes");
                return;
            }
            std::string key;
            if (!string(key))
                return;
            if (key.find('\0') != std::string::npos) {
                fail("a key holds a NUL character");
                return;
            }
            if (!keys.insert(key).second) {
                fail("the key \"" + key + "\" appears twice");
                return;
            }
            skipSpace();
            if (peek() != ':') {
                syntax("expected ':' after a key");
                return;
            }
            ++m_i;
            skipSpace();
            if (!item('.' + key, depth, '}'))
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
        for (std::size_t n = 0;; ++n) {
            skipSpace();
            if (!item('[' + std::to_string(n) + ']', depth, ']'))
                return;
        }
    }

    // An object's member or an array's element (its value at `step` below
    // the path), then what follows it: true after a ',' (another comes),
    // false after the closing bracket or at a problem.
    bool item(const std::string &step, int depth, char close)
    {
        m_path.push_back(step);
        value(depth + 1);
        m_path.pop_back();
        if (m_problem)
            return false;
        skipSpace();
        if (peek() == ',') {
            ++m_i;
            return true;
        }
        if (peek() == close)
            ++m_i;
        else
            syntax(close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
        return false;
    }
};

} // namespace

std::optional<std::string> strictJsonProblem(std::string_view json)
{
    return StrictReader(json).run();
}

} // namespace terrain::util
