#include "planetdocument.h"

namespace terrain::app {

PlanetDocument::PlanetDocument(relf::PlanetDesign design, QObject *parent)
    : ValueDocument(std::move(design), FileFormat<relf::PlanetDesign>::of(relf::kPlanetFile),
                    parent)
    , m_planet(std::make_shared<const relf::Planet>(value().planet))
{
}

QString PlanetDocument::kindName() const
{
    return tr("Planet");
}

void PlanetDocument::valueChanged()
{
    if (!(m_planet->parameters() == value().planet))
        m_planet = std::make_shared<const relf::Planet>(value().planet);
}

} // namespace terrain::app
