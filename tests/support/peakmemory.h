#pragma once
// The process's memory as Linux reports it, for tests that bound the peak
// of a streamed export (skipped under AddressSanitizer, whose quarantine
// keeps freed memory resident).

#include <QByteArray>
#include <QFile>
#include <QString>

namespace terrain::testing {

// A line of /proc/self/status in kB ("VmHWM", "VmRSS"), or -1.
inline qint64 statusKb(const QByteArray &key)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(QByteArray(key + ':')))
            return line.mid(key.size() + 1).trimmed().split(' ').first().toLongLong();
    return -1;
}

// Starts the peak resident size afresh (Linux 4.0 and later).
inline bool resetPeakMemory()
{
    QFile f(QStringLiteral("/proc/self/clear_refs"));
    return f.open(QIODevice::WriteOnly) && f.write("5") == 1;
}

} // namespace terrain::testing
