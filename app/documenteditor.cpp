#include "documenteditor.h"

#include "document.h"
#include "mapview.h"

namespace terrain::app {

DocumentEditor::~DocumentEditor()
{
    for (Document *d : std::as_const(m_documents))
        d->disconnect(this);
}

void DocumentEditor::addDocument(Document *document)
{
    m_documents.append(document);
}

void DocumentEditor::removeDocument(Document *document)
{
    m_documents.removeAll(document);
    document->disconnect(this);
    if (m_current == document)
        setCurrentDocument(nullptr);
    m_places.remove(document);
}

void DocumentEditor::setCurrentDocument(Document *document)
{
    if (document == m_current)
        return;
    if (m_current) {
        m_current->disconnect(this);
        if (m_placesMap)
            m_places.insert(m_current, {m_placesMap->centre(), m_placesMap->zoom()});
    }
    m_current = document;
    currentChanged();
}

void DocumentEditor::endGesture()
{
    if (m_current)
        m_current->endGesture();
}

bool DocumentEditor::restorePlace()
{
    const auto place = m_places.constFind(m_current);
    if (!m_placesMap || place == m_places.cend())
        return false;
    m_placesMap->setZoom(place->zoom,
                         QPointF(m_placesMap->width() / 2.0, m_placesMap->height() / 2.0));
    m_placesMap->centreOn(place->centre.x(), place->centre.y());
    return true;
}

} // namespace terrain::app
