#pragma once
// What the studio knows of a generator: one entry each (generators.cpp) with
// its file format name, its names for menus, how to make and read its
// documents and how to make its editor. The main window and the document
// manager see generators only through these entries.

#include "shape/shapesources.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <type_traits>

class QMainWindow;

namespace terrain::app {

class Document;
class Editor;

// A document shipped with the studio, to open and change.
struct Example
{
    QString name;        // translated
    QString description; // translated
    QString resource;    // ":/examples/…json"
};

struct Generator
{
    QString formatName;  // the "format" at the root of its files
    QString displayName; // for File ▸ New, translated
    QString newShortcut; // a key sequence for File ▸ New, or empty
    QString summary;     // what it makes, in a sentence, translated
    QString picture;     // a resource path of a picture of it
    QList<Example> examples;
    std::function<Document *()> newDocument;
    // Reads a file of this format; null with the reasons when it cannot.
    std::function<Document *(const QString &path, QStringList *errors, QStringList *warnings)>
        openDocument;
    std::function<Editor *(QMainWindow *window)> makeEditor;
    // What its files give other generators to build on (Relf's continents);
    // no fromFile when nothing.
    shape::ShapeSource shapeSource;
};

// A generator's documents and editor: File ▸ New makes makeNew(), a file is
// read (Doc::load) into makeForFile(), and its editor is an Ed.
template <class Ed, class MakeNew, class MakeForFile>
void setDocumentsAndEditor(Generator &g, MakeNew makeNew, MakeForFile makeForFile)
{
    g.newDocument = makeNew;
    g.openDocument = [makeForFile](const QString &path, QStringList *errors,
                                   QStringList *warnings) -> Document * {
        std::unique_ptr<std::remove_pointer_t<decltype(makeForFile())>> d(makeForFile());
        return d->load(path, errors, warnings) ? d.release() : nullptr;
    };
    g.makeEditor = [](QMainWindow *window) -> Editor * { return new Ed(window); };
}

template <class Ed, class Make> void setDocumentsAndEditor(Generator &g, Make make)
{
    setDocumentsAndEditor<Ed>(g, make, make);
}

// Every generator the studio holds, the default one first.
QList<Generator> generators();
// The entries each generator's folder registers, in the order of
// TERRAIN_GENERATORS (written into the build by cmake/generators.cmake).
QList<Generator> registeredGenerators();

// The "format" name at the root of a JSON file, or empty with the reason.
QString fileFormatName(const QString &path, QString *why = nullptr);

} // namespace terrain::app
