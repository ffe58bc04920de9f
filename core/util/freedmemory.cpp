#include "freedmemory.h"

#include <cstdlib> // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace terrain::util {

void keepFreedMemory()
{
#if defined(__GLIBC__)
    constexpr int kMiB = 1024 * 1024;
    // Setting either turns off glibc's moving thresholds.
    mallopt(M_MMAP_THRESHOLD, 32 * kMiB);
    mallopt(M_TRIM_THRESHOLD, 64 * kMiB);
#endif
}

} // namespace terrain::util
