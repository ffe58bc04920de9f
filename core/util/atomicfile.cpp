#include "atomicfile.h"

#include <QSaveFile>

namespace terrain::util {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *why)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    if (why)
        *why = file.errorString();
    file.cancelWriting();
    return false;
}

} // namespace terrain::util
