#pragma once
// A text file written in blocks through QSaveFile, numbers by std::to_chars
// (shortest round-trip form, no locale): the vector and JSON exports of a
// million-region map are hundreds of megabytes. Internal to core/polymap.

#include <QSaveFile>
#include <QString>

#include <charconv>
#include <cmath>
#include <string>
#include <string_view>

namespace terrain::polymap::detail {

class TextFile
{
public:
    explicit TextFile(const QString &path);

    // Opens PATH, lets write fill it and commits: empty, or "PATH: cannot
    // write: why" (write is not called when PATH cannot be opened).
    template <class Write> static QString written(const QString &path, Write write)
    {
        TextFile out(path);
        if (out.open())
            write(out);
        return out.commit();
    }

    bool open();
    TextFile &operator<<(std::string_view text)
    {
        m_buffer.append(text);
        if (m_buffer.size() >= kBlock)
            flush();
        return *this;
    }
    // Non-finite numbers as null (JSON has no NaN).
    template <class T> TextFile &number(T value)
    {
        if constexpr (std::is_floating_point_v<T>) {
            if (!std::isfinite(value))
                return *this << "null";
        }
        char text[32];
        const auto end = std::to_chars(text, text + sizeof text, value).ptr;
        return *this << std::string_view(text, std::size_t(end - text));
    }
    // Seven significant digits: a map unit's thousandth, for pictures.
    TextFile &coordinate(double value)
    {
        char text[32];
        const auto end =
            std::to_chars(text, text + sizeof text, value, std::chars_format::general, 7).ptr;
        return *this << std::string_view(text, std::size_t(end - text));
    }
    TextFile &boolean(bool value) { return *this << (value ? "true" : "false"); }
    // A JSON string of Latin-1 text that needs no escaping (names, colours).
    TextFile &quoted(std::string_view text) { return *this << "\"" << text << "\""; }

    // Writes the rest and commits: empty, or "PATH: cannot write: why".
    QString commit();

private:
    static constexpr std::size_t kBlock = std::size_t(1) << 22;
    void flush();

    QString m_path;
    QSaveFile m_file;
    std::string m_buffer;
    bool m_failed = false;
};

// "#rrggbb".
std::string colourText(unsigned rgb);

} // namespace terrain::polymap::detail
