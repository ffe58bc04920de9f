#pragma once
// The default planet the view and editor tests look at, built once.

#include "relf/planet/planet.h"

#include <memory>

namespace terrain::testing {

inline std::shared_ptr<const relf::Planet> defaultPlanet()
{
    static const auto planet =
        std::make_shared<const relf::Planet>(relf::PlanetParameters::defaults());
    return planet;
}

} // namespace terrain::testing
