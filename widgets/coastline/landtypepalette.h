#pragma once
// The land types of a fractal coastline (sea, land, forest, desert …): a
// list of named colours, the current one being the brush of the start
// pattern. Names are edited in place, colours with a colour dialog; Add and
// Remove change the palette (the first type, the sea, stays). Setters take
// state in with no echo; edits come out as typesEdited.

#include <QColor>
#include <QWidget>

class QListWidget;
class QPushButton;

namespace terrain::widgets {

struct LandTypeEntry
{
    QString name;
    QColor colour;
    bool operator==(const LandTypeEntry &) const = default;
};

// A land type's name as a person reads it: the names the studio gives
// ("Sea", "Land") in the user's language, a designer's own names as typed.
// The file keeps the name as stored.
QString landTypeTitle(const QString &name);

class LandTypePalette : public QWidget
{
    Q_OBJECT
public:
    explicit LandTypePalette(QWidget *parent = nullptr);

    void setTypes(const QList<LandTypeEntry> &types); // no echo
    const QList<LandTypeEntry> &types() const { return m_types; }
    void setCurrent(int index);
    int current() const;
    static constexpr int kMaxTypes = 10; // one character '0'-'9' each in text maps

    QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void typesEdited(const QList<terrain::widgets::LandTypeEntry> &types, const QString &undoText);
    void currentChanged(int index);

private:
    void rebuild();
    void chooseColour();

    QList<LandTypeEntry> m_types;
    QListWidget *m_list;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_colour;
    bool m_updating = false;
};

} // namespace terrain::widgets
