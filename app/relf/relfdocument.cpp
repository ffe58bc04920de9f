#include "relfdocument.h"

#include "relf/model/parameterfile.h"

namespace terrain::app {

RelfDocument::RelfDocument(relf::RelfParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters),
                    {QString::fromLatin1(relf::kParameterFormat), relf::readParameterFile,
                     relf::writeParameterFile, relf::validateParameters},
                    parent)
    , m_evaluator(std::make_shared<const relf::RelfEvaluator>(value()))
{
}

QString RelfDocument::kindName() const
{
    return tr("Terrain");
}

void RelfDocument::valueChanged()
{
    m_evaluator = std::make_shared<const relf::RelfEvaluator>(parameters(), m_evaluator.get());
}

} // namespace terrain::app
