#pragma once
// Writing a fast row's Terra records: after the kinds and heights of a row
// are known, every point gets x, y, its height (the lake level on a lake),
// its depth (lake level - ground on a lake, else 0), its kind, no feature
// and no code. Features are decided afterwards, at the rare points whose
// trigger fires. A row writes 40 bytes a point, so this is as much of a
// terra row's time as its sums; the AVX-512 writer builds eight records in
// five registers, the AVX2 one four by a transpose, instead of storing field
// by field.

#include "relf/terra.h"

#include <cstddef>
#include <cstdint>

namespace terrain::relf::detail {

struct RecordRow
{
    // x of point i is the Java's (int) of the long x0 + i·step: the low
    // 32 bits, so wrapping 32-bit arithmetic gives it exactly.
    std::uint32_t x0 = 0, step = 1;
    double y = 0.0;
    const double *heights = nullptr;     // the ground height of each point
    const std::int32_t *kinds = nullptr; // a TerrainKind for each point
    double lake = 0.0;
};

void writeTerraRecords(const RecordRow &row, std::size_t n, Terra *out);

// The portable writer (terrarecords.cpp), the AVX2 one for n4 (a multiple
// of 4) records (terrarecordsavx2.cpp) and the AVX-512 one for n8 (a
// multiple of 8, terrarecordsavx512.cpp); writeTerraRecords chooses.
void writeRecordsPortable(const RecordRow &row, std::size_t begin, std::size_t n, Terra *out);
void writeRecordsAvx2(const RecordRow &row, std::size_t n4, Terra *out);
void writeRecordsAvx512(const RecordRow &row, std::size_t n8, Terra *out);

} // namespace terrain::relf::detail
