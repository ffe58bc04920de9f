#pragma once
// Autosave: while the document has unsaved changes, its parameters are
// written every minute (atomically) to a recovery file. A normal exit or a
// save removes it; a recovery file found at start means the studio did not
// close normally, and its contents are offered back.

#include <QObject>
#include <QTimer>

namespace terrain::app {

class Document;

class Recovery : public QObject
{
    Q_OBJECT
public:
    explicit Recovery(Document *document, int intervalMs = 60000, QObject *parent = nullptr);

    static QString recoveryPath();
    // Writes now if there is anything unsaved; removes the file otherwise.
    void autosave();
    void discard();

private:
    Document *m_document;
    QTimer m_timer;
};

} // namespace terrain::app
