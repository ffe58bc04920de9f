#pragma once
// How bench times a piece of work: the median of several runs, after runs
// that are not timed (they wake the thread pool and the allocator and warm
// the caches), so that one slow run does not move the figure.

#include <functional>

namespace terrain::cli {

// The median time of f(run) for run = 0 .. runs - 1, in nanoseconds; f is
// first called for run = -warmUp .. -1 without timing.
double medianNs(int runs, int warmUp, const std::function<void(int run)> &f);

inline double medianMs(int runs, int warmUp, const std::function<void(int run)> &f)
{
    return medianNs(runs, warmUp, f) / 1e6;
}

} // namespace terrain::cli
