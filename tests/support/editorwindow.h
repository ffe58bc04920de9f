#pragma once
// An editor in a window of its own with one document open in it: what an
// editor's tests drive without the studio's whole window. The document is
// made before it and outlives it, as the window's documents do.

#include <QMainWindow>
#include <QSize>
#include <QTest>

namespace terrain::testing {

template <class Editor> struct EditorWindow
{
    template <class Document>
    explicit EditorWindow(Document *document, QSize size = {})
        : editor(&window)
    {
        window.setCentralWidget(editor.editorWidget());
        if (size.isValid())
            window.resize(size);
        editor.addDocument(document);
        editor.setCurrentDocument(document);
    }
    // Shows the window; false when it was not exposed.
    [[nodiscard]] bool shown()
    {
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    QMainWindow window;
    Editor editor;
};

} // namespace terrain::testing
