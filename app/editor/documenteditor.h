#pragma once
// What every generator's editor does the same way: the list of its
// documents, the current one, and (for editors with a map) where each
// document's map was looked at, so that it comes back there; the frame it
// stands in (the window, its docks, menus and View actions, a dock for a
// panel that scrolls, a read-only text dock). A generator's editor derives
// from this, builds its view and panels, and says in currentChanged() how it
// shows the document that became current.

#include "editor.h"

#include <QHash>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QScrollArea;
class QToolButton;

namespace terrain::widgets {
class MapView;
class SeedField;
} // namespace terrain::widgets

namespace terrain::app {

class DocumentEditor : public Editor
{
    Q_OBJECT
public:
    explicit DocumentEditor(QMainWindow *window);
    // Documents outlive the editor by a moment; their last signals must not
    // reach a half-destroyed editor.
    ~DocumentEditor() override;

    void addDocument(Document *document) override;
    void removeDocument(Document *document) override;
    // Disconnects the document that was current (keeping its map's place),
    // then calls currentChanged().
    void setCurrentDocument(Document *document) override;
    Document *currentDocument() const override { return m_current; }
    // The map of keepPlacesOf (null for editors without one).
    widgets::MapView *mapView() const { return m_placesMap; }
    QWidget *editorWidget() const override { return m_central; }
    QList<QDockWidget *> dockWidgets() const override { return m_docks; }
    QList<QMenu *> menus() const override { return m_menus; }
    QList<QAction *> viewActions() const override { return m_viewActions; }
    QList<QWidget *> statusBarWidgets() const override { return m_statusWidgets; }
    QDockWidget *historyNeighbour() const override { return m_historyNeighbour; }
    // Where the docks first stand, all on the right: those added before the
    // History's neighbour tabbed above (m_raisedAbove on top, else the
    // first), the neighbour below with the History and any docks added after
    // it tabbed into it, and on top; the two groups' heights in the
    // proportion of m_layoutShares when it is given. An editor with another
    // arrangement overrides this.
    void resetLayout(QDockWidget *history) override;
    // The layers shown, when addLayerActions was given a settings key.
    void readSettings() override;
    void writeSettings() const override;

protected:
    // The current document is now currentDocument() (null when none).
    virtual void currentChanged() = 0;
    // The editor's map: each document keeps its place (centre and zoom) on
    // it, and the zoom and layer actions act on it.
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
        refuse(problems.join(QStringLiteral("; ")));
        return false;
    }
    // A value the editor would not take: why in the status bar, and the
    // editors show what stands.
    void refuse(const QString &why);
    // The gesture (a drag, a typed run) of the current document ends.
    void endGesture();
    // Puts the map where the current document was last looked at; false
    // when it has not been shown before.
    bool restorePlace();

