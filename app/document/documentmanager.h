#pragma once
// The open documents (after Tiled's DocumentManager): a tab for each, the
// editors registered by document type in a stack (the current document's
// editor on top), and a QUndoGroup whose active stack is the current
// document's, for Edit ▸ Undo and the History dock.

#include <QHash>
#include <QObject>

class QLabel;
class QStackedWidget;
class QTabBar;
class QUndoGroup;
class QWidget;

namespace terrain::app {

class Document;
class Editor;

class DocumentManager : public QObject
{
    Q_OBJECT
public:
    explicit DocumentManager(QWidget *parentWidget);
    ~DocumentManager() override;

    QWidget *widget() const { return m_widget; }
    // What the document area shows while no document is open (it takes
    // ownership; a plain note until one is set).
    void setEmptyPage(QWidget *page);
    QUndoGroup *undoGroup() const { return m_undoGroup; }

    void setEditor(const QString &formatName, Editor *editor);
    Editor *editor(const QString &formatName) const;
    QList<Editor *> editors() const { return m_editorList; }
    Editor *currentEditor() const { return m_currentEditor; }

    // Takes ownership; the document becomes current.
    void addDocument(Document *document);
    // Closes without asking; the document is deleted.
    void removeDocument(Document *document);
    const QList<Document *> &documents() const { return m_documents; }
    Document *currentDocument() const;
    void setCurrentDocument(Document *document);
    // The open document of that file, or null.
    Document *documentForFile(const QString &path) const;

Q_SIGNALS:
    void currentDocumentChanged(Document *document);
    void currentEditorChanged(Editor *previous, Editor *current);
    void closeRequested(Document *document);
    // A document's name or modified state changed.
    void documentStateChanged(Document *document);

private:
    void updateTab(Document *document);
    void currentTabChanged(int index);

    QWidget *m_widget;
    QTabBar *m_tabs;
    QStackedWidget *m_stack;
    QWidget *m_empty;
    QUndoGroup *m_undoGroup;
    QHash<QString, Editor *> m_editors;
    QList<Editor *> m_editorList;
    QList<Document *> m_documents;
    Editor *m_currentEditor = nullptr;
};

} // namespace terrain::app
