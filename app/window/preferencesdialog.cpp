#include "preferencesdialog.h"
#include "dialogbuttons.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace terrain::app {

QString storedLanguage()
{
    return QSettings().value(QStringLiteral("language")).toString();
}

void storeLanguage(const QString &code)
{
    QSettings().setValue(QStringLiteral("language"), code);
}

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_language = new QComboBox(this);
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(storedLanguage())));
    form->addRow(tr("Language:"), m_language);
    layout->addLayout(form);
    auto *note =
        new QLabel(tr("A new language takes effect when Terrain Studio starts again."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(widgets::okCancelButtons(this));
}

QString PreferencesDialog::language() const
{
    return m_language->currentData().toString();
}

} // namespace terrain::app
