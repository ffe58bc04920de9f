#include "planetdocument.h"

namespace terrain::app {

PlanetDocument::PlanetDocument(relf::PlanetDesign design, QObject *parent)
    : ValueDocument(std::move(design), parent)
    , m_planet(std::make_shared<const relf::Planet>(value().planet))
{
}

QString PlanetDocument::formatName() const
{
    return QString::fromLatin1(relf::kPlanetFormat);
}

QString PlanetDocument::kindName() const
{
    return tr("Planet");
}

bool PlanetDocument::writeTo(const QString &path, QString *error) const
{
    return relf::writePlanetFile(design(), path, error);
}

bool PlanetDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const relf::PlanetReadResult r = relf::readPlanetFile(path);
    return adoptFile(r.parameters, r, path, errors, warnings);
}

QStringList PlanetDocument::validate(const relf::PlanetDesign &design) const
{
    return relf::validatePlanetDesign(design);
}

void PlanetDocument::valueChanged()
{
    if (!(m_planet->parameters() == value().planet))
        m_planet = std::make_shared<const relf::Planet>(value().planet);
}

} // namespace terrain::app
