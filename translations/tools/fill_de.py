#!/usr/bin/env python3
"""Fills terrainstudio_de.ts from the German glossary below.

Run after `ninja update_translations` has added new source texts; a text
without a German entry stays unfinished, and the translation test fails
until it is added here.
"""
import html
import re
import sys
from pathlib import Path

GERMAN = {
    "%1 could not be read; nothing was changed.": "%1 konnte nicht gelesen werden; nichts wurde geändert.",
    "%1 km": "%1 km",
    "%1 m": "%1 m",
    "%1 m per pixel": "%1 m pro Pixel",
    "%1 – Terrain Studio": "%1 – Terrain Studio",
    "&About Terrain Studio": "Ü&ber Terrain Studio",
    "&Buildings": "&Gebäude",
    "&Contours": "&Höhenlinien",
    "&Features": "&Objekte",
    "&File": "&Datei",
    "&Go To…": "&Gehe zu…",
    "&Help": "&Hilfe",
    "&Open…": "Ö&ffnen…",
    "&Preferences…": "&Einstellungen…",
    "&Quit": "&Beenden",
    "&Settings": "E&xtras",
    "&Snow": "&Schnee",
    "&Vegetation": "&Vegetation",
    "&View": "&Ansicht",
    "<p><b>Terrain Studio</b> %1</p><p>Design limitless procedural terrain with the Relf Terrain Generator and see it as an orienteering map.</p>":
        "<p><b>Terrain Studio</b> %1</p><p>Entwerfen Sie grenzenloses prozedurales Gelände mit dem Relf-Geländegenerator und sehen Sie es als Orientierungslaufkarte.</p>",
    "\"%1\" is not a number.": "„%1“ ist keine Zahl.",
    "A new language takes effect when Terrain Studio starts again.": "Eine neue Sprache gilt ab dem nächsten Start von Terrain Studio.",
    "A parameter file to open.": "Eine zu öffnende Parameterdatei.",
    "About Terrain Studio": "Über Terrain Studio",
    "Boulder": "Felsblock",
    "Building": "Gebäude",
    "Cannot open the parameter file": "Die Parameterdatei kann nicht geöffnet werden",
    "Code": "Kennung",
    "Cone": "Pylon",
    "Contour": "Höhenlinie",
    "Contour &Interval…": "Höhenlinien-&Abstand…",
    "Contour Interval": "Höhenlinien-Abstand",
    "Coordinate &Grid": "Koordinaten&gitter",
    "Coordinates must lie within ±10^15 m.": "Die Koordinaten müssen innerhalb von ±10^15 m liegen.",
    "Depth": "Tiefe",
    "Design limitless procedural terrain.": "Grenzenloses prozedurales Gelände entwerfen.",
    "Enter two numbers, x and y.": "Geben Sie zwei Zahlen ein, x und y.",
    "Feature": "Objekt",
    "Following the cursor. Click the map to pin a point.": "Folgt dem Mauszeiger. Klicken Sie in die Karte, um einen Punkt festzuhalten.",
    "Full redraw %1 ms": "Vollständig gezeichnet in %1 ms",
    "Go To": "Gehe zu",
    "Grass": "Wiese",
    "Ground coordinates x (east) and y (north), in metres:": "Geländekoordinaten x (Osten) und y (Norden) in Metern:",
    "Height": "Höhe",
    "Height units between contours:": "Höheneinheiten zwischen Höhenlinien:",
    "Index contour (every fifth)": "Zählkurve (jede fünfte)",
    "Inspector": "Inspektor",
    "Knoll": "Kuppe",
    "Lake": "See",
    "Language:": "Sprache:",
    "Legend": "Legende",
    "Man-made object": "Künstliches Objekt",
    "Map": "Karte",
    "Marsh": "Sumpf",
    "Mine shaft": "Minenschacht",
    "Moor": "Heide",
    "Mud": "Schlamm",
    "None": "Keines",
    "Open &Recent": "&Zuletzt geöffnet",
    "Open Parameter File": "Parameterdatei öffnen",
    "Path": "Pfad",
    "Pinned. Click elsewhere to pin another point.": "Festgehalten. Klicken Sie woanders, um einen anderen Punkt festzuhalten.",
    "Preferences": "Einstellungen",
    "Road": "Straße",
    "Rocket": "Rakete",
    "Rootstock": "Wurzelstock",
    "Snow": "Schnee",
    "Stream": "Bach",
    "System language": "Systemsprache",
    "Terrain": "Gelände",
    "Terrain Studio": "Terrain Studio",
    "Terrain parameters (*.json);;All files (*)": "Geländeparameter (*.json);;Alle Dateien (*)",
    "Thicket": "Dickicht",
    "Town": "Stadt",
    "Unpin": "Loslassen",
    "Water hole": "Wasserloch",
    "Wood": "Wald",
    "Zoom &In": "Ver&größern",
    "Zoom &Out": "Ver&kleinern",
    "x": "x",
    "x %1  y %2": "x %1  y %2",
    "y": "y",
    "Centre the map on the ground point \"x,y\".": "Die Karte auf den Geländepunkt „x,y“ zentrieren.",
    "Metres per pixel: 0.125, 0.25, ... 16.": "Meter pro Pixel: 0.125, 0.25, … 16.",
    "Interface language (en, de).": "Sprache der Oberfläche (en, de).",
    "Untitled": "Unbenannt",
    "%1[*] – Terrain Studio": "%1[*] – Terrain Studio",
    "Unsaved Changes": "Ungespeicherte Änderungen",
    "The terrain has changes that are not saved. Save them?": "Das Gelände hat ungespeicherte Änderungen. Sollen sie gespeichert werden?",
    "Cannot save": "Speichern nicht möglich",
    "Saved %1": "%1 gespeichert",
    "Save Parameter File": "Parameterdatei speichern",
    "Terrain parameters (*.json)": "Geländeparameter (*.json)",
    "Restore Unsaved Changes": "Ungespeicherte Änderungen wiederherstellen",
    "Terrain Studio did not close normally. Restore the unsaved terrain from %1?": "Terrain Studio wurde nicht normal beendet. Das ungespeicherte Gelände vom %1 wiederherstellen?",
    "Restore unsaved changes": "Ungespeicherte Änderungen wiederherstellen",
    "History": "Verlauf",
    "<opened>": "<geöffnet>",
    "&New": "&Neu",
    "&Save": "&Speichern",
    "Save &As…": "Speichern &unter…",
    "&Edit": "&Bearbeiten",
    "&Undo": "&Rückgängig",
    "&Redo": "&Wiederholen",
    "&Presets": "&Vorlagen",
    "The Forest 1983": "The Forest 1983",
    "Islands": "Inseln",
    "Mountains": "Gebirge",
    "Pieces of Eight (random sea-level profile)": "Pieces of Eight (zufälliges Meeresspiegel-Profil)",
    "Cannot load the preset": "Die Vorlage kann nicht geladen werden",
    "Load preset %1": "Vorlage %1 laden",
    "Parameters": "Parameter",
    "Water and height": "Wasser und Höhe",
    "Rain": "Regen",
    "Raise the lake level until the land breaks into islands; click again to stop.": "Den Seespiegel anheben, bis das Land in Inseln zerfällt; erneut klicken zum Anhalten.",
    "Lake level:": "Seespiegel:",
    "Snow above:": "Schnee über:",
    "Mountain tops above": "Berggipfel über",
    "Terrain kinds": "Geländearten",
    "Town below:": "Stadt unter:",
    "Open land below:": "Offenes Land unter:",
    "Grass (else moor) below:": "Wiese (sonst Heide) unter:",
    "Thicket (else wood) below:": "Dickicht (sonst Wald) unter:",
    "Wood only": "Nur Wald",
    "Point features": "Punktobjekte",
    "Mask:": "Maske:",
    "Trigger, natural:": "Auslöser, natürlich:",
    "Trigger, man-made:": "Auslöser, künstlich:",
    "Trigger, cone:": "Auslöser, Pylon:",
    "Mine shaft below:": "Minenschacht unter:",
    "Boulder below:": "Felsblock unter:",
    "Water hole below:": "Wasserloch unter:",
    "Knoll below (else rootstock):": "Kuppe unter (sonst Wurzelstock):",
    "Paths and time": "Pfade und Zeit",
    "Paths": "Pfade",
    "Offset x:": "Versatz x:",
    "Offset y:": "Versatz y:",
    "Tolerance:": "Toleranz:",
    "one whole number per height vector": "eine ganze Zahl je Höhenvektor",
    "Time coefficients:": "Zeitkoeffizienten:",
    "Play": "Abspielen",
    "Time:": "Zeit:",
    "Pause": "Pause",
    "Change lake level": "Seespiegel ändern",
    "Change snow height": "Schneehöhe ändern",
    "Mountain tops": "Berggipfel",
    "Change mountain base": "Gipfelbasis ändern",
    "Change terrain threshold": "Geländeschwelle ändern",
    "Change feature rule": "Objektregel ändern",
    "Change path rule": "Pfadregel ändern",
    "Change time coefficients": "Zeitkoeffizienten ändern",
    "Change time": "Zeit ändern",
    "Play time": "Zeit abspielen",
    "Move vector": "Vektor verschieben",
    "Change vector": "Vektor ändern",
    "Add vector": "Vektor hinzufügen",
    "Remove vector": "Vektor entfernen",
    "Vegetation 1": "Vegetation 1",
    "Vegetation 2": "Vegetation 2",
    "Vegetation 3": "Vegetation 3",
    "Direction Vectors": "Richtungsvektoren",
    "a": "a",
    "b": "b",
    "Period (m)": "Periode (m)",
    "Add": "Hinzufügen",
    "Remove": "Entfernen",
}


def escape(text):
    return html.escape(text, quote=False).replace('"', "&quot;")


def main(path):
    ts = Path(path).read_text(encoding="utf-8")
    missing = []

    def fill(match):
        source = html.unescape(match.group(1))
        german = GERMAN.get(source)
        if german is None:
            missing.append(source)
            return match.group(0)
        return f"<source>{match.group(1)}</source>\n        <translation>{escape(german)}</translation>"

    ts = re.sub(r"<source>(.*?)</source>\s*<translation[^>]*>.*?</translation>", fill, ts, flags=re.S)
    Path(path).write_text(ts, encoding="utf-8")
    for m in missing:
        print("no German for:", m, file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).parent.parent / "terrainstudio_de.ts")))
