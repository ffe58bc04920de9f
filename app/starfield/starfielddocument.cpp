#include "starfielddocument.h"

#include "starfield/skyview.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace terrain::app {

std::shared_ptr<const Sky> makeSky(const starfield::StarFieldParameters &p,
                                   const std::atomic<bool> *cancel)
{
    auto sky = std::make_shared<Sky>();
    sky->parameters = p;
    QElapsedTimer timer;
    timer.start();
    const std::function<bool(double)> progress = [cancel](double) {
        return !(cancel && cancel->load());
    };
    sky->stars = starfield::scanStars(p.galaxy, p.box, 0, &progress);
    if (cancel && cancel->load())
        return nullptr;
    sky->scanMs = double(timer.nsecsElapsed()) / 1e6;
    sky->statistics = starfield::starStatistics(sky->stars, p.box, starfield::eyeOf(p.box));
    timer.restart();
    sky->picture = starfield::renderSky(p.galaxy, p.box, sky->stars);
    sky->drawMs = double(timer.nsecsElapsed()) / 1e6;
    return sky;
}

StarFieldDocument::StarFieldDocument(starfield::StarFieldParameters parameters, QObject *parent)
    : ValueDocument(std::move(parameters), parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const Sky>>::finished, this, [this] {
        m_scanning = false;
        std::shared_ptr<const Sky> made = m_watcher.result();
        if (m_again) { // the parameters changed meanwhile: scan the newest
            m_again = false;
            startScan();
            return;
        }
        if (made) {
            m_sky = std::move(made);
            Q_EMIT skyReady();
        }
    });
    startScan();
}

StarFieldDocument::~StarFieldDocument()
{
    if (m_cancel)
        m_cancel->store(true);
    m_watcher.waitForFinished();
}

QString StarFieldDocument::formatName() const
{
    return QString::fromLatin1(starfield::kStarFieldFormat);
}

QString StarFieldDocument::kindName() const
{
    return tr("Star Field");
}

bool StarFieldDocument::writeTo(const QString &path, QString *error) const
{
    return starfield::writeStarFieldFile(parameters(), path, error);
}

bool StarFieldDocument::load(const QString &path, QStringList *errors, QStringList *warnings)
{
    const starfield::StarFieldReadResult r = starfield::readStarFieldFile(path);
    if (warnings)
        *warnings = r.warnings;
    // The file may hold a block too large to draw: refused as an edit would be.
    const QStringList problems = r.parameters ? validate(*r.parameters) : r.errors;
    if (!problems.isEmpty()) {
        if (errors) {
            *errors = problems;
            if (r.parameters)
                for (QString &e : *errors)
                    e.prepend(path + u": ");
        }
        return false;
    }
    adopt(*r.parameters, path);
    return true;
}

QStringList StarFieldDocument::validate(const starfield::StarFieldParameters &parameters) const
{
    QStringList problems = starfield::validateStarField(parameters);
    if (const std::string why = starfield::checkSkyPicture(parameters.box); !why.empty())
        problems << QString::fromStdString(why);
    return problems;
}

void StarFieldDocument::valueChanged()
{
    startScan();
}

void StarFieldDocument::startScan()
{
    if (m_scanning) { // one at a time; the newest follows
        m_again = true;
        if (m_cancel)
            m_cancel->store(true);
        return;
    }
    m_scanning = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_watcher.setFuture(
        QtConcurrent::run([p = value(), cancel = m_cancel] { return makeSky(p, cancel.get()); }));
}

void StarFieldDocument::waitForSky()
{
    while (m_scanning) {
        m_watcher.waitForFinished();
        QCoreApplication::processEvents(); // delivers finished, which may start the newest
    }
    if (!m_sky || !(m_sky->parameters == value())) {
        m_sky = makeSky(value());
        Q_EMIT skyReady();
    }
}

} // namespace terrain::app
