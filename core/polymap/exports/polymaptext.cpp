#include "polymaptext.h"
#include "util/atomicfile.h"

using namespace Qt::StringLiterals;

namespace terrain::polymap::detail {

TextFile::TextFile(const QString &path)
    : m_path(path)
    , m_file(path)
{
}

bool TextFile::open()
{
    m_buffer.reserve(kBlock + 4096);
    return m_file.open(QIODevice::WriteOnly);
}

void TextFile::flush()
{
    if (!m_failed &&
        m_file.write(m_buffer.data(), qint64(m_buffer.size())) != qint64(m_buffer.size()))
        m_failed = true;
    m_buffer.clear();
}

QString TextFile::commit()
{
    if (!m_file.isOpen())
        return u"%1: cannot write: %2"_s.arg(m_path, m_file.errorString());
    flush();
    if (m_failed) {
        const QString why = m_file.errorString();
        m_file.cancelWriting();
        return u"%1: cannot write: %2"_s.arg(m_path, why);
    }
    if (!util::commitSaveFile(m_file))
        return u"%1: cannot write: %2"_s.arg(m_path, m_file.errorString());
    return {};
}

std::string colourText(unsigned rgb)
{
    static constexpr char digits[] = "0123456789abcdef";
    std::string text = "#000000";
    for (int k = 0; k < 6; ++k)
        text[std::size_t(6 - k)] = digits[(rgb >> (4 * k)) & 0xfu];
    return text;
}

} // namespace terrain::polymap::detail
