#include "undocommands.h"

namespace terrain::app {

ChangeParametersCommand::ChangeParametersCommand(Document *document, const QString &text, const QString &mergeKey,
                                                 bool mergeable, relf::RelfParameters before,
                                                 relf::RelfParameters after)
    : QUndoCommand(text)
    , m_document(document)
    , m_key(mergeKey)
    , m_mergeable(mergeable)
    , m_gesture(document->gesture())
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void ChangeParametersCommand::undo()
{
    m_document->apply(m_before);
}

void ChangeParametersCommand::redo()
{
    m_document->apply(m_after);
}

int ChangeParametersCommand::id() const
{
    return static_cast<int>(m_mergeable ? CommandId::ChangeParameters : CommandId::None);
}

bool ChangeParametersCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeParametersCommand *>(other);
    if (!o->m_mergeable || o->m_key != m_key || o->m_gesture != m_gesture)
        return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before); // the gesture came back to where it began
    return true;
}

} // namespace terrain::app
