#pragma once
// Caverns (seed 000, "Caverns"): two height fields from the profile, a roof
// and a floor, each read at its own horizontal offset and at a scale that
// sets how often they undulate; the floor also has a vertical offset. Space
// is open where the roof lies above the floor. Both lie `depth` below the
// reference heights, under the ground.

#include "relf/evaluator.h"

#include <span>
#include <vector>

namespace terrain::relf {

struct CavernSample
{
    double distance = 0; // along the section, metres
    double ground = 0, roof = 0, floor = 0, mineLevel = 0;
    bool open = false;
};

class Caverns
{
public:
    explicit Caverns(const RelfEvaluator &terrain);

    double roof(double x, double y) const;
    double floor(double x, double y) const;
    bool isOpen(double x, double y) const { return roof(x, y) > floor(x, y); }

    // Rows of both fields at x0 + i·step (fast where the terrain's rows are).
    void rows(double x0, double y, double step, std::span<double> roof,
              std::span<double> floor) const;

    // n samples along the line from (ax, ay) to (bx, by), both ends included.
    std::vector<CavernSample> section(double ax, double ay, double bx, double by, int n) const;

private:
    const RelfEvaluator &m_terrain;
    CavernRules m_rules;
    // The reference heights without the time set or mountain tops.
    RelfEvaluator m_plain;
};

} // namespace terrain::relf
