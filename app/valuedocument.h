#pragma once
// A document whose whole state is one parameter value (a generator's
// parameter type with operator==). Every change arrives as an undo command;
// the document then lets its generator rebuild its snapshots and emits one
// `changed`. Generators derive from this and add their snapshot and file
// format.

#include "changevaluecommand.h"
#include "document.h"

#include <functional>
#include <optional>

namespace terrain::app {

template <typename Value> class ValueDocument : public Document
{
public:
    explicit ValueDocument(Value value, QObject *parent = nullptr)
        : Document(parent)
        , m_value(std::move(value))
    {
    }

    const Value &value() const { return m_value; }

    // An edit: `change` alters a copy of the value; the result is pushed as
    // one undo step. Edits with the same mergeKey merge while a gesture
    // lasts (mergeable = true), so a whole drag is one step. An edit whose
    // result fails validation is refused and nothing changes.
    bool edit(const QString &text, const QString &mergeKey,
              const std::function<void(Value &)> &change, bool mergeable = false,
              QStringList *problems = nullptr)
    {
        Value after = m_value;
        change(after);
        const QStringList invalid = validate(after);
        if (!invalid.isEmpty()) {
            if (problems)
                *problems = invalid;
            return false;
        }
        if (after == m_value)
            return true;
        push(text, mergeKey, mergeable, std::move(after));
        return true;
    }

    // Replaces everything, as one undo step (presets, recovered work).
    void replace(const QString &text, Value value)
    {
        endGesture();
        push(text, QString(), false, std::move(value));
        endGesture();
    }

    // A new, unsaved value: the undo history starts afresh.
    void reset(Value value)
    {
        undoStack()->clear();
        apply(value);
        undoStack()->setClean();
        setFilePath(QString());
        endGesture();
    }

    // Used by the undo commands only.
    void apply(const Value &value)
    {
        if (value == m_value)
            return;
        m_value = value;
        valueChanged();
        Q_EMIT changed();
    }

protected:
    virtual QStringList validate(const Value &) const { return {}; }
    // The value has changed: rebuild what is derived from it.
    virtual void valueChanged() {}
    // Takes the value read from a file as the document's own, unmodified.
    void adopt(Value value, const QString &path)
    {
        reset(std::move(value));
        setFilePath(path);
    }
    // Adopts what a generator's file reader read from path (value, or
    // nothing when it refused the file), passing on the reader's errors and
    // warnings (read.errors, read.warnings).
    template <class ReadResult>
    bool adoptFile(const std::optional<Value> &value, const ReadResult &read, const QString &path,
                   QStringList *errors, QStringList *warnings)
    {
        if (warnings)
            *warnings = read.warnings;
        if (!value) {
            if (errors)
                *errors = read.errors;
            return false;
        }
        adopt(*value, path);
        return true;
    }

private:
    void push(const QString &text, const QString &mergeKey, bool mergeable, Value after)
    {
        undoStack()->push(new ChangeValueCommand<Value>(
            this, [this](const Value &v) { apply(v); }, text, mergeKey, mergeable, m_value,
            std::move(after)));
    }

    Value m_value;
};

} // namespace terrain::app
