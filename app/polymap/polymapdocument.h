#pragma once
// An open polygon island map: its parameter set and the map made from it.
// Small maps are made at once on the GUI thread (a drag of the river count
// on 25,000 regions regenerates in a few milliseconds, reusing the mesh);
// large ones on a worker thread, cancelled and restarted when the
// parameters change meanwhile. mapReady says when the newest map is there.

#include "mapmaker.h"
#include "polymap/polymapmap.h"
#include "polymap/polymapparameters.h"
#include "valuedocument.h"

#include <memory>

namespace terrain::app {

class PolymapDocument : public ValueDocument<polymap::PolymapParameters>
{
    Q_OBJECT
public:
    explicit PolymapDocument(polymap::PolymapParameters parameters, QObject *parent = nullptr);
    ~PolymapDocument() override;

    const polymap::PolymapParameters &parameters() const { return value(); }
    // The newest finished map (of the current parameters once mapReady has
    // come after the last change); null before the first one is made.
    polymap::PolymapMapPtr map() const { return m_maker.map(); }
    bool isGenerating() const { return m_maker.isBusy(); }
    double lastGenerationMs() const { return m_maker.lastMs(); }
    // Waits for the map of the current parameters (for tests and exports).
    void waitForMap();

    QString kindName() const override;

Q_SIGNALS:
    void mapReady();
    void generationStarted();

protected:
    void valueChanged() override;

private:
    MapMaker<polymap::PolymapParameters, polymap::PolymapMap> m_maker;
};

} // namespace terrain::app
