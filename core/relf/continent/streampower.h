#pragma once
// The implicit stream-power step (Braun & Willett 2013) on the river trees
// of a continent grid; the model is described in erosion.h.
//
// A tree is every land cell that drains, by its D8 direction, through one
// root: a land cell whose receiver is a base level (the sea, the world past
// an Ocean edge, or the sink of an all-land torus). Its cells are put in
// stack order by a depth-first walk up from the root (donors are the
// neighbours whose direction points back), the drainage areas summed from
// the last cell to the first, and the heights solved from the first cell to
// the last, each from its receiver's new height. Trees share no cell, so
// each is solved whole by one thread and the result does not depend on how
// they are shared out.

#include "relf/flowrouting.h"

#include <memory>
#include <mutex>
#include <vector>

namespace terrain::continent {

struct StreamPower
{
    double kdt = 0.0;    // K · dt
    double uplift = 0.0; // added to land per step, in 16-bit steps
    double floor = 0.0;  // the lowest land height; lower is sea
    std::int64_t sink = -1;
};

class TreeSolver
{
public:
    explicit TreeSolver(const Lattice &lattice);
    ~TreeSolver();
    TreeSolver(const TreeSolver &) = delete;
    TreeSolver &operator=(const TreeSolver &) = delete;

    // One step on the trees of the roots given (each land cell's direction
    // in dir, kNoDirection for a base level), heights h in 16-bit steps.
    void run(std::vector<double> &h, const std::vector<std::uint8_t> &dir,
             const std::vector<std::uint32_t> &roots, const StreamPower &power, int threads);

private:
    struct Scratch;
    void solve(std::uint32_t root, Scratch &s, std::vector<double> &h,
               const std::vector<std::uint8_t> &dir, const StreamPower &power) const;

    Lattice m_lattice;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<Scratch>> m_spare;
};

} // namespace terrain::continent
