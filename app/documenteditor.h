#pragma once
// What every generator's editor does the same way with its documents: the
// list of them, the current one, and (for editors with a map) where each
// document's map was looked at, so that it comes back there. A generator's
// editor derives from this and says in currentChanged() how it shows the
// document that became current.

#include "editor.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace terrain::widgets {
class MapView;
}

namespace terrain::app {

class DocumentEditor : public Editor
{
    Q_OBJECT
public:
    using Editor::Editor;
    // Documents outlive the editor by a moment; their last signals must not
    // reach a half-destroyed editor.
    ~DocumentEditor() override;

    void addDocument(Document *document) override;
    void removeDocument(Document *document) override;
    // Disconnects the document that was current (keeping its map's place),
    // then calls currentChanged().
    void setCurrentDocument(Document *document) override;
    Document *currentDocument() const override { return m_current; }

protected:
    // The current document is now currentDocument() (null when none).
    virtual void currentChanged() = 0;
    // Each document keeps the place (centre and zoom) of this map.
    void keepPlacesOf(widgets::MapView *map) { m_placesMap = map; }
    // The editors (panels, docks) show the current document's values again.
    virtual void updateEditors() = 0;
    // Applies change to the current document as one undo step (its edit():
    // the mergeable steps of one gesture merge). A refused value is said in
    // the status bar and the editors show what stands. endGestureFirst: a
    // step that does not merge ends the gesture before it.
    template <class Doc, class Change>
    bool editDocument(Doc *document, const QString &text, const QString &key, const Change &change,
                      bool mergeable, bool endGestureFirst = false)
    {
        if (!document)
            return false;
        if (endGestureFirst && !mergeable)
            document->endGesture();
        QStringList problems;
        if (document->edit(text, key, change, mergeable, &problems))
            return true;
        Q_EMIT statusMessage(problems.join(QStringLiteral("; ")), 6000);
        updateEditors(); // show what stands
        return false;
    }
    // The gesture (a drag, a typed run) of the current document ends.
    void endGesture();
    // Puts the map where the current document was last looked at; false
    // when it has not been shown before.
    bool restorePlace();

private:
    struct Place
    {
        QPointF centre;
        int zoom = 0;
    };
    QList<Document *> m_documents;
    Document *m_current = nullptr;
    widgets::MapView *m_placesMap = nullptr;
    QHash<const Document *, Place> m_places;
};

} // namespace terrain::app
