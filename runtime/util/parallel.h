#pragma once
// Runs body(begin, end) over [0, count) in chunks on the runtime's thread pool (idealThreads() − 1
// workers) (or on the calling thread when threads == 1), and waits for all of it.

#include <cstddef>
#include <functional>

namespace terrain::util {

void parallelFor(std::size_t count, std::size_t chunk, int threads,
                 const std::function<void(std::size_t, std::size_t)> &body);

// The number of threads "all threads" means here.
int idealThreads();

} // namespace terrain::util
