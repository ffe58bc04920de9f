#pragma once
// A document whose whole state is one parameter value (a generator's
// parameter type with operator==), saved in its generator's file format.
// Every change arrives as an undo command; the document then lets its
// generator rebuild its snapshots and emits one `changed`. Generators derive
// from this, give their format and add their snapshot.

#include "changevaluecommand.h"
#include "document.h"
#include "util/jsonformat.h"

#include <functional>
#include <optional>

namespace terrain::app {

// A generator's file format, as its documents read and write it.
template <typename Value> struct FileFormat
{
    QString name; // the "format" at the root of its files
    std::function<util::ReadResult<Value>(const QString &path)> read;
    // Atomic: the whole new file or the old one.
    std::function<bool(const Value &value, const QString &path, QString *error)> write;
    // Every problem of a value ("field: reason"); empty when it is valid.
    std::function<QStringList(const Value &value)> validate;

    // A format of the core's (a constant, which outlives every document).
    static FileFormat of(const util::JsonFormat<Value> &format)
    {
        return {format.formatName(),
                [&format](const QString &path) { return format.readFile(path); },
                [&format](const Value &value, const QString &path, QString *error) {
                    return format.writeFile(value, path, error);
                },
                format.validate};
    }
};

template <typename Value> class ValueDocument : public Document
{
public:
    ValueDocument(Value value, FileFormat<Value> format, QObject *parent = nullptr)
        : Document(parent)
        , m_value(std::move(value))
        , m_format(std::move(format))
    {
    }

    const Value &value() const { return m_value; }

    QString formatName() const override { return m_format.name; }
    bool writeTo(const QString &path, QString *error) const override
    {
        return m_format.write(m_value, path, error);
    }
    // Reads a file of the format as the document's own, unmodified; false
    // with the reasons ("path: field: reason") when it cannot. A value the
    // file may hold but the document refuses (validate) is refused as an
    // edit would be.
    bool load(const QString &path, QStringList *errors, QStringList *warnings = nullptr)
    {
        const util::ReadResult<Value> r = m_format.read(path);
        if (warnings)
            *warnings = r.warnings;
        QStringList problems = r.parameters ? validate(*r.parameters) : r.errors;
        if (r.parameters)
            for (QString &p : problems)
                p.prepend(path + QStringLiteral(": "));
        if (!problems.isEmpty()) {
            if (errors)
                *errors = problems;
            return false;
        }
        adopt(*r.parameters, path);
        return true;
    }

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
    // The format's problems of a value; a document may refuse more.
    virtual QStringList validate(const Value &value) const
    {
        return m_format.validate ? m_format.validate(value) : QStringList();
    }
    // The value has changed: rebuild what is derived from it.
    virtual void valueChanged() {}
    // Takes the value read from a file as the document's own, unmodified.
    void adopt(Value value, const QString &path)
    {
        reset(std::move(value));
        setFilePath(path);
    }

private:
    void push(const QString &text, const QString &mergeKey, bool mergeable, Value after)
    {
        undoStack()->push(new ChangeValueCommand<Value>(
            this, [this](const Value &v) { apply(v); }, text, mergeKey, mergeable, m_value,
            std::move(after)));
    }

    Value m_value;
    FileFormat<Value> m_format;
};

} // namespace terrain::app
