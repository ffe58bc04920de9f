#include "seedfield.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>

namespace terrain::widgets {

SeedField::SeedField(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
{
    m_edit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("-?[0-9]{1,19}")), m_edit));
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    auto *draw = new QPushButton(tr("New Seed"), this);
    row->addWidget(draw);
    setFocusProxy(m_edit);
    connect(draw, &QPushButton::clicked, this, &SeedField::newSeed);
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        const qint64 typed = m_edit->text().toLongLong(&ok);
        if (!ok || typed == m_seed) {
            setSeed(m_seed);
            return;
        }
        m_seed = typed;
        Q_EMIT seedChosen(typed, false);
    });
    setSeed(0);
}

void SeedField::setSeed(qint64 seed)
{
    m_seed = seed;
    m_edit->setText(QString::number(seed));
}

void SeedField::newSeed()
{
    const auto seed = qint64(QRandomGenerator::global()->bounded(Q_INT64_C(1), Q_INT64_C(1) << 40));
    setSeed(seed);
    Q_EMIT seedChosen(seed, true);
}

} // namespace terrain::widgets
