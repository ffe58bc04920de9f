#pragma once
// The live link to running games: while on, the document's parameter set is
// published to a file after every change (at most one write each 30 ms, so a
// dragged vector reaches a game within a frame or two). Each write replaces
// the file atomically (a temporary file renamed over it), so a game's
// tr_reload_if_changed never reads half a file.

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace terrain::app {

class RelfDocument;

class LiveLink : public QObject
{
    Q_OBJECT

public:
    static constexpr int kIntervalMs = 30;

    explicit LiveLink(QObject *parent = nullptr);

    // The document whose changes are published (none: nothing is written).
    void setDocument(RelfDocument *document);
    // Publishes to path now and after every change; false with the reason
    // when the file cannot be written (the link stays off).
    bool start(const QString &path, QString *error);
    void stop();
    bool isOn() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }
    int writes() const { return m_writes; }

Q_SIGNALS:
    void published(const QString &path);
    void failed(const QString &error);

private:
    void schedule();
    bool publish(QString *error);

    QPointer<RelfDocument> m_document;
    QString m_path;
    QTimer m_timer;
    int m_writes = 0;
};

} // namespace terrain::app
