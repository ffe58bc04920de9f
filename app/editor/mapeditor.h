#pragma once
// The editor of a MapDocument (a coastline, a polygon island): the
// document's map in the centre (m_map), each document back where it was
// left and a new one on its whole map, the editors and the map shown again
// as the document changes and as its maps are made. The generator's editor
// says where its whole map lies, how it shows a map, and builds its panels.

#include "document/document.h"
#include "documenteditor.h"
#include "mapview.h"

#include <QRectF>

namespace terrain::app {

template <class Doc> class MapEditorOf : public EditorOf<Doc>
{
protected:
    explicit MapEditorOf(QMainWindow *window)
        : EditorOf<Doc>(window)
        , m_map(this->makeCentralMap())
    {
    }

    // The ground a document opens on the first time it is shown.
    virtual QRectF wholeMap() const = 0;
    // Shows the current document's newest map, and whether one is being made.
    virtual void showMap() = 0;

    void currentChanged() override
    {
        Doc *document = this->m_document;
        if (!document)
            return;
        if (!this->restorePlace())
            m_map->showGround(wholeMap());
        QObject::connect(document, &Document::changed, this, [this] { this->updateEditors(); });
        QObject::connect(document, &Doc::mapReady, this, [this] { showMap(); });
        QObject::connect(document, &Doc::generationStarted, this, [this] { showMap(); });
        this->updateEditors();
        showMap();
    }

    widgets::MapView *const m_map;
};

} // namespace terrain::app
