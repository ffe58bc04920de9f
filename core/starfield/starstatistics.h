#pragma once
// The seed's four exercises on a scanned block of space (seed 000, "3D
// space: nebulae and stars"): the average star density per cubic unit, the
// nearest visible star and its planets, the number of stars for each number
// of planets, and whether star colour and planet count correlate.

#include "starfield.h"

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace terrain::starfield {

struct StarStatistics
{
    std::int64_t stars = 0;
    double volume = 0;  // cubic units scanned
    double density = 0; // stars per cubic unit
    std::optional<Star> nearest;
    double nearestDistance = 0;                // from the eye, in units
    std::array<std::int64_t, 16> perPlanets{}; // stars with 0 .. 15 planets
    // Pearson's r between colour index and planet count over the stars, and
    // t = r·sqrt((n - 2) / (1 - r²)) with n - 2 degrees of freedom; NaN
    // with fewer than three stars or when either is constant.
    double correlation = 0;
    double t = 0;
    // |t| below the two-sided 5 % point of Student's t with n - 2 degrees
    // of freedom: no evidence that colour and planets correlate.
    bool independent = true;
};

// The eye looks along +z from the middle of the box's near face.
struct Eye
{
    double x = 0, y = 0, z = 0;
};
Eye eyeOf(const SpaceBox &box);

StarStatistics starStatistics(const std::vector<Star> &stars, const SpaceBox &box, const Eye &eye);

} // namespace terrain::starfield
