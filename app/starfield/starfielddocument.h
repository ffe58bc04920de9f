#pragma once
// An open star field (seed 000's stars and nebulae): the galaxy's
// parameters and the block of space looked at. After every change the
// block is scanned and its sky drawn on a worker thread (MapMaker); skyReady
// says when the newest is there, and a scan for parameters that changed
// meanwhile is stopped and dropped.

#include "document/mapmaker.h"
#include "document/valuedocument.h"
#include "starfield/starfieldfile.h"
#include "starfield/starstatistics.h"

#include <QImage>

#include <atomic>
#include <memory>

namespace terrain::app {

struct Sky
{
    starfield::StarFieldParameters parameters; // what this sky shows
    std::vector<starfield::Star> stars;
    starfield::StarStatistics statistics;
    QImage picture;
    double scanMs = 0, drawMs = 0;
};

class StarFieldDocument : public ValueDocument<starfield::StarFieldParameters>
{
    Q_OBJECT
public:
    explicit StarFieldDocument(starfield::StarFieldParameters parameters = {},
                               QObject *parent = nullptr);
    ~StarFieldDocument() override;

    const starfield::StarFieldParameters &parameters() const { return value(); }
    // The newest finished sky (of the current parameters once skyReady has
    // come after the last change); null before the first.
    std::shared_ptr<const Sky> sky() const { return m_maker.map(); }
    bool isScanning() const { return m_maker.isBusy(); }
    // Waits for the sky of the current parameters (tests and exports).
    void waitForSky();

    QString kindName() const override;

Q_SIGNALS:
    void skyReady();

protected:
    QStringList validate(const starfield::StarFieldParameters &parameters) const override;
    void valueChanged() override;

private:
    MapMaker<starfield::StarFieldParameters, Sky> m_maker;
};

// Scans and draws a sky (on the calling thread); null when cancel was set.
std::shared_ptr<const Sky> makeSky(const starfield::StarFieldParameters &p,
                                   const std::atomic<bool> *cancel = nullptr);

} // namespace terrain::app
