// Every benchmark runs with the allocator set as the studio's and the CLI's
// main() set it (core/util/freedmemory.h), so that what it measures is what
// a designer gets. Linked into each benchmark, this runs before main().
#include "util/freedmemory.h"

namespace {

const bool kFreedMemoryKept = (terrain::util::keepFreedMemory(), true);

} // namespace
