#include "starfielddocument.h"

#include "starfield/skyview.h"

#include <QElapsedTimer>

namespace terrain::app {

std::shared_ptr<const Sky> makeSky(const starfield::StarFieldParameters &p,
                                   const std::atomic<bool> *cancel)
{
    auto sky = std::make_shared<Sky>();
    sky->parameters = p;
    QElapsedTimer timer;
    timer.start();
    const std::function<bool(double)> progress = [cancel](double) {
        return !(cancel && cancel->load());
    };
    sky->stars = starfield::scanStars(p.galaxy, p.box, 0, &progress);
    if (cancel && cancel->load())
        return nullptr;
    sky->scanMs = double(timer.nsecsElapsed()) / 1e6;
    sky->statistics = starfield::starStatistics(sky->stars, p.box, starfield::eyeOf(p.box));
    timer.restart();
    sky->picture = starfield::renderSky(p.galaxy, p.box, sky->stars);
    sky->drawMs = double(timer.nsecsElapsed()) / 1e6;
    return sky;
}

StarFieldDocument::StarFieldDocument(starfield::StarFieldParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters),
                    FileFormat<starfield::StarFieldParameters>::of(starfield::kStarFieldFile),
                    parent)
    , m_maker({[](const starfield::StarFieldParameters &p, const std::shared_ptr<const Sky> &,
                  const std::atomic<bool> *cancel) { return makeSky(p, cancel); },
               [](const starfield::StarFieldParameters &, const std::shared_ptr<const Sky> &) {
                   return false; // a scan can take seconds
               },
               [](const starfield::StarFieldParameters &, const std::shared_ptr<const Sky> &) {
                   return true; // a sky of other parameters is of no use
               },
               [this] { Q_EMIT skyReady(); }, [] {}})
{
    valueChanged();
}

StarFieldDocument::~StarFieldDocument() = default;

QString StarFieldDocument::kindName() const
{
    return tr("Star Field");
}

QStringList StarFieldDocument::validate(const starfield::StarFieldParameters &parameters) const
{
    QStringList problems = ValueDocument::validate(parameters);
    if (const std::string why = starfield::checkSkyPicture(parameters.box); !why.empty())
        problems << QString::fromStdString(why);
    return problems;
}

void StarFieldDocument::valueChanged()
{
    m_maker.request(value());
}

void StarFieldDocument::waitForSky()
{
    m_maker.wait(value(), [](const Sky &sky, const starfield::StarFieldParameters &p) {
        return sky.parameters == p;
    });
}

} // namespace terrain::app
