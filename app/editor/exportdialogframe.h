#pragma once
// The frame of a generator's File ▸ Export dialog: what to export (each kind
// with its file suffix), rows of the generator's own (a size), the file with
// Browse…, a summary of what the file will hold, and Export / Cancel; the
// choices are remembered for the next time. Each kind keeps a file of its
// own: switching kinds brings back the one it had (in this dialog or when
// last exported), or the same name with the kind's suffix, made distinct
// with the kind's word when another kind holds that very file (a map and a
// heightmap are both PNG). Export asks before replacing a file that exists.
// run() writes on a worker thread behind a progress dialog with Cancel and
// reports how it ended; a failed or cancelled export leaves the file as it
// was.

#include "document/backgroundtask.h"

#include <QDialog>
#include <QHash>
#include <QList>

#include <utility>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace terrain::app {

class ExportDialogFrame : public QDialog
{
    Q_OBJECT
public:
    // The kind chosen, as given to addKind.
    int kindValue() const;
    void setKindValue(int kind);
    QString path() const;
    void setPath(const QString &path);
    // What the summary under the file says.
    QString summaryText() const;

    // Export: asks first when the file exists (unless Browse… asked).
    void accept() override;

    // Writes with job on a worker thread (progress, Cancel) and tells the
    // user how it ended, done with a line for the status bar on success.
    static void run(QWidget *parent, const QString &path, const BackgroundJob &job,
                    const std::function<void(const QString &)> &done);
    // Shows the dialog; once accepted, runs (as run() does) the job that
    // jobFor makes of the kind and path chosen, on the GUI thread, where the
    // generator's own rows may be read too.
    void execAndRun(const std::function<BackgroundJob(int kind, const QString &path)> &jobFor,
                    const std::function<void(const QString &)> &done);

protected:
    ExportDialogFrame(const QString &title, QWidget *parent);
    // word names the kind in a file name ("heightmap" in valley-heightmap.png).
    void addKind(const QString &label, int kind, const QString &suffix, const QString &word);
    // A row of the generator's own, under Export (across the dialog when
    // label is empty); its value is remembered under rememberAs when that
    // is given.
    void addRow(const QString &label, QWidget *field, const QString &rememberAs = {});
    // A field of the generator's own inside such a row, remembered under key.
    void remember(QWidget *field, const QString &key);
    // Adds the file row, the summary and the buttons; starts at file (its
    // suffix follows the kind) and remembers the choices under memoryKey.
    void finish(const QString &file, const QString &memoryKey);
    // What the file of this kind will hold, shown under the file.
    virtual QString summary(int kind) const = 0;
    // Whether the rows allow an export of this kind (Export is off when
    // not; the summary says why).
    virtual bool canExport(int kind) const
    {
        Q_UNUSED(kind)
        return true;
    }
    // The file suffix of a kind: by default the one given to addKind; a
    // generator whose rows choose the format says it here.
    virtual QString kindSuffix(int kind) const;
    // The kind changed: rows that apply to some kinds only follow it.
    virtual void kindChanged(int kind) { Q_UNUSED(kind) }
    // Shows summary() again, and Export on or off (a row it depends on
    // changed).
    void updateSummary();
    // The file takes kindSuffix() again (a row that chooses it changed).
    void updateSuffix();

private:
    void updateKind();
    QString suffix() const;
    QString withSuffix(const QString &path) const;
    QString kindPathKey(int kind) const;

    QFormLayout *m_form;
    QComboBox *m_kind;
    QLineEdit *m_path;
    QLabel *m_summary;
    QPushButton *m_export = nullptr;
    QList<std::pair<QWidget *, QString>> m_remembered;
    QString m_memoryKey;
    QHash<int, QString> m_kindPaths; // each kind's file, once it had one
    int m_shownKind = -1;
    QString m_askedAbout; // the file Browse… asked about replacing
};

} // namespace terrain::app
