#include "starfieldeditor.h"

#include "editor/undotext.h"
#include "fieldedits.h"
#include "fieldhelp.h"

#include "numberbox.h"
#include "skywidget.h"
#include "starfielddocument.h"
#include "starfieldexportdialog.h"
#include "vectortable.h"

#include <QAction>
#include <QDockWidget>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>
#include <QTableWidget>

#include <cmath>

namespace terrain::app {

StarFieldEditor::StarFieldEditor(QMainWindow *window)
    : EditorOf(window)
{
    m_mergeByDefault = false;
    m_endGestureFirst = true;
    m_sky = new widgets::SkyWidget(window);
    m_central = m_sky;
    m_cursorLabel = addStatusLabel();
    m_timeLabel = addStatusLabel();
    createDocks(window);

    auto *menu = new QMenu(tr("&Stars"), window);
    menu->addAction(tr("Fly &Forward"), this,
                    [this] {
                        if (m_document)
                            move(0, 0, std::max<qint64>(1, m_document->parameters().box.d / 10));
                    })
        ->setShortcut(QKeySequence(Qt::Key_PageUp));
    menu->addAction(tr("Fly &Back"), this,
                    [this] {
                        if (m_document)
                            move(0, 0, -std::max<qint64>(1, m_document->parameters().box.d / 10));
                    })
        ->setShortcut(QKeySequence(Qt::Key_PageDown));
    menu->addAction(tr("Centre on the &Nearest Star"), this,
                    [this] {
                        if (!m_document || !m_document->sky() ||
                            !m_document->sky()->statistics.nearest)
                            return;
                        const starfield::Star &s = *m_document->sky()->statistics.nearest;
                        const starfield::SpaceBox &b = m_document->parameters().box;
                        move(qint64(s.x) - (b.x0 + b.w / 2), qint64(s.y) - (b.y0 + b.h / 2), 0);
                    })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    m_menus << menu;

    // A drag moves the view from where it was when the drag began.
    connect(m_sky, &widgets::SkyWidget::panStarted, this, [this] {
        if (m_document)
            m_panStart = m_document->parameters().box;
    });
    connect(m_sky, &widgets::SkyWidget::panned, this, [this](qint64 dx, qint64 dy) {
        if (!m_document)
            return;
        edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Move across the sky")),
            QStringLiteral("pan"),
            [&](starfield::StarFieldParameters &p) {
                p.box.x0 = m_panStart.x0 + dx;
                p.box.y0 = m_panStart.y0 + dy;
            },
            true);
    });
    connect(m_sky, &widgets::SkyWidget::panFinished, this, [this] {
        if (m_document)
            m_document->endGesture();
    });
    connect(m_sky, &widgets::SkyWidget::panCancelled, this, [this] {
        if (!m_document)
            return;
        edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Move across the sky")),
            QStringLiteral("pan"), [&](starfield::StarFieldParameters &p) { p.box = m_panStart; },
            true);
        m_document->endGesture();
    });
    connect(m_sky, &widgets::SkyWidget::flown, this, [this](qint64 dz) { move(0, 0, dz); });
    connect(m_sky, &widgets::SkyWidget::cursorMoved, this, [this](double x, double y) {
        m_cursorLabel->setText(tr("x %L1  y %L2").arg(std::floor(x)).arg(std::floor(y)));
    });
}

