#pragma once
// Autosave: while a document has unsaved changes, it is written every minute
// (atomically, in its own format) to a recovery file of its own. Saving or
// closing a document removes its file; a normal exit removes them all. Files
// found at start mean the studio did not close normally: their documents are
// offered back, each as an unsaved document of its own type.

#include <QHash>
#include <QObject>
#include <QTimer>

namespace terrain::app {

class Document;
class DocumentManager;

class Recovery : public QObject
{
    Q_OBJECT
public:
    explicit Recovery(DocumentManager *documents, int intervalMs = 60000,
                      QObject *parent = nullptr);

    static QString recoveryDirectory();
    // The recovery files an earlier session left.
    static QStringList leftOver();
    // Writes every modified document now; removes the files of clean ones.
    void autosave();
    void discard(Document *document);
    void discardAll();
    QString pathOf(Document *document);

private:
    DocumentManager *m_documents;
    QTimer m_timer;
    QHash<Document *, QString> m_paths;
    int m_next = 0;
};

} // namespace terrain::app
