#pragma once
// What a continent's shape builds on and the overview draws at: the Relf
// detail's statistics.

#include "relf/parameters.h"

namespace terrain::continent {

// The Relf heights' mean and spread (standard deviation) at a random point:
// the profile's mean times the number of height vectors, and its standard
// deviation times their square root (independent directions).
struct DetailStatistics
{
    double mean = 0.0;
    double spread = 0.0;
};
DetailStatistics detailStatistics(const relf::RelfParameters &p);

} // namespace terrain::continent