void StarFieldEditor::createDocks(QMainWindow *window)
{
    auto *space = new QWidget(window);
    auto *form = new QFormLayout(space);
    const QString labels[6] = {tr("West edge x:"), tr("South edge y:"), tr("Near face z:"),
                               tr("Width:"),       tr("Height:"),       tr("Depth:")};
    for (int k = 0; k < 6; ++k) {
        auto *box = new widgets::NumberBox(space);
        box->setDecimals(0);
        box->setKeyboardTracking(false);
        if (k < 3)
            box->setRange(-1e15, 1e15);
        else
            box->setRange(1, k == 5 ? 1e6 : 8192);
        form->addRow(labels[k], box);
        m_boxFields[k] = box;
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, k](double v) {
            edit(undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change the block of space")),
                 QString(), [&](starfield::StarFieldParameters &p) {
                     std::int64_t *fields[6] = {&p.box.x0, &p.box.y0, &p.box.z0,
                                                &p.box.w,  &p.box.h,  &p.box.d};
                     *fields[k] = std::int64_t(v);
                 });
        });
        connect(box, &widgets::NumberBox::inputRefused, this,
                [this](const QString &typed, const QString &reason) {
                    Q_EMIT statusMessage(tr("\"%1\" refused: %2").arg(typed, reason), 6000);
                });
    }
    m_threshold = new widgets::NumberBox(space);
    m_threshold->setDecimals(0);
    m_threshold->setRange(-1e9, 1e9);
    m_threshold->setKeyboardTracking(false);
    form->addRow(tr("Nebula threshold:"), m_threshold);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(
            undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change the nebula threshold")), QString(),
            [&](starfield::StarFieldParameters &p) { p.galaxy.nebulaThreshold = std::int32_t(v); });
    });
    m_minMagnitude = new QDoubleSpinBox(space);
    m_magnitudeRange = new QDoubleSpinBox(space);
    m_minMagnitude->setObjectName(QStringLiteral("minMagnitude"));
    m_magnitudeRange->setObjectName(QStringLiteral("magnitudeRange"));
    for (QDoubleSpinBox *box : {m_minMagnitude, m_magnitudeRange}) {
        box->setRange(-100, 100);
        box->setKeyboardTracking(false);
    }
    form->addRow(tr("Brightest magnitude:"), m_minMagnitude);
    form->addRow(tr("Magnitude range:"), m_magnitudeRange);
    // A magnitude typed (or stepped) is one undo step.
    using G = starfield::GalaxyParameters;
    const widgets::PanelEdit<G> editGalaxy = [this](const QString &key, const char *text,
                                                    const std::function<void(G &)> &change) {
        edit(undoText(text), key, [&](starfield::StarFieldParameters &p) { change(p.galaxy); });
    };
    const char *magnitudes = QT_TRANSLATE_NOOP("Undo Commands", "Change the magnitudes");
    widgets::bindFields<G, QDoubleSpinBox, double>(
        this,
        {{m_minMagnitude, &G::minMagnitude, QStringLiteral("minMagnitude"), magnitudes},
         {m_magnitudeRange, &G::magnitudeRange, QStringLiteral("magnitudeRange"), magnitudes}},
        editGalaxy, [this] { endGesture(); });
    // The vectors: the five star vectors (S, T, U), then the nebula's; the
    // profile is read at (s·x + t·y + u·z) / 128.
    m_vectors = new widgets::VectorTable(
        {QStringLiteral("s"), QStringLiteral("t"), QStringLiteral("u")}, 65536,
        QStringLiteral("65536"),
        {tr("Add Nebula Vector"),
         tr("A copy of the selected nebula vector (or a new one), at most 64"),
         tr("Remove Nebula Vector"), tr("Removes the selected nebula vector")},
        space);
    form->addRow(m_vectors);
    connect(m_vectors, &widgets::VectorTable::refused, this, &StarFieldEditor::refuse);
    connect(m_vectors, &widgets::VectorTable::componentEdited, this,
            [this](int row, int column, std::int32_t v) {
                edit(undoText(QT_TRANSLATE_NOOP("Undo Commands", "Change a vector")), QString(),
                     [&](starfield::StarFieldParameters &p) {
                         starfield::SpaceVector &vector =
                             row < 5 ? p.galaxy.stars[std::size_t(row)]
                                     : p.galaxy.nebula[std::size_t(row - 5)];
                         std::int32_t *c[] = {&vector.s, &vector.t, &vector.u};
                         *c[column] = v;
                     });
            });
    // Nebula vectors come and go; the five star vectors are calcStar's own.
    connect(m_vectors, &widgets::VectorTable::addClicked, this, [this] { changeNebula(true); });
    connect(m_vectors, &widgets::VectorTable::removeClicked, this, [this] { changeNebula(false); });
    const QString corner = tr("The block of space scanned for stars runs from this corner "
                              "(whole units) over its width, height and depth; the picture looks "
                              "along z from its near face.");
    const QString side = tr("A side of the block of space scanned for stars, in whole units; every "
                            "integer point inside is tested by calcStar.");
    widgets::explain({
        {m_boxFields[0], corner},
        {m_boxFields[1], corner},
        {m_boxFields[2], corner},
        {m_boxFields[3], side},
        {m_boxFields[4], side},
        {m_boxFields[5], side},
        {m_threshold, tr("Gas where the nebula vectors' profile sum rises above this; the gas "
                         "density is the sum less this threshold, as land rises above a lake "
                         "level.")},
        {m_minMagnitude, tr("The magnitude of the brightest stars. A star's magnitude is this plus "
                            "the range × b / 7, where b (1 to 7) is the low byte of x·y·z.")},
        {m_magnitudeRange, tr("How much dimmer the dimmest stars are than the brightest: the "
                              "magnitude is the brightest plus this × b / 7.")},
        {m_vectors->table(),
         tr("Each vector reads the profile at (s·x + t·y + u·z) / 128. The five star "
            "vectors are calcStar's S, T, U: a star sits where round(a·x·y·z / 128) & "
            "0xffff is 127, a the sum along them. The rows below are the nebula's.")},
    });
    addDock(tr("Space"), QStringLiteral("starfieldSpaceDock"), space);

    m_exercises = textPanel(QString());
    m_exercises->setWordWrap(true);
    m_historyNeighbour =
        addDock(tr("Exercises"), QStringLiteral("starfieldExercisesDock"), scrolling(m_exercises));
    // The exercises' answers need the room; the fields take what they need.
    m_layoutShares = {300, 500};
}

