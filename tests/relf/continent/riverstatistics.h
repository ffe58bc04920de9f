#pragma once
// What a geomorphologist measures on a river network, for the erosion
// tests: how the directions of river segments spread, how long a river
// runs ruler-straight, and Hack's law (main-stem length against drainage
// area). Worked out here from the rivers' points alone.

#include "relf/continent/erosion.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace terrain::testing {

inline constexpr double kPi = 3.14159265358979323846;

// The direction (radians in [0, 2π)) of each chord over `span` steps along
// every river: its points cut into consecutive pieces of that many steps.
inline std::vector<double> segmentDirections(const std::vector<continent::River> &rivers,
                                             std::size_t span)
{
    std::vector<double> out;
    for (const continent::River &river : rivers)
        for (std::size_t j = 0; j + span < river.points.size(); j += span) {
            const double dx = river.points[j + span][0] - river.points[j][0];
            const double dy = river.points[j + span][1] - river.points[j][1];
            double a = std::atan2(dy, dx);
            if (a < 0)
                a += 2 * kPi;
            out.push_back(a);
        }
    return out;
}

// The largest share of the directions in one of `sectors` equal sectors, the
// first centred on east, as a multiple of an even share (1: all alike).
inline double largestSectorRatio(const std::vector<double> &directions, int sectors)
{
    std::vector<int> count(static_cast<std::size_t>(sectors), 0);
    const double width = 2 * kPi / sectors;
    for (const double a : directions)
        ++count[static_cast<std::size_t>(static_cast<int>(std::floor(a / width + 0.5)) % sectors)];
    const int most = *std::max_element(count.begin(), count.end());
    return most * static_cast<double>(sectors) / static_cast<double>(directions.size());
}

// The share of directions within `degrees` of one of the grid's eight.
inline double gridAlignedShare(const std::vector<double> &directions, double degrees)
{
    std::size_t near = 0;
    const double eighth = kPi / 4, tolerance = degrees * kPi / 180;
    for (const double a : directions) {
        const double off = a - eighth * std::floor(a / eighth + 0.5);
        near += std::abs(off) <= tolerance ? 1 : 0;
    }
    return static_cast<double>(near) / static_cast<double>(directions.size());
}

// The longest stretch of a river, in cells along its chord, whose points all
// lie within `tolerance` cells of the chord between its ends.
inline double longestStraightRun(const continent::River &river, double tolerance = 0.5)
{
    const auto &p = river.points;
    double longest = 0;
    for (std::size_t j = 0; j < p.size(); ++j)
        for (std::size_t k = j + 2; k < p.size(); ++k) {
            const double dx = p[k][0] - p[j][0], dy = p[k][1] - p[j][1];
            const double length = std::hypot(dx, dy);
            bool straight = length > 0;
            for (std::size_t q = j + 1; straight && q < k; ++q)
                straight = std::abs((p[q][0] - p[j][0]) * dy - (p[q][1] - p[j][1]) * dx) <=
                           tolerance * length;
            if (!straight)
                break;
            longest = std::max(longest, length);
        }
    return longest;
}

// A river's length along its points, in cells.
inline double riverLength(const continent::River &river)
{
    double length = 0;
    for (std::size_t j = 1; j < river.points.size(); ++j)
        length += std::hypot(river.points[j][0] - river.points[j - 1][0],
                             river.points[j][1] - river.points[j - 1][1]);
    return length;
}

// Hack's exponent h of L ∝ A^h: the least-squares slope of log length
// against log area over the rivers given.
inline double hackExponent(const std::vector<const continent::River *> &rivers)
{
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    const auto n = static_cast<double>(rivers.size());
    for (const continent::River *r : rivers) {
        const double x = std::log(r->area), y = std::log(riverLength(*r));
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

} // namespace terrain::testing
