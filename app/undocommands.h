#pragma once
// The value-change command (after Tiled's ChangeValue): it holds the
// parameter set before and after; undo and redo swap them. Commands of the
// same key and gesture merge, and a merge that returns to the start makes
// the command obsolete.

#include "document.h"

#include <QUndoCommand>

namespace terrain::app {

class ChangeParametersCommand : public QUndoCommand
{
public:
    ChangeParametersCommand(Document *document, const QString &text, const QString &mergeKey, bool mergeable,
                            relf::RelfParameters before, relf::RelfParameters after);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    Document *m_document;
    QString m_key;
    bool m_mergeable;
    int m_gesture;
    relf::RelfParameters m_before;
    relf::RelfParameters m_after;
};

} // namespace terrain::app
