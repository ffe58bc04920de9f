#include "coastlinemap.h"

#include "coastline/fractal/fractalheights.h"
#include "coastline/fractal/fractaltypes.h"
#include "util/parallel.h"

#include <stdexcept>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace terrain::coastline {

CoastlineMap::CoastlineMap(CoastlineParameters parameters, std::unique_ptr<std::uint8_t[]> types,
                           std::unique_ptr<float[]> heights)
    : m_params(std::move(parameters))
    , m_size(m_params.size)
    , m_steps(m_params.steps())
    , m_types(std::move(types))
    , m_heights(std::move(heights))
{
}

int CoastlineMap::spacing(int step) const
{
    return m_params.coarseSpacing() >> (clampStep(step) - 1);
}

void CoastlineMap::typeRow(int y, int step, std::span<std::uint8_t> out) const
{
    const int s = spacing(step);
    const std::span<const std::uint8_t> row = typeRow(y & ~(s - 1) & (m_size - 1));
    for (std::size_t x = 0; x < out.size() && x < row.size(); ++x)
        out[x] = row[x & ~std::size_t(s - 1)];
}

namespace {

// Memory for size² values that every pass will write, so no zeroing. On
// Linux, large maps ask for huge pages: a 16384² map would otherwise take
// 65 536 page faults as the first passes touch it.
template <typename T> std::unique_ptr<T[]> uninitialised(std::size_t count)
{
    auto p = std::make_unique_for_overwrite<T[]>(count);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t kHuge = 2u << 20;
    const auto begin = (reinterpret_cast<std::uintptr_t>(p.get()) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(p.get() + count)) & ~(kHuge - 1);
    if (end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin,
                MADV_HUGEPAGE); // a hint; failure is harmless
#endif
    return p;
}

} // namespace

CoastlineMapPtr generate(const CoastlineParameters &p, int threads, const std::atomic<bool> *cancel)
{
    if (const QStringList problems = validate(p); !problems.isEmpty())
        throw std::invalid_argument(problems.join(QLatin1Char('\n')).toStdString());
    if (threads <= 0)
        threads = util::idealThreads();
    const std::size_t cells = std::size_t(p.size) * std::size_t(p.size);
    auto types = uninitialised<std::uint8_t>(cells);
    detail::placeStart(p, types.get());
    const bool done = p.random == RandomMode::Java
                          ? detail::typePassesJava(p, types.get(), cancel)
                          : detail::typePassesFast(p, types.get(), threads, cancel);
    if (!done)
        return nullptr;
    std::unique_ptr<float[]> heights;
    if (p.heights.enabled) {
        heights = uninitialised<float>(cells);
        if (!detail::heightPasses(p, types.get(), heights.get(), threads, cancel))
            return nullptr;
    }
    return std::make_shared<const CoastlineMap>(p, std::move(types), std::move(heights));
}

} // namespace terrain::coastline
