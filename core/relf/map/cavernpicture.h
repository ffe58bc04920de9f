#pragma once
// The plan of caverns over a region, as a picture for the studio.

#include "relf/features/caverns.h"

#include <QImage>

namespace terrain::relf {

// The plan of a region (as MapRenderSettings place it): open space shaded by
// its floor, rock dark. Fills `openShare` when asked.
QImage cavernPlan(const Caverns &caverns, double left, double top, double metresPerPixel, int width,
                  int height, int threads = 0, double *openShare = nullptr);

} // namespace terrain::relf
