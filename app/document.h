#pragma once
// The open terrain: its parameter set, the undo stack that alone changes it,
// and the file it belongs to. Every change arrives as an undo command; the
// document then builds a new evaluator snapshot and emits one `changed`.

#include "relf/evaluator.h"

#include <QObject>
#include <QUndoStack>

#include <functional>

namespace terrain::app {

// All undo command ids, so that merging is decided in one place.
enum class CommandId {
    None = -1,
    ChangeParameters = 1,
};

class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(relf::RelfParameters parameters, QObject *parent = nullptr);
    ~Document() override;

    const relf::RelfParameters &parameters() const { return m_evaluator->parameters(); }
    relf::EvaluatorPtr evaluator() const { return m_evaluator; }
    QUndoStack *undoStack() { return &m_undo; }

    QString filePath() const { return m_path; }
    bool isModified() const { return !m_undo.isClean(); }

    // An edit: `apply` changes a copy of the parameters; the result is pushed
    // as one undo step. Edits with the same mergeKey merge while a gesture
    // lasts (mergeable = true), so a whole drag is one step. An edit whose
    // result fails validation is refused and nothing changes.
    bool edit(const QString &text, const QString &mergeKey, const std::function<void(relf::RelfParameters &)> &apply,
              bool mergeable = false, QStringList *problems = nullptr);
    // Ends the current gesture: the next edit starts a new undo step.
    void endGesture() { ++m_gesture; }

    // Replaces everything, as one undo step (presets, randomised profiles).
    void replace(const QString &text, relf::RelfParameters parameters);

    // Files. load() replaces the document only when the file is valid; the
    // undo history starts afresh. save() writes atomically.
    bool load(const QString &path, QStringList *errors, QStringList *warnings = nullptr);
    bool save(const QString &path, QString *error);
    void reset(relf::RelfParameters parameters); // a new, unsaved document

    // Used by the undo commands only.
    void apply(const relf::RelfParameters &parameters);
    int gesture() const { return m_gesture; }

Q_SIGNALS:
    void changed();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    relf::EvaluatorPtr m_evaluator;
    QUndoStack m_undo;
    QString m_path;
    int m_gesture = 0;
};

} // namespace terrain::app