void StarFieldEditor::currentChanged()
{
    if (!m_document)
        return;
    connect(m_document, &Document::changed, this, &StarFieldEditor::updateEditors);
    connect(m_document, &StarFieldDocument::skyReady, this, &StarFieldEditor::showSky);
    updateEditors();
    showSky();
}

bool StarFieldEditor::changeNebula(bool adding)
{
    if (!m_document)
        return false;
    const int row = m_vectors->table()->currentRow();
    const auto &nebula = m_document->parameters().galaxy.nebula;
    if (!adding && (row < 5 || row - 5 >= int(nebula.size()))) {
        Q_EMIT statusMessage(tr("Select a nebula vector to remove"), 6000);
        return false;
    }
    return edit(undoText(adding ? QT_TRANSLATE_NOOP("Undo Commands", "Add a nebula vector")
                                : QT_TRANSLATE_NOOP("Undo Commands", "Remove a nebula vector")),
                QString(), [&](starfield::StarFieldParameters &p) {
                    auto &n = p.galaxy.nebula;
                    if (!adding) {
                        n.erase(n.begin() + (row - 5));
                        return;
                    }
                    const bool onNebula = row >= 5 && row - 5 < int(n.size());
                    const starfield::SpaceVector copy =
                        onNebula ? n[std::size_t(row - 5)] : starfield::SpaceVector{1, 1, 1};
                    n.insert(onNebula ? n.begin() + (row - 4) : n.end(), copy);
                });
}

QTableWidget *StarFieldEditor::vectors() const
{
    return m_vectors->table();
}

void StarFieldEditor::move(qint64 dx, qint64 dy, qint64 dz)
{
    edit(undoText(dz ? QT_TRANSLATE_NOOP("Undo Commands", "Fly")
                     : QT_TRANSLATE_NOOP("Undo Commands", "Move across the sky")),
         QString(), [&](starfield::StarFieldParameters &p) {
             p.box.x0 += dx;
             p.box.y0 += dy;
             p.box.z0 += dz;
         });
}

void StarFieldEditor::updateEditors()
{
    if (!m_document)
        return;
    const starfield::StarFieldParameters &p = m_document->parameters();
    const std::int64_t values[6] = {p.box.x0, p.box.y0, p.box.z0, p.box.w, p.box.h, p.box.d};
    for (int k = 0; k < 6; ++k) {
        const QSignalBlocker block(m_boxFields[k]);
        m_boxFields[k]->setValue(double(values[k]));
    }
    const QSignalBlocker b1(m_threshold), b2(m_minMagnitude), b3(m_magnitudeRange);
    m_threshold->setValue(p.galaxy.nebulaThreshold);
    m_minMagnitude->setValue(p.galaxy.minMagnitude);
    m_magnitudeRange->setValue(p.galaxy.magnitudeRange);
    QList<widgets::VectorTable::Row> rows;
    for (std::size_t r = 0; r < p.galaxy.stars.size(); ++r) {
        const starfield::SpaceVector &v = p.galaxy.stars[r];
        rows.append({tr("Star %1").arg(r + 1), {v.s, v.t, v.u}});
    }
    for (std::size_t r = 0; r < p.galaxy.nebula.size(); ++r) {
        const starfield::SpaceVector &v = p.galaxy.nebula[r];
        rows.append({tr("Nebula %1").arg(r + 1), {v.s, v.t, v.u}});
    }
    m_vectors->setRows(rows);
    if (m_document->isScanning())
        m_timeLabel->setText(tr("Scanning…"));
}

