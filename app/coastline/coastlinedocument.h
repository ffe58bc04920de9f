#pragma once
// An open fractal coastline: its parameter set and the map generated from
// it. Maps up to 1024² are made at once, larger ones on a worker thread (a
// 16384² map takes a while); mapReady says when the newest one is there,
// generationStarted when one is being made on a worker.

#include "coastline/coastlinemap.h"
#include "coastline/coastlineparameters.h"
#include "document/mapdocument.h"

namespace terrain::app {

class CoastlineDocument
    : public MapDocument<coastline::CoastlineParameters, coastline::CoastlineMap>
{
    Q_OBJECT
public:
    explicit CoastlineDocument(coastline::CoastlineParameters parameters,
                               QObject *parent = nullptr);
    ~CoastlineDocument() override;

    QString kindName() const override;
    // A file's set, with its map made before it returns.
    bool load(const QString &path, QStringList *errors, QStringList *warnings = nullptr);

Q_SIGNALS:
    void mapReady();
    void generationStarted();
};

} // namespace terrain::app
