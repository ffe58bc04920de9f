#include "dialogmemory.h"

#include <QAbstractSpinBox>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>

namespace terrain::app {

namespace {

const char *const kKey = "rememberedAs";

QString settingsKey(const QString &kind, const QString &key)
{
    return QStringLiteral("export/") + kind + u'/' + key;
}

void restoreControl(QWidget *w, const QVariant &v)
{
    if (auto *combo = qobject_cast<QComboBox *>(w)) {
        for (int i = 0; i < combo->count(); ++i)
            if (combo->itemData(i).toString() == v.toString())
                combo->setCurrentIndex(i);
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(w)) {
        spin->setValue(v.toDouble());
    } else if (auto *ispin = qobject_cast<QSpinBox *>(w)) {
        ispin->setValue(v.toInt());
    } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
        check->setChecked(v.toBool());
    }
}

QVariant valueOf(const QWidget *w)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(w))
        return combo->currentData().toString();
    if (const auto *spin = qobject_cast<const QDoubleSpinBox *>(w))
        return spin->value();
    if (const auto *ispin = qobject_cast<const QSpinBox *>(w))
        return ispin->value();
    if (const auto *check = qobject_cast<const QCheckBox *>(w))
        return check->isChecked();
    return {};
}

} // namespace

void rememberChoice(QWidget *control, const QString &key)
{
    control->setProperty(kKey, key);
}

void keepChoices(QDialog *dialog, const QString &kind, QLineEdit *path)
{
    QSettings s;
    // In the order the controls were made: a choice that fills another's
    // list (an engine, its sizes) comes first.
    for (QWidget *w : dialog->findChildren<QWidget *>()) {
        const QString key = w->property(kKey).toString();
        if (!key.isEmpty() && s.contains(settingsKey(kind, key)))
            restoreControl(w, s.value(settingsKey(kind, key)));
    }
    const QFileInfo last(s.value(settingsKey(kind, QStringLiteral("path"))).toString());
    if (!last.fileName().isEmpty() && last.dir().exists()) {
        const QString suffix = QFileInfo(path->text()).suffix();
        path->setText(last.dir().filePath(last.completeBaseName() + u'.' +
                                          (suffix.isEmpty() ? last.suffix() : suffix)));
    }
    QObject::connect(dialog, &QDialog::accepted, dialog, [dialog, kind, path] {
        QSettings store;
        for (const QWidget *w : dialog->findChildren<QWidget *>()) {
            const QString key = w->property(kKey).toString();
            if (!key.isEmpty())
                store.setValue(settingsKey(kind, key), valueOf(w));
        }
        if (!path->text().isEmpty())
            store.setValue(settingsKey(kind, QStringLiteral("path")),
                           QFileInfo(path->text()).absoluteFilePath());
    });
}

} // namespace terrain::app
