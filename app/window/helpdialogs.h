#pragma once
// Help ▸ Manual and Help ▸ Keyboard Shortcuts. The manual is the one the
// repository ships (README.md, docs/ and its pictures), built into the program so
// that it is there wherever the studio runs. The shortcut list is made from
// the window's actions themselves, so it cannot fall behind them; the keys
// the map and the 3-D view read themselves are listed beside them.

#include <QList>
#include <QString>

class QAction;
class QWidget;

namespace terrain::app {

// The rows of the shortcut list: what, which keys, where (the menu or
// panel that holds it), in the order shown.
struct ShortcutRow
{
    QString what;
    QString keys;
    QString where;
};
QList<ShortcutRow> shortcutRows(const QList<QAction *> &actions);

// The manual, from its task help (docs/help.md, or docs/de/hilfe.md when
// the studio speaks German), pictures scaled to fit the window.
void showManual(QWidget *parent);
QString manualHome();
void showShortcuts(QWidget *parent, const QList<QAction *> &actions);

} // namespace terrain::app
