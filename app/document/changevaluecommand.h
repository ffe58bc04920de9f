#pragma once
// The value-change command (after Tiled's ChangeValue): it holds a
// document's value before and after; undo and redo swap them. Commands of
// the same key and gesture merge, and a merge that returns to the start
// makes the command obsolete.

#include "document.h"

#include <QUndoCommand>

#include <functional>

namespace terrain::app {

template <typename Value> class ChangeValueCommand : public QUndoCommand
{
public:
    using Apply = std::function<void(const Value &)>;
    ChangeValueCommand(const Document *document, Apply apply, const QString &text,
                       const QString &mergeKey, bool mergeable, Value before, Value after)
        : QUndoCommand(text)
        , m_apply(std::move(apply))
        , m_key(mergeKey)
        , m_mergeable(mergeable)
        , m_gesture(document->gesture())
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    int id() const override
    {
        return static_cast<int>(m_mergeable ? CommandId::ChangeValue : CommandId::None);
    }

    bool mergeWith(const QUndoCommand *other) override
    {
        // Every document's commands share one id; a document's own stack
        // holds only its own kind, so the cast is safe.
        const auto *o = static_cast<const ChangeValueCommand *>(other);
        if (!o->m_mergeable || o->m_key != m_key || o->m_gesture != m_gesture)
            return false;
        m_after = o->m_after;
        setObsolete(m_after == m_before); // the gesture came back to where it began
        return true;
    }

private:
    Apply m_apply;
    QString m_key;
    bool m_mergeable;
    int m_gesture;
    Value m_before;
    Value m_after;
};

} // namespace terrain::app
