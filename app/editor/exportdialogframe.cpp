#include "exportdialogframe.h"

#include "dialogbuttons.h"
#include "dialogmemory.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace terrain::app {

ExportDialogFrame::ExportDialogFrame(const QString &title, QWidget *parent)
    : QDialog(parent)
    , m_form(new QFormLayout(this))
    , m_kind(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(title);
    m_form->addRow(tr("Export:"), m_kind);
}

void ExportDialogFrame::addKind(const QString &label, int kind, const QString &suffix)
{
    m_kind->addItem(label, kind);
    m_kind->setItemData(m_kind->count() - 1, suffix, Qt::UserRole + 1);
}

void ExportDialogFrame::addRow(const QString &label, QWidget *field, const QString &rememberAs)
{
    if (label.isEmpty())
        m_form->addRow(field);
    else
        m_form->addRow(label, field);
    if (!rememberAs.isEmpty())
        remember(field, rememberAs);
}

void ExportDialogFrame::remember(QWidget *field, const QString &key)
{
    m_remembered.append({field, key});
}

void ExportDialogFrame::finish(const QString &file, const QString &memoryKey)
{
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    auto *browse = new QPushButton(tr("Browse…"), this);
    pathRow->addWidget(browse);
    m_form->addRow(tr("File:"), pathRow);
    m_summary->setWordWrap(true);
    m_form->addRow(m_summary);
    auto *buttons = widgets::okCancelButtons(this, tr("Export"));
    m_export = buttons->button(QDialogButtonBox::Ok);
    m_form->addRow(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ExportDialogFrame::updateKind);
    connect(m_path, &QLineEdit::textChanged, this, &ExportDialogFrame::updateSummary);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString suffix = this->suffix();
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export To"), m_path->text(),
                                         tr("%1 files (*.%2)").arg(suffix.toUpper(), suffix));
        if (!path.isEmpty())
            m_path->setText(path);
    });
    m_path->setText(file);
    updateKind();
    rememberChoice(m_kind, QStringLiteral("kind"));
    for (const auto &[field, key] : std::as_const(m_remembered))
        rememberChoice(field, key);
    keepChoices(this, memoryKey, m_path);
}

int ExportDialogFrame::kindValue() const
{
    return m_kind->currentData().toInt();
}

void ExportDialogFrame::setKindValue(int kind)
{
    m_kind->setCurrentIndex(m_kind->findData(kind));
}

QString ExportDialogFrame::path() const
{
    return m_path->text();
}

void ExportDialogFrame::setPath(const QString &path)
{
    m_path->setText(path);
}

QString ExportDialogFrame::summaryText() const
{
    return m_summary->text();
}

QString ExportDialogFrame::kindSuffix(int kind) const
{
    return m_kind->itemData(m_kind->findData(kind), Qt::UserRole + 1).toString();
}

QString ExportDialogFrame::suffix() const
{
    return kindSuffix(kindValue());
}

void ExportDialogFrame::updateKind()
{
    kindChanged(kindValue());
    updateSuffix();
}

void ExportDialogFrame::updateSuffix()
{
    if (!m_export)
        return; // not finished yet: finish() gives the file its suffix
    const QFileInfo info(m_path->text());
    m_path->setText(info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') +
                    suffix());
    updateSummary();
}

void ExportDialogFrame::updateSummary()
{
    if (!m_export)
        return;
    m_summary->setText(summary(kindValue()));
    m_export->setEnabled(!m_path->text().trimmed().isEmpty() && canExport(kindValue()));
}

void ExportDialogFrame::run(QWidget *parent, const QString &path, const BackgroundJob &job,
                            const std::function<void(const QString &)> &done)
{
    QString error;
    const JobOutcome outcome =
        runInBackground(parent, tr("Exporting %1…").arg(QFileInfo(path).fileName()), job, &error);
    reportExport(parent, outcome, path, error, done);
}

void ExportDialogFrame::execAndRun(
    const std::function<BackgroundJob(int kind, const QString &path)> &jobFor,
    const std::function<void(const QString &)> &done)
{
    if (exec() != QDialog::Accepted)
        return;
    run(parentWidget(), path(), jobFor(kindValue(), path()), done);
}

} // namespace terrain::app