    // A dock on the window's right, kept in dockWidgets(); name is its
    // object name, under which the window saves the layout. Its content
    // scrolls up and down inside it (scrolling()) unless it scrolls itself or
    // fills the dock as a view does (scrolls false), so that no dock column
    // asks for more height than the screen gives.
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *content,
                         bool scrolls = true);
    // The editor's centre, for editors with a map: makeCentralMap makes
    // the centre and its map (the map of keepPlacesOf); placeCentre puts a
    // tool row above the map in it.
    widgets::MapView *makeCentralMap();
    void placeCentre(QWidget *tools);
    // A tool row's Layers button: its menu the layer actions
    // (addLayerActions), so the row keeps its tools in sight.
    QToolButton *makeLayersButton(QWidget *parent, const QString &toolTip) const;
    // The inspector follows the cursor over the map, and what the map shows
    // under it: inspectAt is called as either changes.
    void followCursor();
    virtual void inspectAt(QPointF ground) { Q_UNUSED(ground) }
    // Where the cursor was last over the map.
    QPointF lastGround() const { return m_lastGround; }
    // A View action that calls slot, kept in viewActions().
    QAction *addViewAction(const QString &text, const std::function<void()> &slot);
    // The generator's own menu, kept in m_menus, starting as every seeded
    // generator's does: New Seed (Ctrl+R) for seed, then presetsTitle with
    // each preset (name, title) applied by apply(name). The editor adds the
    // rest of its menu after them.
    QMenu *addGeneratorMenu(QMainWindow *window, const QString &title, widgets::SeedField *seed,
                            const QString &presetsTitle,
                            const QList<std::pair<QString, QString>> &presets,
                            const std::function<void(const QString &)> &apply);
    // View ▸ Zoom In and Zoom Out of the map.
    void addZoomActions();
    // A checkable View action for each of the map's layers (bit, title),
    // Ctrl+Shift+1, 2, … in turn; the map shows the layers checked. The
    // settings keep them under settingsKey (defaults: shown at first).
    void addLayerActions(const QList<std::pair<unsigned, QString>> &layers,
                         const QString &settingsKey, unsigned defaults);
    // Checks the actions of layers and shows them (read from settings).
    void showLayers(unsigned layers);
    // A label in the window's status bar while this editor is current, after
    // those added before it; addStatusWidget for any other widget.
    QLabel *addStatusLabel();
    void addStatusWidget(QWidget *widget) { m_statusWidgets << widget; }
    // Every dock back on the window's right, none floating (for resetLayout).
    void dockAllRight();
    // The panel in a scroll area that scrolls only up and down, as wide as
    // the panel needs.
    QScrollArea *scrolling(QWidget *panel) const;
    // A label for read-only text in a dock (an inspector, answers), selectable
    // with the mouse, starting with text.
    QLabel *textPanel(const QString &text) const;

    QMainWindow *const m_window;
    QWidget *m_central = nullptr; // what the window shows in its centre
    QList<QDockWidget *> m_docks;
    QList<QMenu *> m_menus;
    QList<QAction *> m_viewActions;
    QList<std::pair<unsigned, QAction *>> m_layerActions; // (layer bit, its toggle)
    QList<QWidget *> m_statusWidgets;
    QDockWidget *m_historyNeighbour = nullptr; // the dock the window's History joins
    QDockWidget *m_raisedAbove = nullptr;
    QList<int> m_layoutShares; // the upper group's height and the lower's, in proportion
    // The status bar's labels of where the cursor is and of how long the
    // last picture took, for editors that make them (addStatusLabel).
    QLabel *m_cursorLabel = nullptr;
    QLabel *m_timeLabel = nullptr;

private:
    struct Place
    {
        QPointF centre;
        int zoom = 0;
    };
    QList<Document *> m_documents;
    Document *m_current = nullptr;
    widgets::MapView *m_placesMap = nullptr;
    QPointF m_lastGround;
    QString m_layersKey;
    unsigned m_layersDefault = 0;
    QHash<const Document *, Place> m_places;
};

// A generator's editor of its documents, of type Doc (a ValueDocument whose
// header the editor's includes): the current one typed, and its edits.
template <class Doc> class EditorOf : public DocumentEditor
{
public:
    using DocumentEditor::DocumentEditor;

    Doc *document() const { return m_document; }
    void setCurrentDocument(Document *document) override
    {
        m_document = static_cast<Doc *>(document);
        DocumentEditor::setCurrentDocument(document);
    }

protected:
    // Applies change to the current document as one undo step (editDocument),
    // mergeable as m_mergeByDefault says unless told.
    template <class Change> bool edit(const QString &text, const QString &key, const Change &change)
    {
        return edit(text, key, change, m_mergeByDefault);
    }
    template <class Change>
    bool edit(const QString &text, const QString &key, const Change &change, bool mergeable)
    {
        return editDocument(m_document, text, key, change, mergeable, m_endGestureFirst);
    }

    Doc *m_document = nullptr;
    // Editors of fields typed one at a time: each edit its own undo step
    // unless told, and one that does not merge ends the gesture before it.
    bool m_mergeByDefault = true;
    bool m_endGestureFirst = false;
};

} // namespace terrain::app
