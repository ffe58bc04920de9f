#pragma once
// Start patterns to begin from (seed 002: "This can be done randomly, or
// they can be pre-set to create land masses"). Type 0 is the sea, 1 the land.
//
//   corners      the article's: land in the bottom-right quarter only (on a
//                2 x 2 grid, exactly the applet's four start cells)
//   continent    one round land mass in the middle of the torus
//   archipelago  single land cells on every other row and column
//   sea          no land at all

#include "coastlineparameters.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace terrain::coastline {

QStringList startPresetNames();

// The g x g start cells of a preset, row-major; nothing for an unknown name.
std::optional<std::vector<std::uint8_t>> startPreset(const QString &name, int grid);

// Puts a preset into a parameter set at its start grid, adding a "Land"
// type when the set has only the sea. False (and nothing changed) for an
// unknown name.
bool applyStartPreset(CoastlineParameters &parameters, const QString &name);

} // namespace terrain::coastline
