#include "maprenderer.h"

#include <algorithm>

namespace terrain::relf {

render::Canvas canvasOf(QImage &image)
{
    static_assert(sizeof(QRgb) == sizeof(render::Rgb));
    Q_ASSERT(image.depth() == 32);
    return {reinterpret_cast<render::Rgb *>(image.bits()), image.width(), image.height(),
            image.bytesPerLine() / 4};
}

namespace {

QImage pictureFor(const MapRenderSettings &s)
{
    QImage image(std::max(1, s.width), std::max(1, s.height), QImage::Format_RGB32);
    return image;
}

} // namespace

QImage renderMap(const RelfEvaluator &terrain, const MapRenderSettings &s, MapContents *contents)
{
    QImage image = pictureFor(s);
    MapRenderSettings sized = s;
    sized.width = image.width(), sized.height = image.height();
    paintMap(canvasOf(image), terrain, sized, contents);
    return image;
}

QImage renderPicture(const RelfEvaluator &terrain, const MapRenderSettings &s)
{
    QImage image = pictureFor(s);
    MapRenderSettings sized = s;
    sized.width = image.width(), sized.height = image.height();
    paintPicture(canvasOf(image), terrain, sized);
    return image;
}

QImage MapSource::render(const MapRenderSettings &s,
                         std::unique_ptr<render::MapSummary> *summary) const
{
    if (!summary)
        return renderMap(*m_terrain, s);
    auto contents = std::make_unique<MapContents>();
    QImage image = renderMap(*m_terrain, s, contents.get());
    *summary = std::move(contents);
    return image;
}

} // namespace terrain::relf
