#pragma once
// An open fractal coastline: its parameter set and the map generated from
// it. Maps up to 1024² are made at once, larger ones on a worker thread (a
// 16384² map takes a while; MapMaker); mapReady says when the newest one is
// there.

#include "coastline/coastlinemap.h"
#include "coastline/coastlineparameters.h"
#include "mapmaker.h"
#include "valuedocument.h"

#include <memory>

namespace terrain::app {

class CoastlineDocument : public ValueDocument<coastline::CoastlineParameters>
{
    Q_OBJECT
public:
    explicit CoastlineDocument(coastline::CoastlineParameters parameters,
                               QObject *parent = nullptr);
    ~CoastlineDocument() override;

    const coastline::CoastlineParameters &parameters() const { return value(); }
    // The newest finished map (of the current parameters once mapReady has
    // come after the last change).
    std::shared_ptr<const coastline::CoastlineMap> map() const { return m_maker.map(); }
    bool isGenerating() const { return m_maker.isBusy(); }
    // Milliseconds the last map took to make.
    double lastGenerationMs() const { return m_maker.lastMs(); }
    // Waits for the map of the current parameters (for tests and exports).
    void waitForMap();

    QString kindName() const override;
    bool load(const QString &path, QStringList *errors, QStringList *warnings = nullptr);

Q_SIGNALS:
    void mapReady();

protected:
    void valueChanged() override;

private:
    MapMaker<coastline::CoastlineParameters, coastline::CoastlineMap> m_maker;
};

} // namespace terrain::app
