#pragma once
// The Relf Terrain Generator: an immutable evaluator built from a parameter
// set. Cheap to share between threads (no mutable state); build a new one
// when the parameters change.
//
// terra() and height() are the single-point reference: they reproduce seed
// 000's Java step by step. The row functions are the fast path for maps and
// exports; they return the same values bit for bit (tested).

#include "climate.h"
#include "continent.h"
#include "parameters.h"
#include "relf/features/roads.h"
#include "relf/kernels/rowkernel.h"
#include "terra.h"
#include "terradecision.h"

#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace terrain::relf {

class RelfEvaluator
{
public:
    // The parameters must be valid (see validateParameters). A previous
    // evaluator with the same placements and roads lends its placed store,
    // so an edit of the vectors does not lay the roads out again.
    explicit RelfEvaluator(RelfParameters parameters, const RelfEvaluator *previous = nullptr);

    const RelfParameters &parameters() const { return m_params; }
    // What terra finds placed: the designer's objects and the road cells.
    const PlacedIndex &placed() const { return *m_placed; }

    // Ground height: calcHeight with the time set, then mountain tops.
    double height(double x, double y) const;
    // All the reference tells at (x, y). sceneView: placed streams count as
    // terrain only in a scene, as in the reference (a map draws them as lines).
    // streamMarks: the stream placements of a stream scan, asked where
    // nothing else is placed (see streams.h).
    Terra terra(double x, double y, bool sceneView = false,
                const PlacedObjects *streamMarks = nullptr) const;
    // calcProf(a, x, b, y) over one vector set.
    int calcProf(const VectorSet &set, double x, double y) const;

    // Fast rows: sample i is at (x0 + i·step, y). Identical to height()/terra().
    void heightRow(double x0, double y, double step, std::span<double> out) const;
    void terraRow(double x0, double y, double step, std::span<Terra> out) const;

    // What a map needs of a row: terra's terrain kind and height (the lake
    // level on a LAKE) at x0 + i·step. Identical to terra(), without features.
    void mapRow(double x0, double y, double step, std::span<TerrainKind> kinds,
                std::span<double> heights) const;

    // Every point feature (terra's feature not NONE) at the integer points
    // of [x0, x1] x [y0, y1], in row order from north to south. Scans only
    // the feature sums, then confirms the rare candidates with terra.
    std::vector<Terra> featuresIn(std::int64_t x0, std::int64_t y0, std::int64_t x1,
                                  std::int64_t y1) const;

    // Repeatable per position (seed 000, "Placing a mix of trees"): which of
    // four tree pictures stands at (xr, yr), and its offset in the 1 m cell,
    // each coordinate in [-0.5, 0.5).
    int treeSelector(std::int32_t xr, std::int32_t yr) const;
    std::array<double, 2> treeOffset(std::int32_t xr, std::int32_t yr) const;

    // Town buildings (seed 000, "Placing buildings in towns"): a 12 m square
    // centred on (16i, 16j) stands where that centre is TOWN and a repeatable
    // pseudo-random function of (i, j) says so (three cells in four).
    bool buildingAt(std::int64_t i, std::int64_t j) const;
    static bool buildingLot(std::int64_t i, std::int64_t j);
    // Whether (x, y) lies inside one of the town's buildings.
    bool buildingCovers(double x, double y) const;
    static constexpr int kBuildingGrid = 16;
    static constexpr int kBuildingSize = 12;

    // The continent's macro value at (x, y) in [0, 1]; none without a continent.
    const ContinentSampler *continent() const { return m_continent.get(); }

    // The continent's climate; none without a continent or with its climate off.
    const ClimateField *climate() const { return m_climate.get(); }
    // The snow line at y (the climate lowers it towards the north) and
    // whether ground of that height at y lies under snow.
    double snowHeightAt(double y) const
    {
        return m_climate ? m_climate->snowHeight(y) : m_params.snowHeight;
    }
    bool isSnow(double y, double groundHeight) const { return groundHeight > snowHeightAt(y); }

    // The vector set used for point features: (B2[i], A3[i]), as the
    // reference swaps the tables to re-use them; as many as the shorter set.
    const VectorSet &featureSet() const { return m_featureSet; }

private:
    struct RowPlan;
    double calcHeightOnly(double x, double y) const;
    void toHeights(std::span<const std::int32_t> sums, std::span<double> out) const;
    // The kinds of a row at x0 + i·step on y (without features).
    void classifyRow(double x0, double y, double step, const detail::DecisionRules &rules,
                     std::span<const std::int32_t> hsum, std::span<const double> heights,
                     const std::int32_t *v1, const std::int32_t *v2, const std::int32_t *v3,
                     std::span<std::int32_t> kinds) const;
    // The vegetation of a row under the climate, as decide() with
    // climateRules() gives it point by point.
    void climateVegetationRow(double x0, double y, double step, std::span<const double> heights,
                              const std::int32_t *v1, const std::int32_t *v2,
                              const std::int32_t *v3, std::span<std::int32_t> kinds) const;
    // The rules at one place: the climate's thresholds there.
    detail::DecisionRules climateRules(detail::DecisionRules rules, double x, double y,
                                       double height) const;
    double applyMountains(double ht) const { return mountainHeight(m_params, ht); }
    // The continent's composition of a row of heights at x0 + i·step.
    void composeContinent(double x0, double y, double step, std::span<double> heights) const
    {
        if (m_continent)
            m_continent->composeRow(x0, y, step, heights);
    }
    // Plans the sets named by the mask: bit 0 height, 1 features, 2..4 vegetation 1..3.
    static constexpr unsigned kPlanHeight = 1, kPlanFeatures = 2, kPlanAll = 31;
    bool planRow(double x0, double y, double step, std::size_t n, unsigned sets,
                 RowPlan &plan) const;
    // Calls at(i, road) for each sample i of an integer row whose rounded
    // position holds a placed object (road: a plain ROAD); false when it cannot tell (the row
    // leaves the 32-bit range the placement keys use).
    template <typename At>
    bool forEachPlacedSample(std::int64_t x0, std::int64_t y, std::int64_t step, std::size_t n,
                             At at) const;

    RelfParameters m_params;
    std::shared_ptr<const PlacedIndex> m_placed;
    std::shared_ptr<const ContinentSampler> m_continent; // none without a continent
    std::shared_ptr<const ClimateField> m_climate;       // none without its climate
    VectorSet m_featureSet;
    std::int32_t m_mask = 0;
    detail::PaddedProfile m_padded; // the profile as the fast rows read it
    bool m_fastRows = false;        // sums fit in 32 bits, so the fast rows may run
    bool m_narrowTriggers = false;  // feature triggers can be tested in 32-bit arithmetic
};

using EvaluatorPtr = std::shared_ptr<const RelfEvaluator>;

// A pointer that shares an evaluator the caller keeps alive, without owning it
// (for calls that borrow one for their own duration).
inline EvaluatorPtr borrowEvaluator(const RelfEvaluator &terrain)
{
    return EvaluatorPtr(std::shared_ptr<void>(), &terrain);
}

} // namespace terrain::relf
