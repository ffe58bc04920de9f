#pragma once
// An open polygon island map: its parameter set and the map made from it.
// Small maps are made at once on the GUI thread (a drag of the river count
// on 25,000 regions regenerates in a few milliseconds, reusing the mesh);
// large ones on a worker thread, cancelled and restarted when the
// parameters change meanwhile. mapReady says when the newest map is there,
// generationStarted when one is being made on a worker.

#include "document/mapdocument.h"
#include "polymap/map/polymapmap.h"
#include "polymap/polymapparameters.h"

namespace terrain::app {

class PolymapDocument : public MapDocument<polymap::PolymapParameters, polymap::PolymapMap>
{
    Q_OBJECT
public:
    explicit PolymapDocument(polymap::PolymapParameters parameters, QObject *parent = nullptr);
    ~PolymapDocument() override;

    QString kindName() const override;

Q_SIGNALS:
    void mapReady();
    void generationStarted();
};

} // namespace terrain::app
