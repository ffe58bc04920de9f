// The portable Terra record writer and the choice of writer (terrarecords.h).

#include "terrarecords.h"

#include "rowkernel.h"

#include <string_view>

namespace terrain::relf::detail {

void writeRecordsPortable(const RecordRow &row, std::size_t begin, std::size_t n, Terra *out)
{
    std::uint32_t x = row.x0 + static_cast<std::uint32_t>(begin) * row.step;
    for (std::size_t i = begin; i < n; ++i, x += row.step) {
        const auto kind = static_cast<TerrainKind>(row.kinds[i]);
        const bool water = kind == TerrainKind::Lake;
        const double h = row.heights[i];
        // Field by field: a whole Terra assigned from a temporary compiles
        // to overlapping unaligned stores that cost twice as much.
        Terra &t = out[i];
        t.x = static_cast<std::int32_t>(x);
        t.y = row.y;
        t.height = water ? row.lake : h;
        t.depth = water ? row.lake - h : 0.0;
        t.terrain = kind;
        t.feature = Feature::None;
        t.code = {0, 0};
    }
}

void writeTerraRecords(const RecordRow &row, std::size_t n, Terra *out)
{
    // The widest writer the row kernels use (TERRAIN_ROW_KERNEL asks for a
    // narrower one in tests and benchmarks). Asked at the first call, after
    // the kernels' own choice is made.
    static const std::string_view kernel = rowKernelName();
    std::size_t done = 0;
    if (kernel.starts_with("avx512")) {
        done = n & ~std::size_t(7);
        writeRecordsAvx512(row, done, out);
    } else if (kernel == "avx2") {
        done = n & ~std::size_t(3);
        writeRecordsAvx2(row, done, out);
    }
    writeRecordsPortable(row, done, n, out);
}

} // namespace terrain::relf::detail
