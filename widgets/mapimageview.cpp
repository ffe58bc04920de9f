#include "mapimageview.h"

#include <QPainter>

namespace terrain::widgets {

MapImageView::MapImageView(QWidget *parent)
    : QWidget(parent)
{
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Dark);
}

void MapImageView::setImage(const QImage &image)
{
    m_image = image;
    updateGeometry();
    update();
}

QSize MapImageView::sizeHint() const
{
    return m_image.isNull() ? QSize(800, 600) : m_image.size();
}

void MapImageView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_image.isNull())
        return;
    const QPoint at((width() - m_image.width()) / 2, (height() - m_image.height()) / 2);
    painter.drawImage(at, m_image);
}

} // namespace terrain::widgets
