#pragma once
// Asks for a ground coordinate to centre the map on.

#include <QDialog>

class QLineEdit;
class QLabel;

namespace terrain::app {

class GoToDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GoToDialog(QPointF current, QWidget *parent = nullptr);
    QPointF position() const;

    // Parses "x y" or "x, y"; returns false with a reason when it cannot.
    static bool parse(const QString &text, QPointF *out, QString *why);

private:
    void validate();
    QLineEdit *m_edit = nullptr;
    QLabel *m_error = nullptr;
    QPointF m_position;
};

} // namespace terrain::app
