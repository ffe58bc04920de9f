#include "parameters.h"

namespace terrain::relf {

RelfParameters RelfParameters::reference1983()
{
    RelfParameters p;
    p.profile = profile1983();
    // class Terrain: AH/BH, A1/B1, A2/B2, A3/B3.
    p.height = {{0, 27}, {13, 26}, {21, 21}, {22, 11}, {29, 1}};
    p.vegetation1 = {{-43, -3}, {-43, -12}, {-56, 22}, {31, 2}, {4, 32}};
    p.vegetation2 = {{-24, 15}, {-25, -54}, {60, -34}, {10, -51}, {-30, -43}};
    p.vegetation3 = {{-51, -44}, {-62, 20}, {-58, 27}, {-64, -64}, {33, -44}};
    return p;
}

} // namespace terrain::relf
