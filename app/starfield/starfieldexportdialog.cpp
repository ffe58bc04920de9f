#include "starfieldexportdialog.h"

#include "export/mappicture.h"
#include "util/atomicfile.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace terrain::app {

StarFieldExportDialog::StarFieldExportDialog(std::shared_ptr<const Sky> sky, QWidget *parent)
    : ExportDialogFrame(tr("Export Star Field"), parent)
    , m_sky(std::move(sky))
{
    addKind(tr("Sky picture (PNG, as the view shows it)"), Picture, QStringLiteral("png"),
            u"sky"_s);
    addKind(tr("Stars as CSV"), Csv, QStringLiteral("csv"), u"stars"_s);
    addKind(tr("Stars as JSON"), Json, QStringLiteral("json"), u"stars"_s);
    finish(QStringLiteral("sky.png"), QStringLiteral("starfield"));
}

QString StarFieldExportDialog::summary(int kind) const
{
    if (kind == Picture)
        return tr("%L1 × %L2 pixels.").arg(m_sky->picture.width()).arg(m_sky->picture.height());
    return tr("%Ln star(s) of the block shown, one a row: x, y, z, magnitude, planets, colour.",
              nullptr, int(m_sky->stars.size()));
}

std::optional<StarFieldExportDialog::Kind> StarFieldExportDialog::kindOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"png")
        return Picture;
    if (suffix == u"csv")
        return Csv;
    if (suffix == u"json")
        return Json;
    return std::nullopt;
}

QString StarFieldExportDialog::write(const Sky &sky, Kind kind, const QString &path)
{
    QString why;
    if (kind == Picture)
        return exporting::writePicturePng(sky.picture, path, &why) ? QString() : why;
    QByteArray bytes;
    if (kind == Csv) {
        bytes = "x,y,z,magnitude,planets,colour\n";
        for (const starfield::Star &s : sky.stars)
            bytes += QByteArray::number(s.x, 'g', 17) + ',' + QByteArray::number(s.y, 'g', 17) +
                     ',' + QByteArray::number(s.z, 'g', 17) + ',' +
                     QByteArray::number(s.magnitude, 'g', 17) + ',' +
                     QByteArray::number(s.planets) + ',' + QByteArray::number(s.colour) + '\n';
    } else {
        QJsonArray list;
        for (const starfield::Star &s : sky.stars)
            list.append(QJsonObject{{QStringLiteral("x"), s.x},
                                    {QStringLiteral("y"), s.y},
                                    {QStringLiteral("z"), s.z},
                                    {QStringLiteral("magnitude"), s.magnitude},
                                    {QStringLiteral("planets"), s.planets},
                                    {QStringLiteral("colour"), s.colour}});
        bytes = QJsonDocument(QJsonObject{{QStringLiteral("stars"), list}}).toJson();
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() ||
        !util::commitSaveFile(file))
        return tr("%1: cannot write: %2").arg(path, file.errorString());
    return QString();
}

void StarFieldExportDialog::exec(std::shared_ptr<const Sky> sky, QWidget *parent,
                                 const std::function<void(const QString &)> &done)
{
    StarFieldExportDialog(sky, parent)
        .execAndRun(
            [sky](int kind, const QString &path) -> BackgroundJob {
                return [=](const exporting::Progress &) { return write(*sky, Kind(kind), path); };
            },
            done);
}

} // namespace terrain::app