void StarFieldEditor::showSky()
{
    if (!m_document)
        return;
    const std::shared_ptr<const Sky> sky = m_document->sky();
    if (!sky)
        return;
    m_sky->setSky(sky->picture, sky->parameters.box, sky->stars);
    m_timeLabel->setText(tr("Stars: %L1, scanned in %L2 ms, drawn in %L3 ms")
                             .arg(sky->stars.size())
                             .arg(sky->scanMs, 0, 'f', 0)
                             .arg(sky->drawMs, 0, 'f', 0));
    const starfield::StarStatistics &s = sky->statistics;
    const starfield::SpaceBox &b = sky->parameters.box;
    QString text = tr("<b>1. Density</b><br>Stars: %L1 in %L2 cubic units, %L3 per cubic unit.")
                       .arg(s.stars)
                       .arg(QLocale().toString(s.volume, 'f', 0))
                       .arg(QLocale().toString(s.density, 'g', 4));
    if (s.nearest)
        text += tr("<br><br><b>2. Nearest star</b><br>At %L1, %L2, %L3, %L4 units from the eye "
                   "(%L5, %L6, %L7). Planets: %L8.")
                    .arg(s.nearest->x)
                    .arg(s.nearest->y)
                    .arg(s.nearest->z)
                    .arg(QLocale().toString(s.nearestDistance, 'f', 1))
                    .arg(double(b.x0) + double(b.w) / 2)
                    .arg(double(b.y0) + double(b.h) / 2)
                    .arg(b.z0)
                    .arg(s.nearest->planets);
    else
        text += tr("<br><br><b>2. Nearest star</b><br>No star in this block.");
    text += tr("<br><br><b>3. Stars by number of planets</b><table>");
    for (std::size_t n = 0; n < s.perPlanets.size(); ++n)
        text += QStringLiteral("<tr><td align=right>%1</td><td>&nbsp;&nbsp;</td><td "
                               "align=right>%2</td></tr>")
                    .arg(n)
                    .arg(s.perPlanets[n]);
    text += QStringLiteral("</table>");
    if (std::isfinite(s.correlation))
        text += tr("<br><b>4. Colour and planets</b><br>Pearson's r = %L1, t = %L2 with %L3 "
                   "degrees of freedom: %L4")
                    .arg(QLocale().toString(s.correlation, 'f', 3))
                    .arg(QLocale().toString(s.t, 'f', 2))
                    .arg(s.stars - 2)
                    .arg(s.independent ? tr("no evidence of a correlation (|t| below the 5 % "
                                            "point).")
                                       : tr("a correlation (|t| above the 5 % point)."));
    else
        text += tr("<br><b>4. Colour and planets</b><br>Too few stars to tell (three needed).");
    m_exercises->setText(text);
}

bool StarFieldEditor::exportTo(const QString &path, QString *why)
{
    if (!m_document)
        return false;
    const std::optional<StarFieldExportDialog::Kind> kind = StarFieldExportDialog::kindOf(path);
    QString error =
        kind ? QString() : tr("%1: the extension says no format (.png, .csv or .json)").arg(path);
    if (kind) {
        m_document->waitForSky();
        error = StarFieldExportDialog::write(*m_document->sky(), *kind, path);
    }
    if (why)
        *why = error;
    return error.isEmpty();
}

void StarFieldEditor::exportCurrent()
{
    if (!m_document)
        return;
    m_document->waitForSky();
    StarFieldExportDialog::exec(m_document->sky(), m_window,
                                [this](const QString &text) { Q_EMIT statusMessage(text, 6000); });
}

} // namespace terrain::app
