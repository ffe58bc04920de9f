#include "benchtiming.h"

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace terrain::cli {

double medianNs(int runs, int warmUp, const std::function<void(int run)> &f)
{
    std::vector<double> times;
    for (int run = -warmUp; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        f(run);
        if (run >= 0)
            times.push_back(double(timer.nsecsElapsed()));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace terrain::cli
