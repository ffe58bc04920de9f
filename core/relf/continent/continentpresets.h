#pragma once
// Making a continent for a Relf parameter set: the designed curves' presets
// and the grid's coast margin. The curves are written as
//   height' = lake + offset(m) + amplitude(m) · (height − mean)
// (mean: the Relf heights' mean, from the profile), stored as the base curve
// lake + offset − amplitude · mean, so a preset fits any profile and lake.

#include "relf/continent.h"
#include "relf/detailstatistics.h"
#include "relf/parameters.h"

#include <memory>
#include <string_view>

namespace terrain::continent {

enum class Preset
{
    Gentle,      // low plains and hills, rough only inland
    Alpine,      // the inland rises to snowy, rough mountains
    Archipelago, // land barely above the sea: islands and inland lakes
};
inline constexpr Preset kPresets[] = {Preset::Gentle, Preset::Alpine, Preset::Archipelago};
const char *presetName(Preset preset);
bool presetFromName(std::string_view name, Preset *preset);

// Sets the continent's base and amplitude curves to the preset's, for p.
void applyPreset(relf::Continent &continent, Preset preset, const relf::RelfParameters &p);

// Keeps every sample at least margin (a macro value) from the coast, on its
// own side: [0, coast) maps linearly onto [0, coast − margin], [coast, 1] onto
// [coast + margin, 1]. A cell's centre then keeps its side whatever the
// detail adds near the shore.
void separateCoast(relf::ContinentGrid &grid, double coast, double margin);
inline constexpr double kCoastMargin = 0.05;

// A continent of the grid for p with the Gentle curves (placement and source
// as given) and its climate on.
relf::Continent makeContinent(std::shared_ptr<const relf::ContinentGrid> grid,
                              relf::ContinentEdges edges, double cell, double originX,
                              double originY, relf::ContinentSource source,
                              const relf::RelfParameters &p, Preset preset = Preset::Gentle);

} // namespace terrain::continent
