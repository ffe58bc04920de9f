#pragma once
// The generic document (after Tiled's Document): the undo stack that alone
// changes a document, the file it belongs to and whether it has unsaved
// changes. It knows nothing of the generator it holds: each generator's
// document derives from ValueDocument<its parameter type>.

#include <QObject>
#include <QUndoStack>

namespace terrain::app {

// All undo command ids, so that merging is decided in one place.
enum class CommandId
{
    None = -1,
    ChangeValue = 1,
};

class Document : public QObject
{
    Q_OBJECT
public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    // The "format" name at the root of this document's files; the registry
    // picks the document type of a file by it.
    virtual QString formatName() const = 0;
    // Writes the document to path (atomically) without changing its own path
    // or modified state: for saving and for autosave.
    virtual bool writeTo(const QString &path, QString *error) const = 0;

    QUndoStack *undoStack() { return &m_undo; }
    QString filePath() const { return m_path; }
    // The file name, or "Untitled" with the kind of document.
    QString displayName() const;
    virtual QString kindName() const = 0;
    bool isModified() const { return !m_undo.isClean(); }

    // Saves to path; on success the document is clean and belongs to path.
    bool save(const QString &path, QString *error);

    // Detaches the document from its file and marks it unsaved (for work
    // recovered after a crash, which must be saved again to be kept).
    void markRecovered();
    // Detaches the document from the file it was read from, keeping it
    // unmodified (an example shipped with the studio: Save asks where).
    void detachFromFile() { setFilePath(QString()); }

    // Ends the current gesture: the next edit starts a new undo step.
    void endGesture() { ++m_gesture; }
    int gesture() const { return m_gesture; }

Q_SIGNALS:
    void changed();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

protected:
    void setFilePath(const QString &path);

private:
    QUndoStack m_undo;
    QString m_path;
    int m_gesture = 0;
};

} // namespace terrain::app
