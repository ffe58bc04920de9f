#pragma once
// An open fractal coastline: its parameter set and the map generated from
// it. The map is made on a worker thread after every change (a 16384² map
// takes a while); mapReady says when the newest one is there, and a map for
// parameters that changed meanwhile is dropped.

#include "coastline/coastlinemap.h"
#include "coastline/coastlineparameters.h"
#include "valuedocument.h"

#include <QFutureWatcher>

#include <atomic>
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
    std::shared_ptr<const coastline::CoastlineMap> map() const { return m_map; }
    bool isGenerating() const { return m_generating; }
    // Milliseconds the last map took to make.
    double lastGenerationMs() const { return m_lastMs; }
    // Waits for the map of the current parameters (for tests and exports).
    void waitForMap();

    QString formatName() const override;
    QString kindName() const override;
    bool writeTo(const QString &path, QString *error) const override;
    bool load(const QString &path, QStringList *errors, QStringList *warnings = nullptr);

Q_SIGNALS:
    void mapReady();

protected:
    QStringList validate(const coastline::CoastlineParameters &parameters) const override;
    void valueChanged() override;

private:
    void startGeneration();

    std::shared_ptr<const coastline::CoastlineMap> m_map;
    struct Made
    {
        std::shared_ptr<const coastline::CoastlineMap> map;
        double milliseconds = 0;
    };
    QFutureWatcher<Made> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_requested = 0;
    bool m_generating = false;
    bool m_again = false;
    double m_lastMs = 0;
};

} // namespace terrain::app
