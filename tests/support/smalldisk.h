#pragma once
// A file system of its own for the full-disk checks: a tmpfs of the given
// size mounted on a temporary folder, unmounted when it goes. Only root may
// mount one; elsewhere mounted() is false and the test skips:
//   const terrain::testing::SmallDisk disk("size=64k");
//   if (!disk.mounted())
//       QSKIP("cannot mount a small tmpfs here (not root)");

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <sys/mount.h>

namespace terrain::testing {

class SmallDisk
{
public:
    explicit SmallDisk(const char *options)
        : m_mountPoint(QFile::encodeName(m_dir.path()))
        , m_mounted(::mount("tmpfs", m_mountPoint.constData(), "tmpfs", 0, options) == 0)
    {
    }
    ~SmallDisk()
    {
        if (m_mounted)
            ::umount(m_mountPoint.constData());
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    QByteArray m_mountPoint;
    bool m_mounted;
};

} // namespace terrain::testing
