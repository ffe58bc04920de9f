#include "detailstatistics.h"

#include <cmath>

namespace terrain::continent {

DetailStatistics detailStatistics(const relf::RelfParameters &p)
{
    if (p.profile.empty())
        return {};
    double sum = 0.0;
    for (const std::int32_t v : p.profile)
        sum += v;
    const double n = double(p.profile.size());
    const double mean = sum / n;
    double squares = 0.0;
    for (const std::int32_t v : p.profile)
        squares += (v - mean) * (v - mean);
    const double vectors = double(p.height.size());
    return {mean * vectors, std::sqrt(squares / n) * std::sqrt(vectors)};
}

} // namespace terrain::continent
