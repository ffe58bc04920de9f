#include "helpdialogs.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QImage>
#include <QLocale>
#include <QMenu>
#include <QTableWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace terrain::app {

namespace {

QString plain(QString text)
{
    text.remove(u'&');
    if (text.endsWith(u'…'))
        text.chop(1);
    return text;
}

// The menu (or tool bar) an action sits in, by its title.
QString placeOf(const QAction *action)
{
    for (QObject *o : action->associatedObjects()) {
        if (const auto *menu = qobject_cast<const QMenu *>(o); menu && !menu->title().isEmpty())
            return plain(menu->title());
        if (const auto *bar = qobject_cast<const QToolBar *>(o))
            return plain(bar->windowTitle());
    }
    return QCoreApplication::translate("Help", "Window");
}

QList<ShortcutRow> fixedKeys()
{
    const auto t = [](const char *s) { return QCoreApplication::translate("Help", s); };
    const QString map = t("Map"), view3d = t("3-D View");
    return {
        {t("Pan"), t("Arrow keys (Shift: farther); drag with the left button"), map},
        {t("Zoom in / out"), t("+ / −, or the wheel"), map},
        {t("Cancel a drag"), t("Esc"), map},
        {t("Draw a section line"), t("Shift + drag"), map},
        {t("Look north over the whole region"), t("Home"), view3d},
        {t("Walk"), t("W A S D or the arrows (Shift: 5 ×)"), view3d},
        {t("Come closer / go back"), t("+ / −, or the wheel"), view3d},
    };
}

} // namespace

QList<ShortcutRow> shortcutRows(const QList<QAction *> &actions)
{
    QList<ShortcutRow> rows;
    QStringList seen;
    for (const QAction *a : actions) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            keys << k.toString(QKeySequence::NativeText);
        ShortcutRow row{plain(a->text()), keys.join(QStringLiteral(", ")), placeOf(a)};
        const QString key = row.where + u'\n' + row.what + u'\n' + row.keys;
        if (seen.contains(key))
            continue;
        seen << key;
        rows << row;
    }
    std::stable_sort(rows.begin(), rows.end(),
                     [](const ShortcutRow &a, const ShortcutRow &b) { return a.where < b.where; });
    rows << fixedKeys();
    return rows;
}

void showShortcuts(QWidget *parent, const QList<QAction *> &actions)
{
    const QList<ShortcutRow> rows = shortcutRows(actions);
    QDialog dialog(parent);
    dialog.setWindowTitle(QCoreApplication::translate("Help", "Keyboard Shortcuts"));
    auto *table = new QTableWidget(int(rows.size()), 3, &dialog);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({QCoreApplication::translate("Help", "Where"),
                                      QCoreApplication::translate("Help", "What"),
                                      QCoreApplication::translate("Help", "Keys")});
    for (int r = 0; r < rows.size(); ++r) {
        table->setItem(r, 0, new QTableWidgetItem(rows[r].where));
        table->setItem(r, 1, new QTableWidgetItem(rows[r].what));
        table->setItem(r, 2, new QTableWidgetItem(rows[r].keys));
    }
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(table);
    layout->addWidget(buttons);
    dialog.resize(720, 560);
    dialog.exec();
}

namespace {

// The manual's pages: pictures no wider than the window shows them (a
// screenshot of 1600 pixels is scaled down, never up).
class ManualBrowser : public QTextBrowser
{
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl &name) override
    {
        QVariant resource = QTextBrowser::loadResource(type, name);
        if (type != QTextDocument::ImageResource || resource.isNull())
            return resource;
        QImage image = resource.typeId() == QMetaType::QImage
                           ? resource.value<QImage>()
                           : QImage::fromData(resource.toByteArray());
        const int room =
            std::max(200, viewport()->width() - 2 * int(document()->documentMargin()) - 8);
        if (image.width() > room)
            image = image.scaledToWidth(room, Qt::SmoothTransformation);
        return image;
    }
};

} // namespace

QString manualHome()
{
    return QLocale().language() == QLocale::German ? QStringLiteral("qrc:/manual/docs/de/hilfe.md")
                                                   : QStringLiteral("qrc:/manual/docs/help.md");
}

void showManual(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(QCoreApplication::translate("Help", "Terrain Studio Manual"));
    auto *browser = new ManualBrowser(dialog);
    browser->setObjectName(QStringLiteral("manualBrowser"));
    browser->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(900, 700);
    layout->activate(); // the browser's width, for the pictures
    // The task help first (how to do each thing), in the studio's language.
    browser->setSource(QUrl(manualHome()), QTextDocument::MarkdownResource);
    dialog->show();
}

} // namespace terrain::app
