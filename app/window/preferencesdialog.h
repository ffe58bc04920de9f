#pragma once
// The studio's preferences: the language of the user interface.

#include <QDialog>

class QComboBox;

namespace terrain::app {

class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);
    // "" follows the system, otherwise a language code ("en", "de").
    QString language() const;

private:
    QComboBox *m_language = nullptr;
};

// The language stored in the settings ("" for the system's).
QString storedLanguage();
void storeLanguage(const QString &code);

} // namespace terrain::app
