// Where there is no x86 (WebAssembly, ARM): the names of the x86 kernels
// (rowkernelavx2.cpp, rowkernelavx512.cpp, rowkernelbytes.cpp,
// terrarecordsavx*.cpp) for the dispatch to link against. The dispatch
// never picks them there (cpufeatures.h); they take the plain C++ path.

#include "cpufeatures.h"
#include "rowkernelvariants.h"
#include "terrarecords.h"

#if !TERRAIN_X86

namespace terrain::relf::detail {

void sumAvx2(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
             std::span<const std::uint32_t> inc, std::span<std::int32_t> out)
{
    sumScalar(profile, interpolated, base, inc, out);
}

void sumAvx512(const PaddedProfile &profile, bool interpolated, std::span<const std::uint32_t> base,
               std::span<const std::uint32_t> inc, std::span<std::int32_t> out)
{
    sumScalar(profile, interpolated, base, inc, out);
}

CandidateKernel avx512CandidateKernel(std::size_t, bool)
{
    return nullptr;
}

void triggerHitsAvx512(const std::int32_t *, const TriggerTest &, std::size_t, std::uint64_t *) {}
void triggerHitsAvx2(const std::int32_t *, const TriggerTest &, std::size_t, std::uint64_t *) {}

bool cpuHasVbmi()
{
    return false;
}

void sumProfileBytes(const std::uint8_t *, std::span<const std::uint32_t>,
                     std::span<const std::uint32_t>, std::span<std::int32_t>)
{
}

void sumInterpolatedBytes(const std::uint8_t *, const std::int8_t *, std::span<const std::uint32_t>,
                          std::span<const std::uint32_t>, std::span<std::int32_t>)
{
}

void writeRecordsAvx2(const RecordRow &row, std::size_t n4, Terra *out)
{
    writeRecordsPortable(row, 0, n4, out);
}

void writeRecordsAvx512(const RecordRow &row, std::size_t n8, Terra *out)
{
    writeRecordsPortable(row, 0, n8, out);
}

} // namespace terrain::relf::detail

#endif
