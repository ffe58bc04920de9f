#include "documentmanager.h"

#include "document.h"
#include "editor/editor.h"

#include <QFileInfo>
#include <QLabel>
#include <QStackedWidget>
#include <QTabBar>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace terrain::app {

DocumentManager::DocumentManager(QWidget *parentWidget)
    : QObject(parentWidget)
    , m_widget(new QWidget(parentWidget))
    , m_tabs(new QTabBar(m_widget))
    , m_stack(new QStackedWidget(m_widget))
    , m_empty(new QLabel(m_stack))
    , m_undoGroup(new QUndoGroup(this))
{
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_tabs->setExpanding(false);
    m_tabs->setElideMode(Qt::ElideMiddle);
    auto *note = static_cast<QLabel *>(m_empty);
    note->setAlignment(Qt::AlignCenter);
    note->setText(tr("No document is open. File ▸ New makes one; File ▸ Open reads one."));
    m_stack->addWidget(m_empty);
    auto *layout = new QVBoxLayout(m_widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_tabs);
    layout->addWidget(m_stack, 1);
    connect(m_tabs, &QTabBar::currentChanged, this, &DocumentManager::currentTabChanged);
    connect(m_tabs, &QTabBar::tabCloseRequested, this, [this](int index) {
        Q_EMIT closeRequested(m_tabs->tabData(index).value<Document *>());
    });
}

DocumentManager::~DocumentManager()
{
    // The documents go first, while the editors that show them still stand.
    for (Document *d : std::as_const(m_documents)) {
        d->disconnect(this);
        if (Editor *e = editor(d->formatName()))
            e->removeDocument(d);
        delete d;
    }
    m_documents.clear();
}

void DocumentManager::setEditor(const QString &formatName, Editor *editor)
{
    m_editors.insert(formatName, editor);
    m_editorList << editor;
    m_stack->addWidget(editor->editorWidget());
}

void DocumentManager::setEmptyPage(QWidget *page)
{
    const bool shown = m_stack->currentWidget() == m_empty;
    m_stack->removeWidget(m_empty);
    delete m_empty;
    m_empty = page;
    m_stack->insertWidget(0, page);
    if (shown)
        m_stack->setCurrentWidget(page);
}

Editor *DocumentManager::editor(const QString &formatName) const
{
    return m_editors.value(formatName);
}

void DocumentManager::addDocument(Document *document)
{
    Editor *e = editor(document->formatName());
    Q_ASSERT(e);
    document->setParent(this);
    m_documents << document;
    m_undoGroup->addStack(document->undoStack());
    e->addDocument(document);
    connect(document, &Document::modifiedChanged, this, [this, document] { updateTab(document); });
    connect(document, &Document::filePathChanged, this, [this, document] { updateTab(document); });
    const int index = m_tabs->addTab(QString());
    m_tabs->setTabData(index, QVariant::fromValue(document));
    updateTab(document);
    m_tabs->setCurrentIndex(index);
    currentTabChanged(index); // also when it was the first tab
}

void DocumentManager::removeDocument(Document *document)
{
    const qsizetype at = m_documents.indexOf(document);
    if (at < 0)
        return;
    document->disconnect(this);
    if (Editor *e = editor(document->formatName()))
        e->removeDocument(document);
    m_undoGroup->removeStack(document->undoStack());
    m_documents.removeAt(at);
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabData(i).value<Document *>() == document) {
            m_tabs->removeTab(i);
            break;
        }
    delete document;
    if (m_documents.isEmpty())
        currentTabChanged(-1);
}

Document *DocumentManager::currentDocument() const
{
    const int i = m_tabs->currentIndex();
    return i < 0 ? nullptr : m_tabs->tabData(i).value<Document *>();
}

void DocumentManager::setCurrentDocument(Document *document)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabData(i).value<Document *>() == document)
            m_tabs->setCurrentIndex(i);
}

Document *DocumentManager::documentForFile(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (Document *d : m_documents)
        if (!d->filePath().isEmpty() && d->filePath() == absolute)
            return d;
    return nullptr;
}

void DocumentManager::updateTab(Document *document)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (m_tabs->tabData(i).value<Document *>() == document) {
            m_tabs->setTabText(i, document->displayName() +
                                      (document->isModified() ? QStringLiteral("*") : QString()));
            m_tabs->setTabToolTip(i, document->filePath().isEmpty() ? document->displayName()
                                                                    : document->filePath());
        }
    Q_EMIT documentStateChanged(document);
}

void DocumentManager::currentTabChanged(int index)
{
    Document *document = index < 0 ? nullptr : m_tabs->tabData(index).value<Document *>();
    if (index >= 0 && !document)
        return; // the tab is being set up
    Editor *next = document ? editor(document->formatName()) : nullptr;
    for (Editor *e : std::as_const(m_editorList))
        if (e != next)
            e->setCurrentDocument(nullptr);
    if (next)
        next->setCurrentDocument(document);
    m_undoGroup->setActiveStack(document ? document->undoStack() : nullptr);
    m_stack->setCurrentWidget(next ? next->editorWidget() : m_empty);
    if (next != m_currentEditor) {
        Editor *previous = m_currentEditor;
        m_currentEditor = next;
        Q_EMIT currentEditorChanged(previous, next);
    }
    Q_EMIT currentDocumentChanged(document);
}

} // namespace terrain::app
