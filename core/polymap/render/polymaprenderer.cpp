#include "polymaprenderer.h"

#include "polymapdrawing.h"
#include "polymapstyle.h"
#include "util/parallel.h"
#include "util/qnames.h"

#include <mutex>

using namespace Qt::StringLiterals;

namespace terrain::polymap {

namespace {

constexpr util::Named<View> kViewNames[] = {
    {View::Biomes, "biomes"},     {View::Elevation, "elevation"},   {View::Moisture, "moisture"},
    {View::Polygons, "polygons"}, {View::Watersheds, "watersheds"}, {View::Slopes, "slopes"}};
// Rows a thread paints at a time.
constexpr int kBandRows = 32;

} // namespace

QString viewName(View view)
{
    return util::qNameOf(kViewNames, view);
}

bool viewFromName(const QString &name, View *view)
{
    return util::qValueNamed(kViewNames, name, view);
}

void PolymapSummary::merge(const render::MapSummary &other)
{
    const auto &o = static_cast<const PolymapSummary &>(other);
    for (std::size_t k = 0; k < biomePixels.size(); ++k)
        biomePixels[k] += o.biomePixels[k];
}

namespace detail {

double unitsPerPixel(const render::MapRenderSettings &s)
{
    return s.metresPerPixel > 0 && std::isfinite(s.metresPerPixel) ? s.metresPerPixel : 1.0;
}

double polygonWidth(const PolymapMap &map)
{
    return kMapSize / std::sqrt(double(std::max<std::size_t>(1, map.graph().centerCount())));
}

bool drawsNoisyEdges(const PolymapMap &map, unsigned layers, double m)
{
    return (layers & LayerNoisyEdges) && map.parameters().noisyEdges &&
           polygonWidth(map) >= kNoisyMinPixels * m;
}

// Pixels outside every polygon (off the map square) are deep ocean and
// count as ocean.
void renderRows(const PolymapMap &map, const CenterIndex &index, View view,
                const render::MapRenderSettings &s, QImage &image, int j0, int j1,
                PolymapSummary &found)
{
    const SampleGrid g{s.left, s.top, unitsPerPixel(s), image.width(), j0, j1};
    // The rows' pixels, found once (scanLine() asks whether to detach each time).
    uchar *const bits = image.bits();
    const qsizetype stride = image.bytesPerLine();
    const auto row = [&](int j) { return reinterpret_cast<QRgb *>(bits + j * stride); };
    for (int j = j0; j < j1; ++j)
        std::fill(row(j), row(j) + g.width, kOceanColour);
    const bool noisy = drawsNoisyEdges(map, s.layers, g.m);
    const Graph &graph = map.graph();
    std::vector<Point> ring;
    std::vector<Crossing> crossings;
    qint64 filled = 0;
    const auto spans = [&](QRgb colour, Biome biome) {
        return [&found, &filled, &row, colour, biome](int j, int i0, int i1) {
            std::fill(row(j) + i0, row(j) + i1, colour);
            found.biomePixels[std::size_t(biome)] += i1 - i0;
            filled += i1 - i0;
        };
    };
    std::vector<std::uint32_t> visited;
    index.visitInOrder(
        g.x(0), g.y(j0), g.x(g.width - 1), g.y(j1 - 1), visited, [&](std::uint32_t c) {
            const Biome biome = map.centerBiome[c];
            const QRgb colour = centerColour(map, view, c);
            if (view != View::Slopes) {
                fillPolygon(g, map, c, noisy, crossings, spans(colour, biome));
                return;
            }
            // Each triangle of site, corner, next corner is lit on its own.
            const std::span<const std::uint32_t> corners = graph.centerCorners.of(c);
            for (std::size_t k = 0; k < corners.size(); ++k) {
                const std::uint32_t a = corners[k], b = corners[(k + 1) % corners.size()];
                ring.assign(1, graph.centers[c]);
                edgePath(map, a, b, noisy, ring);
                fillRing(g, ring, crossings, spans(slopeColour(map, c, a, b, colour), biome));
            }
        });
    found.biomePixels[std::size_t(Biome::Ocean)] += qint64(j1 - j0) * g.width - filled;
}

QImage renderWithIndex(const PolymapMap &map, const CenterIndex &index, View view,
                       const render::MapRenderSettings &s, PolymapSummary *summary)
{
    QImage image(std::max(1, s.width), std::max(1, s.height), QImage::Format_RGB32);
    PolymapSummary total;
    std::mutex lock;
    const int bands = (image.height() + kBandRows - 1) / kBandRows;
    const int threads = s.threads > 0 ? s.threads : util::idealThreads();
    // Each band's polygons, then the lines over them, while its pixels are
    // at hand.
    util::parallelFor(std::size_t(bands), 1, threads, [&](std::size_t b, std::size_t e) {
        PolymapSummary found;
        for (std::size_t band = b; band < e; ++band) {
            const int j0 = int(band) * kBandRows;
            const int j1 = std::min(image.height(), j0 + kBandRows);
            renderRows(map, index, view, s, image, j0, j1, found);
            drawLines(map, index, view, s, image, j0, j1);
        }
        const std::lock_guard guard(lock);
        total.merge(found);
    });
    if (summary)
        *summary = total;
    return image;
}

} // namespace detail

QImage renderPolymap(const PolymapMap &map, View view, const render::MapRenderSettings &s,
                     PolymapSummary *summary)
{
    const detail::CenterIndex index(map, s.threads);
    return detail::renderWithIndex(map, index, view, s, summary);
}

PolymapTileSource::PolymapTileSource(PolymapMapPtr map, View view)
    : m_map(std::move(map))
    , m_view(view)
{
}

PolymapTileSource::~PolymapTileSource() = default;

QImage PolymapTileSource::render(const render::MapRenderSettings &s,
                                 std::unique_ptr<render::MapSummary> *summary) const
{
    if (!m_map) {
        QImage blank(std::max(1, s.width), std::max(1, s.height), QImage::Format_RGB32);
        blank.fill(detail::kOceanColour);
        return blank;
    }
    std::call_once(m_indexMade,
                   [this] { m_index = std::make_unique<const detail::CenterIndex>(*m_map); });
    if (!summary)
        return detail::renderWithIndex(*m_map, *m_index, m_view, s, nullptr);
    auto found = std::make_unique<PolymapSummary>();
    QImage image = detail::renderWithIndex(*m_map, *m_index, m_view, s, found.get());
    *summary = std::move(found);
    return image;
}

} // namespace terrain::polymap
