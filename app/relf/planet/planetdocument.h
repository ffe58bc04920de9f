#pragma once
// An open planet (seed 000, "Terrain for spherical planets"): the planet's
// parameters and where the globe and the flat map are centred, one value
// with undo. The planet model is rebuilt when its parameters change (not
// when only the view turns).

#include "document/valuedocument.h"
#include "relf/planet/planetfile.h"

#include <memory>

namespace terrain::app {

class PlanetDocument : public ValueDocument<relf::PlanetDesign>
{
    Q_OBJECT
public:
    explicit PlanetDocument(relf::PlanetDesign design = {}, QObject *parent = nullptr);

    const relf::PlanetDesign &design() const { return value(); }
    std::shared_ptr<const relf::Planet> planet() const { return m_planet; }

    QString kindName() const override;

protected:
    void valueChanged() override;

private:
    std::shared_ptr<const relf::Planet> m_planet;
};

} // namespace terrain::app
