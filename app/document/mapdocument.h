#pragma once
// A document whose parameters are made into a map (a coastline, a polygon
// island): the value and its file as every ValueDocument has them, and the
// map made by a MapMaker after each change, quick ones at once and slow
// ones on a worker thread. The generator's document gives the rules (how a
// map is made, which are quick, when a running one is cancelled) and says
// in its signals when a map is ready or being made.

#include "mapmaker.h"
#include "valuedocument.h"

#include <memory>

namespace terrain::app {

template <class Params, class Map> class MapDocument : public ValueDocument<Params>
{
public:
    using MapPtr = std::shared_ptr<const Map>;

    const Params &parameters() const { return this->value(); }
    // The newest finished map (of the current parameters once the map is
    // ready after the last change); null before the first one is made.
    MapPtr map() const { return m_maker.map(); }
    bool isGenerating() const { return m_maker.isBusy(); }
    // Milliseconds the last map took to make.
    double lastGenerationMs() const { return m_maker.lastMs(); }
    // Waits for the map of the current parameters (for tests and exports).
    void waitForMap()
    {
        m_maker.wait(this->value(),
                     [](const Map &map, const Params &p) { return map.parameters() == p; });
    }

protected:
    MapDocument(Params parameters, FileFormat<Params> format,
                typename MapMaker<Params, Map>::Rules rules, QObject *parent)
        : ValueDocument<Params>(std::move(parameters), std::move(format), parent)
        , m_maker(std::move(rules))
    {
    }
    void valueChanged() override { m_maker.request(this->value()); }

private:
    MapMaker<Params, Map> m_maker;
};

} // namespace terrain::app
