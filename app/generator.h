#pragma once
// What the studio knows of a generator: one entry each (generators.cpp) with
// its file format name, its names for menus, how to make and read its
// documents and how to make its editor. The main window and the document
// manager see generators only through these entries.

#include "shape/shapesources.h"

#include <QString>
#include <QStringList>

#include <functional>

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

// Every generator the studio holds, the default one first.
QList<Generator> generators();

// The "format" name at the root of a JSON file, or empty with the reason.
QString fileFormatName(const QString &path, QString *why = nullptr);

} // namespace terrain::app
