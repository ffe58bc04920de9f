#include "parallel.h"

#include <QThread>
#include <QtConcurrent/QtConcurrentMap>

#include <vector>

namespace terrain::util {

int idealThreads()
{
    return std::max(1, QThread::idealThreadCount());
}

void parallelFor(std::size_t count, std::size_t chunk, int threads,
                 const std::function<void(std::size_t, std::size_t)> &body)
{
    if (count == 0)
        return;
    chunk = std::max<std::size_t>(1, chunk);
    if (threads <= 1 || count <= chunk) {
        body(0, count);
        return;
    }
    std::vector<std::size_t> starts;
    for (std::size_t b = 0; b < count; b += chunk)
        starts.push_back(b);
    QtConcurrent::blockingMap(starts, [&](std::size_t b) { body(b, std::min(count, b + chunk)); });
}

} // namespace terrain::util
