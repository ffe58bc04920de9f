#pragma once
// What the Relf export tests write from: the 1983 reference terrain and a
// region of it, as a second base after QObject.

#include "export/heightmapwriter.h"
#include "relf/evaluator.h"

namespace terrain::testing {

// The regions the export tests write.
enum class ExportRegion
{
    LakeAndHills, // (-300, -1500), 500 x 400 m
    TownToMoor,   // (-1600, -1500), 1600 x 2400 m: town, lake, wood, moor, grass and more
};

constexpr exporting::Region exportRegion(ExportRegion which)
{
    return which == ExportRegion::LakeAndHills ? exporting::Region{-300, -1500, 500, 400}
                                               : exporting::Region{-1600, -1500, 1600, 2400};
}

template <ExportRegion Which> class ReferenceExport
{
protected:
    const relf::RelfEvaluator m_terrain{relf::RelfParameters::reference1983()};
    const exporting::Region m_region = exportRegion(Which);
};

} // namespace terrain::testing
