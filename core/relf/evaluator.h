#pragma once
// The Relf Terrain Generator: an immutable evaluator built from a parameter
// set. Cheap to share between threads (no mutable state); build a new one
// when the parameters change.
//
// terra() and height() are the single-point reference: they reproduce seed
// 000's Java step by step. The row functions are the fast path for maps and
// exports; they return the same values bit for bit (tested).

#include "parameters.h"
#include "terra.h"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace terrain::relf {

class RelfEvaluator
{
public:
    // The parameters must be valid (see validateParameters).
    explicit RelfEvaluator(RelfParameters parameters);

    const RelfParameters &parameters() const { return m_params; }

    // Ground height: calcHeight with the time set, then mountain tops.
    double height(double x, double y) const;
    // All the reference tells at (x, y). sceneView: placed streams count as
    // terrain only in a scene, as in the reference (a map draws them as lines).
    Terra terra(double x, double y, bool sceneView = false) const;
    // calcProf(a, x, b, y) over one vector set.
    int calcProf(const VectorSet &set, double x, double y) const;

    // Fast rows: sample i is at (x0 + i·step, y). Identical to height()/terra().
    void heightRow(double x0, double y, double step, std::span<double> out) const;
    void terraRow(double x0, double y, double step, std::span<Terra> out) const;

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
    static constexpr int kBuildingGrid = 16;
    static constexpr int kBuildingSize = 12;

    bool isSnow(double groundHeight) const { return groundHeight > m_params.snowHeight; }

    // The vector set used for point features: (B2[i], A3[i]), as the
    // reference swaps the tables to re-use them; as many as the shorter set.
    const VectorSet &featureSet() const { return m_featureSet; }

private:
    struct RowPlan;
    double calcHeightOnly(double x, double y) const;
    double applyMountains(double ht) const;
    bool planRow(double x0, double y, double step, std::size_t n, RowPlan &plan) const;

    RelfParameters m_params;
    VectorSet m_featureSet;
    std::int32_t m_mask = 0;
    // Fast-path tables: m_heightTable[n & (128L - 1)] is 128 times the
    // interpolated profile at n / 128; exact integer arithmetic at integer points.
    std::vector<std::int32_t> m_heightTable;
    bool m_fastRows = false;
};

using EvaluatorPtr = std::shared_ptr<const RelfEvaluator>;

} // namespace terrain::relf
