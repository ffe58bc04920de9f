#pragma once
// What the studio shows a designer who has nothing open, and at first start:
// New for each generator with its picture and what it makes, the example
// documents shipped with the studio, and the recently opened files. It only
// asks; the window does what was picked.

#include <QWidget>

namespace terrain::app {

struct Generator;

class StartPage : public QWidget
{
    Q_OBJECT
public:
    StartPage(const QList<Generator> &generators, QWidget *parent = nullptr);

    // The recent files, newest first (those that no longer exist are left out).
    void setRecentFiles(const QStringList &paths);
    // All of the page without scrolling, in the user's language.
    QSize sizeHint() const override;

Q_SIGNALS:
    void newRequested(const QString &formatName);
    // An example, as a resource path; it opens as a new, unsaved document.
    void exampleRequested(const QString &resource);
    void openRequested(const QString &path);
    void openOtherRequested();

private:
    QWidget *m_inner = nullptr; // the page's contents, in a scroll area
    QWidget *m_recentBox = nullptr;
};

} // namespace terrain::app
