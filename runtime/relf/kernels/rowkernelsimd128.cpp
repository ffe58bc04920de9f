// The WebAssembly SIMD128 row kernel: four samples at a time, the profile
// entries picked from a window of registers by i8x16.swizzle (which gives
// zero for a byte index of 16 or more, so the registers of a window are
// simply ORed together) instead of four scalar loads; interpolated from
// 16-bit pairs (P, D) by one dot product where the profile allows. The same
// bits as sumScalar: wrapping 32-bit integer arithmetic throughout.

#include "rowkernelvariants.h"

#if defined(__wasm_simd128__)

#include <wasm_simd128.h>

namespace terrain::relf::detail {

namespace {

// The largest |inc| a window of 4·R entries serves: the four lanes' entries
// lie within (127 + 3·|inc|) / 128 of lane 0's, which must stay below 4·R.
constexpr std::int64_t windowLimit(int registers)
{
    return (512 * registers - 128) / 3;
}

// Entries rel (0 <= rel < 4·R) of the window at w: the byte indices
// 4·rel + {0, 1, 2, 3} of each lane (lane i's 4·rel copied to its four bytes
// by a constant shuffle), shifted down by 16 for each register.
template <int R> inline v128_t pickBytes(const std::int32_t *w, v128_t bytes)
{
    v128_t val = wasm_i8x16_swizzle(wasm_v128_load(w), bytes);
    for (int r = 1; r < R; ++r)
        val =
            wasm_v128_or(val, wasm_i8x16_swizzle(wasm_v128_load(w + 4 * r),
                                                 wasm_i8x16_sub(bytes, wasm_i8x16_splat(16 * r))));
    return val;
}

inline v128_t laneBytes(v128_t rel)
{
    const v128_t four = wasm_i32x4_shl(rel, 2);
    return wasm_i8x16_add(
        wasm_i8x16_shuffle(four, four, 0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12),
        wasm_i32x4_splat(0x03020100));
}

template <int R> inline v128_t pick(const std::int32_t *w, v128_t rel)
{
    return pickBytes<R>(w, laneBytes(rel));
}

// What four samples of a vector pick and weigh depends only on lane 0's
// position within its entry, k0 = n0 & 127: the byte indices into the
// window and the pair table's weights (128, k) of each lane, for every k0,
// kept for the last few vectors (a row's vectors recur on every row).
struct LaneTable
{
    std::uint64_t key = ~std::uint64_t(0);
    v128_t bytes[128];
    v128_t weights[128];
};

const LaneTable &laneTable(std::int32_t inc, std::uint32_t back)
{
    constexpr std::size_t kKept = 16;
    thread_local LaneTable kept[kKept];
    thread_local std::size_t next = 0;
    const std::uint64_t key = (std::uint64_t(static_cast<std::uint32_t>(inc)) << 8) | back;
    for (const LaneTable &t : kept)
        if (t.key == key)
            return t;
    LaneTable &t = kept[next++ % kKept];
    t.key = key;
    const v128_t offsets =
        wasm_i32x4_add(wasm_i32x4_mul(wasm_i32x4_make(0, 1, 2, 3), wasm_i32x4_splat(inc)),
                       wasm_i32x4_splat(static_cast<std::int32_t>(back * 128)));
    for (std::int32_t k0 = 0; k0 < 128; ++k0) {
        const v128_t d = wasm_i32x4_add(offsets, wasm_i32x4_splat(k0));
        t.bytes[k0] = laneBytes(wasm_i32x4_shr(d, 7));
        t.weights[k0] = wasm_v128_or(wasm_i32x4_shl(wasm_v128_and(d, wasm_i32x4_splat(127)), 16),
                                     wasm_i32x4_splat(128));
    }
    return t;
}

// windowSimd's interpolated samples from the pair table: the entry (P, D)
// of each lane and one 16-bit dot product with (128, k), the byte indices
// and weights from the vector's lane table.
template <int R, bool First>
void pairedSimd(const PaddedProfile &profile, std::uint32_t base, std::uint32_t inc,
                std::int32_t *o, std::size_t n4)
{
    const std::int32_t *P = profile.pairs.data();
    const std::uint32_t mask = profile.mask;
    const auto sinc = static_cast<std::int32_t>(inc);
    const std::uint32_t back = sinc < 0 ? 4u * R - 1u : 0u;
    const LaneTable &table = laneTable(sinc, back);
    const std::uint32_t step4 = inc * 4u;
    std::uint32_t n0 = base;
    for (std::size_t x = 0; x < n4; x += 4, n0 += step4) {
        const std::uint32_t k0 = n0 & 127;
        const v128_t val = wasm_i32x4_dot_i16x8(
            pickBytes<R>(P + (((n0 >> 7) - back) & mask), table.bytes[k0]), table.weights[k0]);
        std::int32_t *dst = o + x;
        wasm_v128_store(dst, First ? val : wasm_i32x4_add(val, wasm_v128_load(dst)));
    }
}

// One vector over the row, four samples at a time, from a window of 4·R
// profile entries around lane 0's (starting 4·R - 1 lower when inc < 0).
// Interpolated samples from the pair table when there is one (pairedSimd).
template <int R, bool Interpolated, bool First>
void windowSimd(const PaddedProfile &profile, std::uint32_t base, std::uint32_t inc,
                std::int32_t *o, std::size_t n4)
{
    if constexpr (Interpolated)
        if (!profile.pairs.empty())
            return pairedSimd<R, First>(profile, base, inc, o, n4);
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    const auto sinc = static_cast<std::int32_t>(inc);
    const std::uint32_t back = sinc < 0 ? 4u * R - 1u : 0u;
    const v128_t offsets =
        wasm_i32x4_add(wasm_i32x4_mul(wasm_i32x4_make(0, 1, 2, 3), wasm_i32x4_splat(sinc)),
                       wasm_i32x4_splat(static_cast<std::int32_t>(back * 128)));
    const v128_t low = wasm_i32x4_splat(127);
    const std::uint32_t step4 = inc * 4u;
    std::uint32_t n0 = base;
    for (std::size_t x = 0; x < n4; x += 4, n0 += step4) {
        const std::uint32_t w0 = ((n0 >> 7) - back) & mask;
        const v128_t d =
            wasm_i32x4_add(offsets, wasm_i32x4_splat(static_cast<std::int32_t>(n0 & 127)));
        const v128_t rel = wasm_i32x4_shr(d, 7);
        v128_t val = pick<R>(P + w0, rel);
        if constexpr (Interpolated) {
            const v128_t k = wasm_v128_and(d, low);
            const v128_t next = pick<R>(P + w0 + 1, rel);
            val = wasm_i32x4_add(wasm_i32x4_shl(val, 7),
                                 wasm_i32x4_mul(k, wasm_i32x4_sub(next, val)));
        }
        std::int32_t *dst = o + x;
        wasm_v128_store(dst, First ? val : wasm_i32x4_add(val, wasm_v128_load(dst)));
    }
}

// A steep vector: each lane's entries loaded on their own.
template <bool Interpolated, bool First>
void loadSimd(const PaddedProfile &profile, std::uint32_t base, std::uint32_t inc, std::int32_t *o,
              std::size_t n4)
{
    const std::int32_t *P = profile.values.data();
    const std::uint32_t mask = profile.mask;
    std::uint32_t n = base;
    for (std::size_t x = 0; x < n4; x += 4) {
        const std::uint32_t p[4] = {(n >> 7) & mask, ((n + inc) >> 7) & mask,
                                    ((n + 2 * inc) >> 7) & mask, ((n + 3 * inc) >> 7) & mask};
        v128_t val = wasm_i32x4_make(P[p[0]], P[p[1]], P[p[2]], P[p[3]]);
        if constexpr (Interpolated) {
            const v128_t next = wasm_i32x4_make(P[p[0] + 1], P[p[1] + 1], P[p[2] + 1], P[p[3] + 1]);
            const v128_t k = wasm_i32x4_make(static_cast<std::int32_t>(n & 127),
                                             static_cast<std::int32_t>((n + inc) & 127),
                                             static_cast<std::int32_t>((n + 2 * inc) & 127),
                                             static_cast<std::int32_t>((n + 3 * inc) & 127));
            val = wasm_i32x4_add(wasm_i32x4_shl(val, 7),
                                 wasm_i32x4_mul(k, wasm_i32x4_sub(next, val)));
        }
        std::int32_t *dst = o + x;
        wasm_v128_store(dst, First ? val : wasm_i32x4_add(val, wasm_v128_load(dst)));
        n += 4 * inc;
    }
}

template <bool Interpolated, bool First>
void vectorSimd(const PaddedProfile &profile, std::uint32_t base, std::uint32_t inc,
                std::int32_t *o, std::size_t n4)
{
    const auto sinc = static_cast<std::int32_t>(inc);
    // |inc| as a 64-bit number: -2^31 has no 32-bit magnitude.
    const std::int64_t steep = sinc < 0 ? -std::int64_t(sinc) : sinc;
    if (steep <= windowLimit(1))
        return windowSimd<1, Interpolated, First>(profile, base, inc, o, n4);
    if (steep <= windowLimit(2))
        return windowSimd<2, Interpolated, First>(profile, base, inc, o, n4);
    if (steep <= windowLimit(4))
        return windowSimd<4, Interpolated, First>(profile, base, inc, o, n4);
    loadSimd<Interpolated, First>(profile, base, inc, o, n4);
}

} // namespace

void sumSimd128(const PaddedProfile &profile, bool interpolated,
                std::span<const std::uint32_t> base, std::span<const std::uint32_t> inc,
                std::span<std::int32_t> out)
{
    static constexpr VectorPasses passes{{{&vectorSimd<false, false>, &vectorSimd<false, true>},
                                          {&vectorSimd<true, false>, &vectorSimd<true, true>}}};
    sumVectors(passes, 4, profile, interpolated, base, inc, out);
}

void triggerHitsSimd128(const std::int32_t *sums, const TriggerTest &t, std::size_t n4,
                        std::uint64_t *words)
{
    const v128_t fmask = wasm_i32x4_splat(static_cast<std::int32_t>(t.mask));
    const v128_t t1 = wasm_i32x4_splat(static_cast<std::int32_t>(t.triggers[0]));
    const v128_t t2 = wasm_i32x4_splat(static_cast<std::int32_t>(t.triggers[1]));
    const v128_t t3 = wasm_i32x4_splat(static_cast<std::int32_t>(t.triggers[2]));
    const v128_t half = wasm_i32x4_splat(64);
    // xr·yr = (x0 + i·step)·yr, and 4·step·yr more for the next 4 samples
    // (wrapping, as the product does).
    v128_t xryr = wasm_i32x4_mul(
        wasm_i32x4_add(wasm_i32x4_splat(static_cast<std::int32_t>(t.x0)),
                       wasm_i32x4_mul(wasm_i32x4_make(0, 1, 2, 3),
                                      wasm_i32x4_splat(static_cast<std::int32_t>(t.step)))),
        wasm_i32x4_splat(static_cast<std::int32_t>(t.yr)));
    const v128_t next = wasm_i32x4_splat(static_cast<std::int32_t>(4u * t.step * t.yr));
    for (std::size_t x = 0; x < n4; x += 4) {
        const v128_t a = wasm_v128_load(sums + x);
        const v128_t f =
            wasm_v128_and(wasm_u32x4_shr(wasm_i32x4_add(wasm_i32x4_mul(a, xryr), half), 7), fmask);
        const v128_t hit = wasm_v128_or(wasm_v128_or(wasm_i32x4_eq(f, t1), wasm_i32x4_eq(f, t2)),
                                        wasm_i32x4_eq(f, t3));
        words[x / 64] |= std::uint64_t(wasm_i32x4_bitmask(hit)) << (x % 64);
        xryr = wasm_i32x4_add(xryr, next);
    }
}

} // namespace terrain::relf::detail

#endif
