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
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

using namespace Qt::StringLiterals;

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

void ExportDialogFrame::addKind(const QString &label, int kind, const QString &suffix,
                                const QString &word)
{
    m_kind->addItem(label, kind);
    m_kind->setItemData(m_kind->count() - 1, suffix, Qt::UserRole + 1);
    m_kind->setItemData(m_kind->count() - 1, word, Qt::UserRole + 2);
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
        if (!path.isEmpty()) {
            m_path->setText(path);
            m_askedAbout = path; // the file dialog asked before replacing it
        }
    });
    m_memoryKey = memoryKey;
    m_path->setText(file);
    updateKind();
    rememberChoice(m_kind, QStringLiteral("kind"));
    for (const auto &[field, key] : std::as_const(m_remembered))
        rememberChoice(field, key);
    keepChoices(this, memoryKey, m_path);
    // Each kind's file as last exported, where its folder is still there.
    m_kindPaths.clear();
    m_shownKind = kindValue();
    QSettings settings;
    for (int i = 0; i < m_kind->count(); ++i) {
        const int kind = m_kind->itemData(i).toInt();
        const QFileInfo last(settings.value(kindPathKey(kind)).toString());
        if (kind != kindValue() && !last.fileName().isEmpty() && last.dir().exists())
            m_kindPaths.insert(kind, last.absoluteFilePath());
    }
    // Accepted: each kind's file as it stood, so that the kinds keep apart.
    connect(this, &QDialog::accepted, this, [this] {
        m_kindPaths.insert(kindValue(), path());
        QSettings store;
        for (auto it = m_kindPaths.cbegin(); it != m_kindPaths.cend(); ++it)
            if (!it.value().isEmpty())
                store.setValue(kindPathKey(it.key()), QFileInfo(it.value()).absoluteFilePath());
    });
}

QString ExportDialogFrame::kindPathKey(int kind) const
{
    return u"export/%1/kindPath/%2"_s.arg(m_memoryKey).arg(kind);
}

void ExportDialogFrame::accept()
{
    const QFileInfo file(path());
    if (file.exists() && file.absoluteFilePath() != QFileInfo(m_askedAbout).absoluteFilePath() &&
        QMessageBox::question(
            this, tr("Replace File"), tr("%1 already exists. Replace it?").arg(file.fileName()),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    QDialog::accept();
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
    const int kind = kindValue();
    kindChanged(kind);
    if (m_export && m_shownKind >= 0 && kind != m_shownKind) {
        m_kindPaths.insert(m_shownKind, m_path->text());
        QString next = m_kindPaths.value(kind);
        if (next.isEmpty()) {
            next = withSuffix(m_path->text());
            const auto held = [&](const QString &p) {
                for (auto it = m_kindPaths.cbegin(); it != m_kindPaths.cend(); ++it)
                    if (it.key() != kind &&
                        QFileInfo(it.value()).absoluteFilePath() == QFileInfo(p).absoluteFilePath())
                        return true;
                return false;
            };
            if (held(next)) {
                const QFileInfo info(next);
                const QString word =
                    m_kind->itemData(m_kind->currentIndex(), Qt::UserRole + 2).toString();
                next = info.path() + u'/' + info.completeBaseName() + u'-' + word + u'.' +
                       info.suffix();
            }
        }
        m_path->setText(next);
    }
    m_shownKind = kind;
    updateSuffix();
}

QString ExportDialogFrame::withSuffix(const QString &path) const
{
    const QFileInfo info(path);
    return info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('.') + suffix();
}

void ExportDialogFrame::updateSuffix()
{
    if (!m_export)
        return; // not finished yet: finish() gives the file its suffix
    m_path->setText(withSuffix(m_path->text()));
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
