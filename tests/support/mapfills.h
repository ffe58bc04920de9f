#pragma once
// What the map's vegetation fill paints where terra names a kind of one
// flat colour (lake, grass, wood), for checks that compare a picture with
// terra pixel by pixel; the other kinds are patterned or mixed, and give
// nothing.

#include "relf/terra.h"
#include "render/colourtable.h"

#include <QColor>

#include <optional>

namespace terrain::testing {

inline std::optional<QRgb> flatFillOf(relf::TerrainKind kind)
{
    switch (kind) {
    case relf::TerrainKind::Lake:
        return render::rgbOf(render::MapColour::Lake);
    case relf::TerrainKind::Grass:
        return render::rgbOf(render::MapColour::Grass);
    case relf::TerrainKind::Wood:
        return render::rgbOf(render::MapColour::Wood);
    default:
        return std::nullopt;
    }
}

} // namespace terrain::testing
