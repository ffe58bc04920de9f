#include "document.h"

#include "relf/parameterfile.h"
#include "undocommands.h"

#include <QFileInfo>

namespace terrain::app {

Document::Document(relf::RelfParameters parameters, QObject *parent)
    : QObject(parent)
    , m_evaluator(std::make_shared<const relf::RelfEvaluator>(std::move(parameters)))
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

Document::~Document()
{
    // The undo stack may still report itself clean while it is destroyed;
    // this object cannot pass that on any more.
    m_undo.disconnect(this);
}

void Document::apply(const relf::RelfParameters &parameters)
{
    if (parameters == m_evaluator->parameters())
        return;
    m_evaluator = std::make_shared<const relf::RelfEvaluator>(parameters);
    Q_EMIT changed();
}

bool Document::edit(const QString &text, const QString &mergeKey,
                    const std::function<void(relf::RelfParameters &)> &change, bool mergeable, QStringList *problems)
{
    relf::RelfParameters after = parameters();
    change(after);
    const QStringList invalid = relf::validateParameters(after);
    if (!invalid.isEmpty()) {
        if (problems)
            *problems = invalid;
        return false;
    }
    if (after == parameters())
        return true;
    m_undo.push(new ChangeParametersCommand(this, text, mergeKey, mergeable, parameters(), std::move(after)));
    return true;
}

void Document::replace(const QString &text, relf::RelfParameters parameters)
{
    ++m_gesture;
    m_undo.push(new ChangeParametersCommand(this, text, QString(), false, this->parameters(), std::move(parameters)));
    ++m_gesture;
}

bool Document::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const relf::ParameterReadResult r = relf::readParameterFile(path);
    if (warnings)
        *warnings = r.warnings;
    if (!r.parameters) {
        if (errors)
            *errors = r.errors;
        return false;
    }
    reset(*r.parameters);
    m_path = QFileInfo(path).absoluteFilePath();
    Q_EMIT filePathChanged(m_path);
    return true;
}

bool Document::save(const QString &path, QString *error)
{
    if (!relf::writeParameterFile(parameters(), path, error))
        return false;
    m_undo.setClean();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_path) {
        m_path = absolute;
        Q_EMIT filePathChanged(m_path);
    }
    return true;
}

void Document::reset(relf::RelfParameters parameters)
{
    m_undo.clear();
    apply(parameters);
    m_undo.setClean();
    if (!m_path.isEmpty()) {
        m_path.clear();
        Q_EMIT filePathChanged(m_path);
    }
    ++m_gesture;
}

} // namespace terrain::app
