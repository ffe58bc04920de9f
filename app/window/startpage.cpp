#include "startpage.h"

#include "generator.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace terrain::app {

namespace {

constexpr QSize kPicture(200, 125);

QString plain(QString text)
{
    return text.remove(u'&');
}

QToolButton *pictureButton(const QString &title, const QString &picture, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    b->setText(title);
    QPixmap pixmap(picture);
    if (!pixmap.isNull())
        b->setIcon(
            QIcon(pixmap.scaled(kPicture, Qt::KeepAspectRatioByExpanding, Qt::SmoothTransformation)
                      .copy(QRect(QPoint(0, 0), kPicture))));
    b->setIconSize(kPicture);
    b->setAutoRaise(true);
    return b;
}

} // namespace

StartPage::StartPage(const QList<Generator> &generators, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    auto *inner = new QWidget;
    m_inner = inner;
    auto *column = new QVBoxLayout(inner);

    auto *title = new QLabel(tr("<h2>Terrain Studio</h2>"
                                "<p>Design limitless terrain for games and see it as a map. "
                                "Start a new document of one of the generators below, or open "
                                "an example and change it: drag the direction vectors, reshape "
                                "the profile, raise the lake. Every change is one step of "
                                "Edit ▸ Undo (Ctrl+Z); Help ▸ Manual says the rest, Help ▸ "
                                "Keyboard Shortcuts lists every key.</p>"),
                             inner);
    title->setWordWrap(true);
    column->addWidget(title);

    auto *newBox = new QGroupBox(tr("New"), inner);
    auto *newGrid = new QGridLayout(newBox);
    int i = 0;
    for (const Generator &g : generators) {
        QToolButton *b = pictureButton(plain(g.displayName), g.picture, newBox);
        b->setObjectName(QStringLiteral("new:") + g.formatName);
        b->setToolTip(g.summary);
        connect(b, &QToolButton::clicked, this,
                [this, format = g.formatName] { Q_EMIT newRequested(format); });
        newGrid->addWidget(b, i / 3, i % 3);
        ++i;
    }
    column->addWidget(newBox);

    auto *examplesBox = new QGroupBox(tr("Examples"), inner);
    auto *examples = new QGridLayout(examplesBox);
    i = 0;
    for (const Generator &g : generators)
        for (const Example &e : g.examples) {
            auto *b = new QPushButton(e.name, examplesBox);
            b->setObjectName(QStringLiteral("example:") + e.resource);
            b->setToolTip(e.description);
            connect(b, &QPushButton::clicked, this,
                    [this, resource = e.resource] { Q_EMIT exampleRequested(resource); });
            examples->addWidget(b, i / 3, i % 3);
            ++i;
        }
    column->addWidget(examplesBox);

    auto *recent = new QGroupBox(tr("Open Recent"), inner);
    m_recentBox = recent;
    new QVBoxLayout(recent);
    column->addWidget(recent);
    auto *open = new QPushButton(tr("Open a File…"), inner);
    connect(open, &QPushButton::clicked, this, &StartPage::openOtherRequested);
    column->addWidget(open, 0, Qt::AlignLeft);
    column->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    setRecentFiles({});
}

QSize StartPage::sizeHint() const
{
    return m_inner->sizeHint();
}

void StartPage::setRecentFiles(const QStringList &paths)
{
    QLayout *layout = m_recentBox->layout();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int shown = 0;
    for (const QString &path : paths) {
        if (!QFileInfo::exists(path))
            continue;
        auto *b = new QPushButton(QFileInfo(path).fileName(), m_recentBox);
        b->setToolTip(path);
        b->setFlat(true);
        b->setStyleSheet(QStringLiteral("text-align: left"));
        connect(b, &QPushButton::clicked, this, [this, path] { Q_EMIT openRequested(path); });
        layout->addWidget(b);
        ++shown;
    }
    if (shown == 0)
        layout->addWidget(new QLabel(tr("Nothing opened yet."), m_recentBox));
}

} // namespace terrain::app
