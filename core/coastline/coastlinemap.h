#pragma once
// A fractal coastline: an immutable map generated from a parameter set, cheap
// to share between threads (std::shared_ptr<const CoastlineMap>); make a new
// one when the parameters change.
//
// The reference is CoastApp.makeFractal (seed 002): the start cells sit on a
// coarse grid of spacing S = size / startGrid; each pass halves the step,
// and every cell on the step grid copies the cell at (cx, cy), where cx is
// x or x + step, truncated to a multiple of 2·step and wrapped (the map is a
// torus), and cy likewise. In Java mode the coin flips are the applet's
// Math.random() < 0.5 as java.util.Random(seed), drawn in its order, so a
// 2 x 2 start with the applet's pattern gives the applet's map cell for cell
// (tested against tests/reference/java/CoastAppReference.java). The fast
// mode draws the flips from a counter-based generator instead and writes the
// rows of a level on all threads. Heights, when asked for, always draw
// their offsets from the counter-based generator (the applet has none).
//
// Steps follow the article's figures: step 1 is the start pattern, step n
// the map after n - 1 passes, steps() the finished map. A cell of step n
// shows the top-left cell of its block on that step's grid; cells on that
// grid are never written again, so each step is a prefix of the final map
// and one array holds them all.

#include "coastlineparameters.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>

namespace terrain::coastline {

class CoastlineMap
{
public:
    // Made by generate(); types holds size² cells, heights size² or nothing.
    CoastlineMap(CoastlineParameters parameters, std::unique_ptr<std::uint8_t[]> types,
                 std::unique_ptr<float[]> heights);

    const CoastlineParameters &parameters() const { return m_params; }
    int size() const { return m_size; }
    int steps() const { return m_steps; }
    // The distance between the points of a step's grid: S at step 1, 1 at the last.
    int spacing(int step) const;
    int clampStep(int step) const { return step < 1 ? 1 : (step > m_steps ? m_steps : step); }

    // Land-type indices; x and y wrap around the torus.
    int typeAt(int x, int y) const { return m_types[index(x, y)]; }
    int typeAt(int x, int y, int step) const
    {
        const int mask = ~(spacing(step) - 1);
        return m_types[index(x & mask, y & mask)];
    }
    // Row y of the finished map (0 <= y < size).
    std::span<const std::uint8_t> typeRow(int y) const
    {
        return {m_types.get() + std::size_t(y) * std::size_t(m_size), std::size_t(m_size)};
    }
    // Row y as it stands at a step, into out (size cells).
    void typeRow(int y, int step, std::span<std::uint8_t> out) const;
    std::span<const std::uint8_t> types() const
    {
        return {m_types.get(), std::size_t(m_size) * std::size_t(m_size)};
    }

    bool hasHeights() const { return m_heights != nullptr; }
    float heightAt(int x, int y) const { return m_heights[index(x, y)]; }
    std::span<const float> heightRow(int y) const
    {
        return {m_heights.get() + std::size_t(y) * std::size_t(m_size), std::size_t(m_size)};
    }

private:
    std::size_t index(int x, int y) const
    {
        const int m = m_size - 1; // a power of two: & wraps negative values too
        return std::size_t(y & m) * std::size_t(m_size) + std::size_t(x & m);
    }

    CoastlineParameters m_params;
    int m_size;
    int m_steps;
    std::unique_ptr<std::uint8_t[]> m_types;
    std::unique_ptr<float[]> m_heights;
};

using CoastlineMapPtr = std::shared_ptr<const CoastlineMap>;

// Generates the map of a valid parameter set (throws std::invalid_argument
// with the problems otherwise) on `threads` threads (0: all; Java mode runs
// on one). Returns null when *cancel becomes true while it works. The same
// parameters give the same map on any number of threads.
CoastlineMapPtr generate(const CoastlineParameters &parameters, int threads,
                         const std::atomic<bool> *cancel = nullptr);

} // namespace terrain::coastline
