#pragma once
// Shows a rendered map picture, centred, at one pixel per pixel. The live,
// roamable map view replaces it; until then the window shows the default
// terrain through it.

#include <QImage>
#include <QWidget>

namespace terrain::widgets {

class MapImageView : public QWidget
{
    Q_OBJECT
public:
    explicit MapImageView(QWidget *parent = nullptr);

    void setImage(const QImage &image);
    const QImage &image() const { return m_image; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QImage m_image;
};

} // namespace terrain::widgets
