#pragma once
// A generator's seed: a whole number typed in (any 64-bit integer) beside a
// New Seed button that draws one. Text that is no whole number is refused
// and the seed shown stays.

#include <QWidget>

class QLineEdit;

namespace terrain::widgets {

class SeedField : public QWidget
{
    Q_OBJECT
public:
    explicit SeedField(QWidget *parent = nullptr);

    QLineEdit *edit() const { return m_edit; }
    // Shows seed, without seedChosen.
    void setSeed(qint64 seed);
    qint64 seed() const { return m_seed; }

public Q_SLOTS:
    // Draws a seed from 1 to 2^40 (one a designer can read and type again).
    void newSeed();

Q_SIGNALS:
    // A seed other than the one shown was typed, or one was drawn (drawn).
    void seedChosen(qint64 seed, bool drawn);

private:
    QLineEdit *m_edit;
    qint64 m_seed = 0;
};

} // namespace terrain::widgets
