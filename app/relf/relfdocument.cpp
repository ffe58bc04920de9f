#include "relfdocument.h"

#include "relf/model/parameterfile.h"

namespace terrain::app {

RelfDocument::RelfDocument(relf::RelfParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters), parent)
    , m_evaluator(std::make_shared<const relf::RelfEvaluator>(value()))
{
}

QString RelfDocument::formatName() const
{
    return QString::fromLatin1(relf::kParameterFormat);
}

QString RelfDocument::kindName() const
{
    return tr("Terrain");
}

bool RelfDocument::writeTo(const QString &path, QString *error) const
{
    return relf::writeParameterFile(parameters(), path, error);
}

bool RelfDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    return adoptFile(r.parameters, r, path, errors, warnings);
}

QStringList RelfDocument::validate(const relf::RelfParameters &parameters) const
{
    return relf::validateParameters(parameters);
}

void RelfDocument::valueChanged()
{
    m_evaluator = std::make_shared<const relf::RelfEvaluator>(parameters(), m_evaluator.get());
}

} // namespace terrain::app
