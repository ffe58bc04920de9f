#pragma once
// How the studio, the CLI and the benchmarks ask the C library's allocator
// to keep memory it has been given back.
//
// glibc returns freed memory to the kernel as soon as more than a little
// lies free at the top of the heap, and it maps blocks above a threshold
// that moves with what was freed last. A polygon mesh, a map or a picture
// made again then gets fresh pages, and the kernel faults and zeroes each of
// them: a third of the time of a 25,000-region mesh (docs/performance.md).
// With this, blocks below 32 MiB come from the heap, and up to 64 MiB of
// free heap stays with the process for the next one; larger blocks (a
// million-region map's arrays) are still mapped and given back whole.
//
// Process-wide, so it belongs to a program's main(), never to a library
// (the runtime leaves a game's allocator alone). Does nothing where the C
// library is not glibc.

namespace terrain::util {

void keepFreedMemory();

} // namespace terrain::util
