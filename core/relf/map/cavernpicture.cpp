#include "cavernpicture.h"

#include "render/colourtable.h"
#include "util/parallel.h"

#include <algorithm>
#include <atomic>

namespace terrain::relf {

QImage cavernPlan(const Caverns &caverns, double left, double top, double metresPerPixel, int width,
                  int height, int threads, double *openShare)
{
    QImage image(std::max(1, width), std::max(1, height), QImage::Format_RGB32);
    const QRgb rock = render::rgbOf(render::MapColour::Rock);
    std::atomic<std::int64_t> open{0};
    util::parallelFor(
        std::size_t(image.height()), 32, threads <= 0 ? util::idealThreads() : threads,
        [&](std::size_t b, std::size_t e) {
            std::vector<double> roofs(std::size_t(image.width())), floors(roofs.size());
            std::int64_t count = 0;
            for (std::size_t j = b; j < e; ++j) {
                caverns.rows(left, top - double(j) * metresPerPixel, metresPerPixel, roofs, floors);
                auto *line = reinterpret_cast<QRgb *>(image.scanLine(int(j)));
                for (std::size_t i = 0; i < roofs.size(); ++i) {
                    if (!(roofs[i] > floors[i])) {
                        line[i] = rock;
                        continue;
                    }
                    ++count;
                    // Shaded by the floor: lower floors darker blue-grey, higher lighter.
                    const double t = std::clamp((floors[i] + 300.0) / 700.0, 0.0, 1.0);
                    const int g = int(90 + 150 * t);
                    line[i] = qRgb(g - 20, g, std::min(255, g + 40));
                }
            }
            open += count;
        });
    if (openShare)
        *openShare = double(open.load()) / double(image.width() * image.height());
    return image;
}

} // namespace terrain::relf
