<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Biomes</name>
    <message>
        <source>Ocean</source>
        <translation>Ozean</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Ice</source>
        <translation>Eis</translation>
    </message>
    <message>
        <source>Beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <source>Snow</source>
        <translation>Schnee</translation>
    </message>
    <message>
        <source>Tundra</source>
        <translation>Tundra</translation>
    </message>
    <message>
        <source>Bare</source>
        <translation>Kahl</translation>
    </message>
    <message>
        <source>Scorched</source>
        <translation>Verbrannt</translation>
    </message>
    <message>
        <source>Taiga</source>
        <translation>Taiga</translation>
    </message>
    <message>
        <source>Shrubland</source>
        <translation>Buschland</translation>
    </message>
    <message>
        <source>Temperate desert</source>
        <translation>Gemäßigte Wüste</translation>
    </message>
    <message>
        <source>Temperate rain forest</source>
        <translation>Gemäßigter Regenwald</translation>
    </message>
    <message>
        <source>Temperate deciduous forest</source>
        <translation>Gemäßigter Laubwald</translation>
    </message>
    <message>
        <source>Grassland</source>
        <translation>Grasland</translation>
    </message>
    <message>
        <source>Tropical rain forest</source>
        <translation>Tropischer Regenwald</translation>
    </message>
    <message>
        <source>Tropical seasonal forest</source>
        <translation>Tropischer Saisonwald</translation>
    </message>
    <message>
        <source>Subtropical desert</source>
        <translation>Subtropische Wüste</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export cancelled: %1 is as it was</source>
        <translation>Export abgebrochen: %1 ist unverändert</translation>
    </message>
    <message>
        <source>Export cancelled: nothing written</source>
        <translation>Export abgebrochen: nichts geschrieben</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Terrain Studio Manual</source>
        <translation>Terrain-Studio-Handbuch</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>%1: not JSON (%2 at byte %3)</source>
        <translation>%1: kein JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1: format: missing (no generator&apos;s file)</source>
        <translation>%1: format: fehlt (keine Datei eines Generators)</translation>
    </message>
    <message>
        <source>a parameter file</source>
        <translation>eine Parameterdatei</translation>
    </message>
</context>
<context>
    <name>QProgressDialog</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>Terrain</name>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>Moor</source>
        <translation>Heide</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Thicket</source>
        <translation>Dickicht</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Mud</source>
        <translation>Schlamm</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Bach</translation>
    </message>
    <message>
        <source>Marsh</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Mine shaft</source>
        <translation>Minenschacht</translation>
    </message>
    <message>
        <source>Boulder</source>
        <translation>Felsblock</translation>
    </message>
    <message>
        <source>Rootstock</source>
        <translation>Wurzelstock</translation>
    </message>
    <message>
        <source>Water hole</source>
        <translation>Wasserloch</translation>
    </message>
    <message>
        <source>Knoll</source>
        <translation>Kuppe</translation>
    </message>
    <message>
        <source>Man-made object</source>
        <translation>Künstliches Objekt</translation>
    </message>
    <message>
        <source>Cone</source>
        <translation>Pylon</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Markierung</translation>
    </message>
</context>
<context>
    <name>Undo Commands</name>
    <message>
        <source>Load preset %1</source>
        <translation>Vorlage %1 laden</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Regen</translation>
    </message>
    <message>
        <source>Play time</source>
        <translation>Zeit abspielen</translation>
    </message>
    <message>
        <source>Change lake level</source>
        <translation>Seespiegel ändern</translation>
    </message>
    <message>
        <source>Change snow height</source>
        <translation>Schneehöhe ändern</translation>
    </message>
    <message>
        <source>Mountain tops</source>
        <translation>Berggipfel</translation>
    </message>
    <message>
        <source>Change mountain base</source>
        <translation>Gipfelbasis ändern</translation>
    </message>
    <message>
        <source>Change terrain threshold</source>
        <translation>Geländeschwelle ändern</translation>
    </message>
    <message>
        <source>Wood only</source>
        <translation>Nur Wald</translation>
    </message>
    <message>
        <source>Change feature rule</source>
        <translation>Objektregel ändern</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Pfade</translation>
    </message>
    <message>
        <source>Change path rule</source>
        <translation>Pfadregel ändern</translation>
    </message>
    <message>
        <source>Change time coefficients</source>
        <translation>Zeitkoeffizienten ändern</translation>
    </message>
    <message>
        <source>Change time</source>
        <translation>Zeit ändern</translation>
    </message>
    <message>
        <source>Move vector</source>
        <translation>Vektor verschieben</translation>
    </message>
    <message>
        <source>Change vector</source>
        <translation>Vektor ändern</translation>
    </message>
    <message>
        <source>Add vector</source>
        <translation>Vektor hinzufügen</translation>
    </message>
    <message>
        <source>Remove vector</source>
        <translation>Vektor entfernen</translation>
    </message>
    <message>
        <source>Change profile length</source>
        <translation>Profillänge ändern</translation>
    </message>
    <message>
        <source>Reshape profile</source>
        <translation>Profil formen</translation>
    </message>
    <message>
        <source>Random profile (seed %1)</source>
        <translation>Zufallsprofil (Startwert %1)</translation>
    </message>
    <message>
        <source>Change mine openness</source>
        <translation>Minenöffnung ändern</translation>
    </message>
    <message>
        <source>Mine variant</source>
        <translation>Minenvariante</translation>
    </message>
    <message>
        <source>Change mine levels</source>
        <translation>Minenebenen ändern</translation>
    </message>
    <message>
        <source>Change cavern floor offset</source>
        <translation>Höhlenboden-Versatz ändern</translation>
    </message>
    <message>
        <source>Change cavern scale</source>
        <translation>Höhlenmaßstab ändern</translation>
    </message>
    <message>
        <source>Change cavern depth</source>
        <translation>Höhlentiefe ändern</translation>
    </message>
    <message>
        <source>Start preset %1</source>
        <translation>Startvorlage %1</translation>
    </message>
    <message>
        <source>Paint start pattern</source>
        <translation>Startmuster malen</translation>
    </message>
    <message>
        <source>Paint land</source>
        <translation>Land malen</translation>
    </message>
    <message>
        <source>Paint water</source>
        <translation>Wasser malen</translation>
    </message>
    <message>
        <source>Erase painting</source>
        <translation>Bemalung löschen</translation>
    </message>
    <message>
        <source>Preset %1</source>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <source>Clear painting</source>
        <translation>Bemalung entfernen</translation>
    </message>
    <message>
        <source>Change seed</source>
        <translation>Startwert ändern</translation>
    </message>
    <message>
        <source>Change point placement</source>
        <translation>Punktverteilung ändern</translation>
    </message>
    <message>
        <source>Change island shape</source>
        <translation>Inselform ändern</translation>
    </message>
    <message>
        <source>Change region count</source>
        <translation>Anzahl der Regionen ändern</translation>
    </message>
    <message>
        <source>Change relaxations</source>
        <translation>Relaxationen ändern</translation>
    </message>
    <message>
        <source>Change river count</source>
        <translation>Anzahl der Flüsse ändern</translation>
    </message>
    <message>
        <source>Change island factor</source>
        <translation>Inselfaktor ändern</translation>
    </message>
    <message>
        <source>Change noise scale</source>
        <translation>Rauschmaßstab ändern</translation>
    </message>
    <message>
        <source>Change land ratio</source>
        <translation>Landanteil ändern</translation>
    </message>
    <message>
        <source>Change lake threshold</source>
        <translation>Seeschwelle ändern</translation>
    </message>
    <message>
        <source>Change edge noise</source>
        <translation>Kantenrauschen ändern</translation>
    </message>
    <message>
        <source>Switch noisy edges</source>
        <translation>Verrauschte Kanten umschalten</translation>
    </message>
    <message>
        <source>Switch smooth transitions</source>
        <translation>Weiche Übergänge umschalten</translation>
    </message>
    <message>
        <source>Switch roads</source>
        <translation>Straßen umschalten</translation>
    </message>
    <message>
        <source>Switch lava</source>
        <translation>Lava umschalten</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Add road</source>
        <translation>Straße hinzufügen</translation>
    </message>
    <message>
        <source>Move road vertex</source>
        <translation>Straßenpunkt verschieben</translation>
    </message>
    <message>
        <source>Insert road vertex</source>
        <translation>Straßenpunkt einfügen</translation>
    </message>
    <message>
        <source>Delete road</source>
        <translation>Straße löschen</translation>
    </message>
    <message>
        <source>Delete road vertex</source>
        <translation>Straßenpunkt löschen</translation>
    </message>
    <message>
        <source>Path offset</source>
        <translation>Wegversatz</translation>
    </message>
    <message>
        <source>Remove placed object</source>
        <translation>Platziertes Objekt entfernen</translation>
    </message>
    <message>
        <source>Road width</source>
        <translation>Straßenbreite</translation>
    </message>
    <message>
        <source>Move across the sky</source>
        <translation>Über den Himmel bewegen</translation>
    </message>
    <message>
        <source>Change the block of space</source>
        <translation>Raumblock ändern</translation>
    </message>
    <message>
        <source>Change the nebula threshold</source>
        <translation>Nebelschwelle ändern</translation>
    </message>
    <message>
        <source>Change the magnitudes</source>
        <translation>Größenklassen ändern</translation>
    </message>
    <message>
        <source>Fly</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <source>Change a vector</source>
        <translation>Einen Vektor ändern</translation>
    </message>
    <message>
        <source>Skylands</source>
        <translation>Himmelsinseln</translation>
    </message>
    <message>
        <source>Change underside depth</source>
        <translation>Tiefe der Unterseite ändern</translation>
    </message>
    <message>
        <source>Turn the planet</source>
        <translation>Planeten drehen</translation>
    </message>
    <message>
        <source>Change the map&apos;s scale</source>
        <translation>Kartenmaßstab ändern</translation>
    </message>
    <message>
        <source>Change the planet</source>
        <translation>Planeten ändern</translation>
    </message>
    <message>
        <source>Add a vector</source>
        <translation>Vektor hinzufügen</translation>
    </message>
    <message>
        <source>Remove a vector</source>
        <translation>Vektor entfernen</translation>
    </message>
    <message>
        <source>Add a nebula vector</source>
        <translation>Nebelvektor hinzufügen</translation>
    </message>
    <message>
        <source>Remove a nebula vector</source>
        <translation>Nebelvektor entfernen</translation>
    </message>
    <message>
        <source>Remove continent</source>
        <translation>Kontinent entfernen</translation>
    </message>
    <message>
        <source>Apply continent preset</source>
        <translation>Kontinentvorlage anwenden</translation>
    </message>
    <message>
        <source>Place continent</source>
        <translation>Kontinent platzieren</translation>
    </message>
    <message>
        <source>Paint continent</source>
        <translation>Kontinent malen</translation>
    </message>
    <message>
        <source>Make continent</source>
        <translation>Kontinent anlegen</translation>
    </message>
    <message>
        <source>Erode continent</source>
        <translation>Kontinent erodieren</translation>
    </message>
    <message>
        <source>Remove curve point</source>
        <translation>Kurvenpunkt entfernen</translation>
    </message>
    <message>
        <source>Shape base height</source>
        <translation>Grundhöhe formen</translation>
    </message>
    <message>
        <source>Shape detail amplitude</source>
        <translation>Detailamplitude formen</translation>
    </message>
    <message>
        <source>Add curve point</source>
        <translation>Kurvenpunkt hinzufügen</translation>
    </message>
    <message>
        <source>Change continent edges</source>
        <translation>Kontinentränder ändern</translation>
    </message>
    <message>
        <source>Change climate</source>
        <translation>Klima ändern</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design limitless procedural terrain.</source>
        <translation>Grenzenloses prozedurales Gelände entwerfen.</translation>
    </message>
    <message>
        <source>A parameter file to open.</source>
        <translation>Eine zu öffnende Parameterdatei.</translation>
    </message>
    <message>
        <source>Centre the map on the ground point &quot;x,y&quot;.</source>
        <translation>Die Karte auf den Geländepunkt „x,y“ zentrieren.</translation>
    </message>
    <message>
        <source>Metres per pixel: 0.125, 0.25, ... 16.</source>
        <translation>Meter pro Pixel: 0.125, 0.25, … 16.</translation>
    </message>
    <message>
        <source>Interface language (en, de).</source>
        <translation>Sprache der Oberfläche (en, de).</translation>
    </message>
</context>
<context>
    <name>terrain::app::CoastlineDocument</name>
    <message>
        <source>Coastline</source>
        <translation>Küste</translation>
    </message>
</context>
<context>
    <name>terrain::app::CoastlineEditor</name>
    <message>
        <source>Coastline</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>Step </source>
        <translation>Schritt </translation>
    </message>
    <message>
        <source>The map after each step: 1 is the start pattern, the last the finished map</source>
        <translation>Die Karte nach jedem Schritt: 1 ist das Startmuster, der letzte die fertige Karte</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt…</translation>
    </message>
    <message>
        <source>

In view:</source>
        <translation>

Im Ausschnitt:</translation>
    </message>
    <message>
        <source>Start Pattern</source>
        <translation>Startmuster</translation>
    </message>
    <message>
        <source>Move over the map to see a cell.</source>
        <translation>Über die Karte fahren, um eine Zelle zu sehen.</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Zelle</translation>
    </message>
    <message>
        <source>&amp;Coastline</source>
        <translation>&amp;Küste</translation>
    </message>
    <message>
        <source>Start &amp;Pattern</source>
        <translation>Start&amp;muster</translation>
    </message>
    <message>
        <source>The Article&apos;s Corners</source>
        <translation>Die Ecken des Artikels</translation>
    </message>
    <message>
        <source>One Continent</source>
        <translation>Ein Kontinent</translation>
    </message>
    <message>
        <source>Archipelago</source>
        <translation>Archipel</translation>
    </message>
    <message>
        <source>All Sea</source>
        <translation>Nur Meer</translation>
    </message>
    <message>
        <source>&amp;Previous Step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Ne&amp;xt Step</source>
        <translation>Nä&amp;chster Schritt</translation>
    </message>
    <message>
        <source>&amp;Finished Map</source>
        <translation>&amp;Fertige Karte</translation>
    </message>
    <message>
        <source>&amp;Contours</source>
        <translation>&amp;Höhenlinien</translation>
    </message>
    <message>
        <source>&amp;Hill Shading</source>
        <translation>&amp;Schummerung</translation>
    </message>
    <message>
        <source>Cell &amp;Grid</source>
        <translation>Zellen&amp;gitter</translation>
    </message>
    <message>
        <source> %L1 of %L2</source>
        <translation> %L1 von %L2</translation>
    </message>
    <message>
        <source>Map made in %L1 ms</source>
        <translation>Karte in %L1 ms erzeugt</translation>
    </message>
    <message>
        <source>Cell %L1, %L2
Type: %L3</source>
        <translation>Zelle %L1, %L2
Typ: %L3</translation>
    </message>
    <message>
        <source>
Height: %L1</source>
        <translation>
Höhe: %L1</translation>
    </message>
    <message>
        <source>
%L1: %L2 %</source>
        <translation>
%L1: %L2 %</translation>
    </message>
    <message>
        <source>cell %L1, %L2</source>
        <translation>Zelle %L1, %L2</translation>
    </message>
</context>
<context>
    <name>terrain::app::CoastlineExportDialog</name>
    <message>
        <source>Export Coastline</source>
        <translation>Küste exportieren</translation>
    </message>
    <message>
        <source>Map picture (PNG, the step shown)</source>
        <translation>Kartenbild (PNG, der gezeigte Schritt)</translation>
    </message>
    <message>
        <source>Type map (indexed PNG)</source>
        <translation>Typenkarte (indiziertes PNG)</translation>
    </message>
    <message>
        <source>Heightmap (16-bit PNG)</source>
        <translation>Höhenkarte (16-Bit-PNG)</translation>
    </message>
    <message>
        <source>Heightmap (16-bit RAW)</source>
        <translation>Höhenkarte (16-Bit-RAW)</translation>
    </message>
    <message>
        <source>Tiled map (.tmj)</source>
        <translation>Tiled-Karte (.tmj)</translation>
    </message>
    <message>
        <source>Text rows (.txt, as the applet)</source>
        <translation>Textzeilen (.txt, wie das Applet)</translation>
    </message>
    <message>
        <source> This coastline has no heights: turn them on in the Coastline panel.</source>
        <translation> Diese Küste hat keine Höhen: im Küstenbereich einschalten.</translation>
    </message>
    <message>
        <source> One tile per land type; the tileset picture is written beside the map.</source>
        <translation> Eine Kachel je Landtyp; das Kachelsatzbild wird neben die Karte geschrieben.</translation>
    </message>
    <message>
        <source>%L1 × %L1 cells, one pixel or sample a cell.</source>
        <translation>%L1 × %L1 Zellen, ein Pixel oder Messwert je Zelle.</translation>
    </message>
</context>
<context>
    <name>terrain::app::Document</name>
    <message>
        <source>Untitled %1</source>
        <translation>%1 ohne Titel</translation>
    </message>
</context>
<context>
    <name>terrain::app::DocumentEditor</name>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;New Seed</source>
        <translation>&amp;Neuer Startwert</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Ebenen</translation>
    </message>
</context>
<context>
    <name>terrain::app::DocumentManager</name>
    <message>
        <source>No document is open. File ▸ New makes one; File ▸ Open reads one.</source>
        <translation>Kein Dokument ist geöffnet. Datei ▸ Neu legt eines an; Datei ▸ Öffnen liest eines.</translation>
    </message>
</context>
<context>
    <name>terrain::app::ExportDialog</name>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Heightmap</source>
        <translation>Höhenkarte</translation>
    </message>
    <message>
        <source>Mesh (OBJ)</source>
        <translation>Netz (OBJ)</translation>
    </message>
    <message>
        <source>West edge x:</source>
        <translation>Westrand x:</translation>
    </message>
    <message>
        <source>South edge y:</source>
        <translation>Südrand y:</translation>
    </message>
    <message>
        <source>Width (m):</source>
        <translation>Breite (m):</translation>
    </message>
    <message>
        <source>Height (m):</source>
        <translation>Höhe (m):</translation>
    </message>
    <message>
        <source>Metres per pixel:</source>
        <translation>Meter pro Pixel:</translation>
    </message>
    <message>
        <source>PNG picture</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG vector map</source>
        <translation>SVG-Vektorkarte</translation>
    </message>
    <message>
        <source>PDF vector map</source>
        <translation>PDF-Vektorkarte</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>16-bit PNG</source>
        <translation>16-Bit-PNG</translation>
    </message>
    <message>
        <source>16-bit RAW, little-endian</source>
        <translation>16-Bit-RAW, Little-Endian</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Mesh with map colours (glTF binary)</source>
        <translation>Netz mit Kartenfarben (glTF binär)</translation>
    </message>
    <message>
        <source>Splat maps (terrain kinds as RGBA weights)</source>
        <translation>Splat-Maps (Geländearten als RGBA-Gewichte)</translation>
    </message>
    <message>
        <source>Object list (buildings, features, streams, roads)</source>
        <translation>Objektliste (Gebäude, Punktobjekte, Bäche, Straßen)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>Unity</source>
        <translation>Unity</translation>
    </message>
    <message>
        <source>Unreal</source>
        <translation>Unreal</translation>
    </message>
    <message>
        <source>Godot</source>
        <translation>Godot</translation>
    </message>
    <message>
        <source>Engine preset:</source>
        <translation>Engine-Vorgabe:</translation>
    </message>
    <message>
        <source>Samples a side:</source>
        <translation>Punkte je Seite:</translation>
    </message>
    <message>
        <source>CSV (kind, x, y, z, rotation, scale)</source>
        <translation>CSV (Art, x, y, z, Drehung, Maßstab)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>16-bit RAW (.r16)</source>
        <translation>16-Bit-RAW (.r16)</translation>
    </message>
    <message>
        <source>32-bit float EXR</source>
        <translation>32-Bit-Gleitkomma-EXR</translation>
    </message>
    <message>
        <source>Tiled map, one tile a pixel (.tmj)</source>
        <translation>Tiled-Karte, eine Kachel je Pixel (.tmj)</translation>
    </message>
    <message>
        <source>OpenOrienteering Mapper, ISOM 2017-2 (.omap)</source>
        <translation>OpenOrienteering Mapper, ISOM 2017-2 (.omap)</translation>
    </message>
    <message>
        <source>%L1 × %L2 tiles of Tiled, a terrain kind each.</source>
        <translation>%L1 × %L2 Tiled-Kacheln, je eine Geländeart.</translation>
    </message>
    <message>
        <source>%L1 × %L2 cells traced into areas and contours, at 1:10,000.</source>
        <translation>%L1 × %L2 Zellen, zu Flächen und Höhenlinien nachgezeichnet, im Maßstab 1:10.000.</translation>
    </message>
    <message>
        <source>%L1 × %L2 pixels.</source>
        <translation>%L1 × %L2 Pixel.</translation>
    </message>
    <message>
        <source>Each side may have at most %L1 pixels.</source>
        <translation>Jede Seite darf höchstens %L1 Pixel haben.</translation>
    </message>
    <message>
        <source>The region may be at most %L1 m a side.</source>
        <translation>Das Gebiet darf höchstens %L1 m je Seite haben.</translation>
    </message>
    <message>
        <source>Three RGBA pictures of %L1 × %L1, four terrain kinds each (%L2-0.png … -2.png), named in %L2.json.</source>
        <translation>Drei RGBA-Bilder von %L1 × %L1 mit je vier Geländearten (%L2-0.png … -2.png), benannt in %L2.json.</translation>
    </message>
    <message>
        <source>%L1 vertices, %L2 triangles.</source>
        <translation>%L1 Punkte, %L2 Dreiecke.</translation>
    </message>
    <message>
        <source>A mesh may have at most %L1 × %L1 vertices.</source>
        <translation>Ein Netz darf höchstens %L1 × %L1 Eckpunkte haben.</translation>
    </message>
    <message>
        <source>Samples along the longer side:</source>
        <translation>Punkte entlang der längeren Seite:</translation>
    </message>
    <message>
        <source>%L1 × %L2 heights, with the height range and %L3&apos;s import settings in %L4.json.</source>
        <translation>%L1 × %L2 Höhen, mit dem Höhenbereich und den Importeinstellungen für %L3 in %L4.json.</translation>
    </message>
    <message>
        <source>%L1 × %L2 heights, with the height range in %L3.json.</source>
        <translation>%L1 × %L2 Höhen, mit dem Höhenbereich in %L3.json.</translation>
    </message>
    <message>
        <source>Unity&apos;s terrain takes square heightmaps only, and this region gives %L1 × %L2 heights: make the region square, or choose another engine.</source>
        <translation>Unitys Terrain nimmt nur quadratische Höhenkarten, und dieses Gebiet ergibt %L1 × %L2 Höhen: das Gebiet quadratisch machen oder eine andere Engine wählen.</translation>
    </message>
    <message>
        <source>GeoJSON (rivers, streams and roads as lines, for GIS)</source>
        <translation>GeoJSON (Flüsse, Bäche und Straßen als Linien, für GIS)</translation>
    </message>
    <message>
        <source>Every river, stream and road as a line, every building as its square and every point feature and placed object in the region.</source>
        <translation>Jeder Fluss, Bach und jede Straße als Linie, jedes Gebäude als sein Quadrat und jedes Punktobjekt und jeder gesetzte Gegenstand im Gebiet.</translation>
    </message>
    <message>
        <source>Every building, point feature, stream point, river point, road vertex and placed object in the region.</source>
        <translation>Jedes Gebäude, Punktobjekt, jeder Bachpunkt, Flusspunkt, Straßenknick und gesetzte Gegenstand im Gebiet.</translation>
    </message>
</context>
<context>
    <name>terrain::app::ExportDialogFrame</name>
    <message>
        <source>Export:</source>
        <translation>Exportieren:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Export To</source>
        <translation>Exportieren nach</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Exporting %1…</source>
        <translation>%1 wird exportiert…</translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation>Datei ersetzen</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 gibt es schon. Ersetzen?</translation>
    </message>
</context>
<context>
    <name>terrain::app::Generators</name>
    <message>
        <source>Relf &amp;Terrain</source>
        <translation>Relf-&amp;Gelände</translation>
    </message>
    <message>
        <source>Fractal &amp;Coastline</source>
        <translation>Fraktale &amp;Küste</translation>
    </message>
    <message>
        <source>&amp;Polygon Island</source>
        <translation>&amp;Polygoninsel</translation>
    </message>
    <message>
        <source>&amp;Star Field</source>
        <translation>&amp;Sternenfeld</translation>
    </message>
    <message>
        <source>&amp;Planet</source>
        <translation>&amp;Planet</translation>
    </message>
    <message>
        <source>A fractal coastline grown from four corners on a repeating square map</source>
        <translation>Eine fraktale Küste, aus vier Ecken gewachsen, auf einer sich wiederholenden quadratischen Karte</translation>
    </message>
    <message>
        <source>A Continent</source>
        <translation>Ein Kontinent</translation>
    </message>
    <message>
        <source>A coastline continent with heights</source>
        <translation>Ein Küstenkontinent mit Höhen</translation>
    </message>
    <message>
        <source>An island of Voronoi polygons with elevation, rivers, moisture and biomes</source>
        <translation>Eine Insel aus Voronoi-Polygonen mit Höhe, Flüssen, Feuchte und Biomen</translation>
    </message>
    <message>
        <source>A Polygon Island</source>
        <translation>Eine Polygoninsel</translation>
    </message>
    <message>
        <source>An island of 8,000 polygons with rivers</source>
        <translation>Eine Insel aus 8.000 Polygonen mit Flüssen</translation>
    </message>
    <message>
        <source>A spherical planet: heights, terrain and features on a globe and a flat map</source>
        <translation>Ein kugelförmiger Planet: Höhen, Gelände und Objekte auf einem Globus und einer flachen Karte</translation>
    </message>
    <message>
        <source>A Planet</source>
        <translation>Ein Planet</translation>
    </message>
    <message>
        <source>A spherical planet with its features</source>
        <translation>Ein kugelförmiger Planet mit seinen Objekten</translation>
    </message>
    <message>
        <source>Limitless terrain from a profile summed along direction vectors, as an orienteering map: lakes, vegetation, towns, streams, mines, a 3-D view</source>
        <translation>Grenzenloses Gelände aus einem entlang von Richtungsvektoren summierten Profil, als Orientierungslaufkarte: Seen, Vegetation, Städte, Bäche, Minen, eine 3D-Ansicht</translation>
    </message>
    <message>
        <source>The Forest 1983</source>
        <translation>The Forest 1983</translation>
    </message>
    <message>
        <source>The reference terrain of the article, the default</source>
        <translation>Das Referenzgelände des Artikels, die Vorgabe</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>The lake raised until the land breaks into islands</source>
        <translation>Der See angehoben, bis das Land in Inseln zerfällt</translation>
    </message>
    <message>
        <source>Stars and nebulae in three dimensions, from the same sums</source>
        <translation>Sterne und Nebel in drei Dimensionen, aus denselben Summen</translation>
    </message>
    <message>
        <source>A Star Field</source>
        <translation>Ein Sternenfeld</translation>
    </message>
    <message>
        <source>Stars and nebulae from the same sums</source>
        <translation>Sterne und Nebel aus denselben Summen</translation>
    </message>
    <message>
        <source>A Fractal Coastline</source>
        <translation>Eine fraktale Küste</translation>
    </message>
    <message>
        <source>A limitless world shaped by a fractal coastline, eroded</source>
        <translation>Eine grenzenlose Welt in der Form einer fraktalen Küste, erodiert</translation>
    </message>
</context>
<context>
    <name>terrain::app::GoToDialog</name>
    <message>
        <source>Go To</source>
        <translation>Gehe zu</translation>
    </message>
    <message>
        <source>Ground coordinates x (east) and y (north), in metres:</source>
        <translation>Geländekoordinaten x (Osten) und y (Norden) in Metern:</translation>
    </message>
    <message>
        <source>Enter two numbers, x and y.</source>
        <translation>Geben Sie zwei Zahlen ein, x und y.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number.</source>
        <translation>„%1“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>Coordinates must lie within ±10^15 m.</source>
        <translation>Die Koordinaten müssen innerhalb von ±10^15 m liegen.</translation>
    </message>
</context>
<context>
    <name>terrain::app::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>E&amp;xtras</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Terrain Studio</source>
        <translation>Ü&amp;ber Terrain Studio</translation>
    </message>
    <message>
        <source>%1 could not be read; nothing was changed.</source>
        <translation>%1 konnte nicht gelesen werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>About Terrain Studio</source>
        <translation>Über Terrain Studio</translation>
    </message>
    <message>
        <source>%1[*] – Terrain Studio</source>
        <translation>%1[*] – Terrain Studio</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Map Only</source>
        <translation>Nur &amp;Karte</translation>
    </message>
    <message>
        <source>Hide every panel, so that the map fills the window; again to bring them back</source>
        <translation>Alle Bereiche ausblenden, damit die Karte das Fenster füllt; erneut, um sie zurückzuholen</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>No document</source>
        <translation>Kein Dokument</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Terrain Studio files (*.json);;All files (*)</source>
        <translation>Terrain-Studio-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save %1</source>
        <translation>%1 speichern</translation>
    </message>
    <message>
        <source>Terrain Studio files (*.json)</source>
        <translation>Terrain-Studio-Dateien (*.json)</translation>
    </message>
    <message>
        <source>format: &quot;%1&quot; is not a kind of file this studio reads</source>
        <translation>format: „%1“ ist keine Dateiart, die dieses Studio liest</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Terrain Studio did not close normally. Restore the unsaved work (%1)?</source>
        <translation>Terrain Studio wurde nicht normal beendet. Die ungespeicherte Arbeit (%1) wiederherstellen?</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Terrain Studio&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Design limitless procedural terrain with the Relf Terrain Generator, fractal coastlines and polygon island maps, and see it as a map.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Terrain Studio&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Entwerfen Sie grenzenloses prozedurales Gelände mit dem Relf-Geländegenerator, fraktalen Küsten und polygonalen Inselkarten, und sehen Sie es als Karte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start Page</source>
        <translation>&amp;Startseite</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Saved %1 to %2</source>
        <translation>%1 in %2 gespeichert</translation>
    </message>
    <message>
        <source>Saved %1 as %2</source>
        <translation>%1 als %2 gespeichert</translation>
    </message>
    <message>
        <source>An example, not yet saved: change it, then File ▸ Save As keeps it</source>
        <translation>Ein Beispiel, noch nicht gespeichert: ändern Sie es, dann bewahrt Datei ▸ Speichern unter es auf</translation>
    </message>
    <message>
        <source>Start Page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Show this page at every start</source>
        <translation>Diese Seite bei jedem Start zeigen</translation>
    </message>
</context>
<context>
    <name>terrain::app::PlanetDocument</name>
    <message>
        <source>Planet</source>
        <translation>Planet</translation>
    </message>
</context>
<context>
    <name>terrain::app::PlanetEditor</name>
    <message>
        <source>&amp;Planet</source>
        <translation>&amp;Planet</translation>
    </message>
    <message>
        <source>Centre on the &amp;North Pole</source>
        <translation>Auf den &amp;Nordpol zentrieren</translation>
    </message>
    <message>
        <source>Centre on the &amp;South Pole</source>
        <translation>Auf den &amp;Südpol zentrieren</translation>
    </message>
    <message>
        <source>&amp;Go To Latitude and Longitude…</source>
        <translation>&amp;Gehe zu Breite und Länge…</translation>
    </message>
    <message>
        <source>Radius:</source>
        <translation>Radius:</translation>
    </message>
    <message>
        <source>Lake level:</source>
        <translation>Seespiegel:</translation>
    </message>
    <message>
        <source>Snow above:</source>
        <translation>Schnee über:</translation>
    </message>
    <message>
        <source>Latitude:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Longitude:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Map scale:</source>
        <translation>Kartenmaßstab:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; refused: %2</source>
        <translation>„%1“ abgelehnt: %2</translation>
    </message>
    <message>
        <source>The sphere the terrain is summed on, in the vectors&apos; units</source>
        <translation>Die Kugel, auf der das Gelände summiert wird, in den Einheiten der Vektoren</translation>
    </message>
    <message>
        <source>Below this height the planet is sea (the plane&apos;s lake level / 128)</source>
        <translation>Unter dieser Höhe ist der Planet Meer (der Seespiegel der Ebene / 128)</translation>
    </message>
    <message>
        <source>Add Vector</source>
        <translation>Vektor hinzufügen</translation>
    </message>
    <message>
        <source>A copy of the selected vector, added to its set</source>
        <translation>Eine Kopie des gewählten Vektors, seiner Gruppe hinzugefügt</translation>
    </message>
    <message>
        <source>Remove Vector</source>
        <translation>Vektor entfernen</translation>
    </message>
    <message>
        <source>Removes the selected vector (a set keeps at least one)</source>
        <translation>Entfernt den gewählten Vektor (eine Gruppe behält mindestens einen)</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planet</translation>
    </message>
    <message>
        <source>Go To Latitude and Longitude</source>
        <translation>Gehe zu Breite und Länge</translation>
    </message>
    <message>
        <source>Height %1</source>
        <translation>Höhe %1</translation>
    </message>
    <message>
        <source>Veg. 1 · %1</source>
        <translation>Veg. 1 · %1</translation>
    </message>
    <message>
        <source>Veg. 2 · %1</source>
        <translation>Veg. 2 · %1</translation>
    </message>
    <message>
        <source>Veg. 3 · %1</source>
        <translation>Veg. 3 · %1</translation>
    </message>
    <message>
        <source>Exporting the planet…</source>
        <translation>Planet wird exportiert…</translation>
    </message>
    <message>
        <source>Globe %L1 ms, map %L2 ms</source>
        <translation>Globus %L1 ms, Karte %L2 ms</translation>
    </message>
    <message>
        <source>Ground higher than this is snow (the plane&apos;s snow line / 128).</source>
        <translation>Gelände über dieser Höhe ist Schnee (die Schneegrenze der Ebene / 128).</translation>
    </message>
    <message>
        <source>The latitude of the point at the centre of the globe and the map, in degrees north (negative: south). Dragging the globe changes it.</source>
        <translation>Die Breite des Punkts in der Mitte von Globus und Karte, in Grad Nord (negativ: Süd). Ziehen am Globus ändert sie.</translation>
    </message>
    <message>
        <source>The longitude of the point at the centre of the globe and the map, in degrees east (negative: west).</source>
        <translation>Die Länge des Punkts in der Mitte von Globus und Karte, in Grad Ost (negativ: West).</translation>
    </message>
    <message>
        <source>The flat map&apos;s scale: the planet&apos;s units a pixel. The wheel over the map changes it.</source>
        <translation>Der Maßstab der flachen Karte: Einheiten des Planeten je Pixel. Das Mausrad über der Karte ändert ihn.</translation>
    </message>
    <message>
        <source>Each vector reads the profile at (a·x + b·y + c·z) &amp; mask. The height is the sum along the height set / 128; the three vegetation sets decide the terrain kinds as on the plane.</source>
        <translation>Jeder Vektor liest das Profil bei (a·x + b·y + c·z) &amp; Maske. Die Höhe ist die Summe über die Höhengruppe / 128; die drei Vegetationsgruppen bestimmen die Geländearten wie auf der Ebene.</translation>
    </message>
    <message>
        <source>size: expected 3 to %L1 pixels, got %L2</source>
        <translation>Größe: 3 bis %L1 Pixel erwartet, %L2 erhalten</translation>
    </message>
</context>
<context>
    <name>terrain::app::PlanetExportDialog</name>
    <message>
        <source>Export Planet</source>
        <translation>Planet exportieren</translation>
    </message>
    <message>
        <source>Equirectangular heightmap (16-bit PNG)</source>
        <translation>Abstandstreue Höhenkarte (16-Bit-PNG)</translation>
    </message>
    <message>
        <source>Cube map (six 16-bit PNG faces)</source>
        <translation>Würfelkarte (sechs 16-Bit-PNG-Seiten)</translation>
    </message>
    <message>
        <source>Globe picture (PNG)</source>
        <translation>Globusbild (PNG)</translation>
    </message>
    <message>
        <source>Flat map picture, as the map shows (PNG)</source>
        <translation>Flaches Kartenbild, wie die Karte es zeigt (PNG)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>%L1 × %L2 samples from pole to pole: 16-bit heights in the range the planet can reach, with their JSON sidecar.</source>
        <translation>%L1 × %L2 Werte von Pol zu Pol: 16-Bit-Höhen im Bereich, den der Planet erreichen kann, mit ihrer JSON-Begleitdatei.</translation>
    </message>
    <message>
        <source>Six faces of %L1 × %L1 samples (FILE-px.png … FILE-nz.png): 16-bit heights in the range the planet can reach, each with its JSON sidecar.</source>
        <translation>Sechs Seiten zu %L1 × %L1 Werten (DATEI-px.png … DATEI-nz.png): 16-Bit-Höhen im Bereich, den der Planet erreichen kann, jede mit ihrer JSON-Begleitdatei.</translation>
    </message>
    <message>
        <source>The globe as shown, %L1 × %L1 pixels.</source>
        <translation>Der Globus wie gezeigt, %L1 × %L1 Pixel.</translation>
    </message>
    <message>
        <source>The flat map as shown, %L1 × %L2 pixels.</source>
        <translation>Die flache Karte wie gezeigt, %L1 × %L2 Pixel.</translation>
    </message>
</context>
<context>
    <name>terrain::app::PolymapDocument</name>
    <message>
        <source>Polygon Island</source>
        <translation>Polygoninsel</translation>
    </message>
</context>
<context>
    <name>terrain::app::PolymapEditor</name>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Biomes</source>
        <translation>Biome</translation>
    </message>
    <message>
        <source>Elevation</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Moisture</source>
        <translation>Feuchte</translation>
    </message>
    <message>
        <source>Polygons</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>Watersheds</source>
        <translation>Einzugsgebiete</translation>
    </message>
    <message>
        <source>Slopes</source>
        <translation>Hänge</translation>
    </message>
    <message>
        <source>What the polygons are coloured by (Ctrl+1 … Ctrl+6)</source>
        <translation>Wonach die Polygone gefärbt sind (Strg+1 … Strg+6)</translation>
    </message>
    <message>
        <source> units</source>
        <translation> Einheiten</translation>
    </message>
    <message>
        <source>The brush&apos;s radius ([ and ] change it)</source>
        <translation>Der Radius des Pinsels ([ und ] ändern ihn)</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt…</translation>
    </message>
    <message>
        <source>Outside the map.</source>
        <translation>Außerhalb der Karte.</translation>
    </message>
    <message>
        <source>ocean</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>land, on the coast</source>
        <translation>Land, an der Küste</translation>
    </message>
    <message>
        <source>land</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>

In view:</source>
        <translation>

Im Ausschnitt:</translation>
    </message>
    <message>
        <source>Move over the map to see a polygon.</source>
        <translation>Über die Karte fahren, um ein Polygon zu sehen.</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>&amp;Island</source>
        <translation>&amp;Insel</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>The Article&apos;s Island</source>
        <translation>Die Insel des Artikels</translation>
    </message>
    <message>
        <source>Archipelago</source>
        <translation>Archipel</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>Kontinent</translation>
    </message>
    <message>
        <source>Fine Polygons</source>
        <translation>Feine Polygone</translation>
    </message>
    <message>
        <source>&amp;Pan</source>
        <translation>&amp;Verschieben</translation>
    </message>
    <message>
        <source>Paint &amp;Land</source>
        <translation>&amp;Land malen</translation>
    </message>
    <message>
        <source>Paint &amp;Water</source>
        <translation>&amp;Wasser malen</translation>
    </message>
    <message>
        <source>&amp;Erase Painting</source>
        <translation>&amp;Radieren</translation>
    </message>
    <message>
        <source>&amp;Larger Brush</source>
        <translation>&amp;Größerer Pinsel</translation>
    </message>
    <message>
        <source>&amp;Smaller Brush</source>
        <translation>&amp;Kleinerer Pinsel</translation>
    </message>
    <message>
        <source>&amp;Clear Painting</source>
        <translation>Bemalung &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;View By</source>
        <translation>&amp;Färben nach</translation>
    </message>
    <message>
        <source>&amp;Rivers</source>
        <translation>&amp;Flüsse</translation>
    </message>
    <message>
        <source>R&amp;oads</source>
        <translation>&amp;Straßen</translation>
    </message>
    <message>
        <source>L&amp;ava</source>
        <translation>L&amp;ava</translation>
    </message>
    <message>
        <source>&amp;Noisy Edges</source>
        <translation>&amp;Verrauschte Kanten</translation>
    </message>
    <message>
        <source>&amp;Graph</source>
        <translation>&amp;Graph</translation>
    </message>
    <message>
        <source>The stroke lies outside the map: paint only lands inside the dashed frame</source>
        <translation>Der Strich liegt außerhalb der Karte: Farbe landet nur innerhalb des gestrichelten Rahmens</translation>
    </message>
    <message>
        <source>Map made in %L1 ms</source>
        <translation>Karte in %L1 ms erzeugt</translation>
    </message>
    <message>
        <source>%L1, %L2</source>
        <translation>%L1, %L2</translation>
    </message>
    <message>
        <source>Polygon %L1 (%L2 corners, %L3 neighbours)
Biome: %L4
Water: %L5
Elevation: %L6
Moisture: %L7</source>
        <translation>Polygon %L1 (%L2 Ecken, %L3 Nachbarn)
Biom: %L4
Wasser: %L5
Höhe: %L6
Feuchte: %L7</translation>
    </message>
    <message>
        <source>
River volume: %L1</source>
        <translation>
Flussmenge: %L1</translation>
    </message>
    <message>
        <source>
%L1: %L2 %</source>
        <translation>
%L1: %L2 %</translation>
    </message>
    <message>
        <source>What the island shows (Ctrl+Shift+1 … 5)</source>
        <translation>Was die Insel zeigt (Strg+Umschalt+1 … 5)</translation>
    </message>
</context>
<context>
    <name>terrain::app::PolymapExportDialog</name>
    <message>
        <source>Export Polygon Island</source>
        <translation>Polygoninsel exportieren</translation>
    </message>
    <message>
        <source>Map picture (PNG, the view shown)</source>
        <translation>Kartenbild (PNG, die gezeigte Ansicht)</translation>
    </message>
    <message>
        <source>Map vectors (SVG)</source>
        <translation>Kartenvektoren (SVG)</translation>
    </message>
    <message>
        <source>Heightmap (16-bit PNG)</source>
        <translation>Höhenkarte (16-Bit-PNG)</translation>
    </message>
    <message>
        <source>Heightmap (16-bit RAW)</source>
        <translation>Höhenkarte (16-Bit-RAW)</translation>
    </message>
    <message>
        <source>Biome map (indexed PNG)</source>
        <translation>Biomkarte (indiziertes PNG)</translation>
    </message>
    <message>
        <source>Moisture map (8-bit PNG)</source>
        <translation>Feuchtekarte (8-Bit-PNG)</translation>
    </message>
    <message>
        <source>Polygons and rivers (GeoJSON)</source>
        <translation>Polygone und Flüsse (GeoJSON)</translation>
    </message>
    <message>
        <source>Centers and corners (JSON)</source>
        <translation>Zentren und Ecken (JSON)</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Elevations 0 to 1 of the corners, interpolated across the polygons&apos; triangles; a JSON sidecar gives the size and the height range.</source>
        <translation>Höhen 0 bis 1 der Ecken, über die Dreiecke der Polygone interpoliert; eine JSON-Begleitdatei nennt Größe und Höhenbereich.</translation>
    </message>
    <message>
        <source>One byte a pixel, the biome&apos;s index; the palette is in the PNG and in a JSON file beside it.</source>
        <translation>Ein Byte je Pixel, der Index des Bioms; die Palette steht im PNG und in einer JSON-Datei daneben.</translation>
    </message>
    <message>
        <source>unknown export</source>
        <translation>unbekannter Export</translation>
    </message>
    <message>
        <source>%L1 polygons with their attributes, and the rivers as lines, in map units.</source>
        <translation>%L1 Polygone mit ihren Attributen und die Flüsse als Linien, in Karteneinheiten.</translation>
    </message>
    <message>
        <source>%L1 centers and %L2 corners with their attributes and neighbours.</source>
        <translation>%L1 Zentren und %L2 Ecken mit ihren Attributen und Nachbarn.</translation>
    </message>
    <message>
        <source>The whole island, %L1 polygons.</source>
        <translation>Die ganze Insel, %L1 Polygone.</translation>
    </message>
</context>
<context>
    <name>terrain::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>A new language takes effect when Terrain Studio starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Terrain Studio.</translation>
    </message>
</context>
<context>
    <name>terrain::app::RandomiserDialog</name>
    <message>
        <source>Random Profile</source>
        <translation>Zufallsprofil</translation>
    </message>
    <message>
        <source>Number of sines:</source>
        <translation>Anzahl der Sinuswellen:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Amplitude:</source>
        <translation>Amplitude:</translation>
    </message>
    <message>
        <source>Whole cycles per profile:</source>
        <translation>Ganze Perioden je Profil:</translation>
    </message>
    <message>
        <source>Profile length:</source>
        <translation>Profillänge:</translation>
    </message>
    <message>
        <source>Note the seed to make the same profile again.</source>
        <translation>Notieren Sie den Startwert, um dasselbe Profil erneut zu erzeugen.</translation>
    </message>
    <message>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>Lake at %L1, snow above %L2.</source>
        <translation>See bei %L1, Schnee über %L2.</translation>
    </message>
    <message>
        <source>Keep the world&apos;s shares of water, land and snow</source>
        <translation>Anteile von Wasser, Land und Schnee behalten</translation>
    </message>
    <message>
        <source>Off: the seed&apos;s own levels, the lake at 34 and snow at 2.4 times the highest profile value (islands in a sea)</source>
        <translation>Aus: die Höhen der Vorlage, der See auf 34 und Schnee ab dem 2,4-fachen des höchsten Profilwerts (Inseln in einem Meer)</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>The share of the ground under the lake: more for islands, less for land (The Forest 1983: %L1 %)</source>
        <translation>Der Anteil des Bodens unter dem See: mehr für Inseln, weniger für Land (The Forest 1983: %L1 %)</translation>
    </message>
    <message>
        <source>Water:</source>
        <translation>Wasser:</translation>
    </message>
    <message>
        <source>%1 %2 % (%3–%4 %)</source>
        <translation>%1 %2 % (%3–%4 %)</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Grass</source>
        <translation>Gras</translation>
    </message>
    <message>
        <source>Moor</source>
        <translation>Heide</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Thicket</source>
        <translation>Dickicht</translation>
    </message>
    <message>
        <source>Snow</source>
        <translation>Schnee</translation>
    </message>
    <message>
        <source>Over 8 km × 8 km: %1</source>
        <translation>Auf 8 km × 8 km: %1</translation>
    </message>
</context>
<context>
    <name>terrain::app::RelfDocument</name>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
</context>
<context>
    <name>terrain::app::RelfEditor</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Cannot load the preset</source>
        <translation>Die Vorlage kann nicht geladen werden</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>The Forest 1983</source>
        <translation>The Forest 1983</translation>
    </message>
    <message>
        <source>Islands</source>
        <translation>Inseln</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Pieces of Eight (random sea-level profile)</source>
        <translation>Pieces of Eight (zufälliges Meeresspiegel-Profil)</translation>
    </message>
    <message>
        <source>&amp;Random Profile…</source>
        <translation>&amp;Zufallsprofil…</translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation>&amp;Gehe zu…</translation>
    </message>
    <message>
        <source>&amp;Contours</source>
        <translation>&amp;Höhenlinien</translation>
    </message>
    <message>
        <source>&amp;Vegetation</source>
        <translation>&amp;Vegetation</translation>
    </message>
    <message>
        <source>&amp;Features</source>
        <translation>&amp;Objekte</translation>
    </message>
    <message>
        <source>&amp;Buildings</source>
        <translation>&amp;Gebäude</translation>
    </message>
    <message>
        <source>&amp;Snow</source>
        <translation>&amp;Schnee</translation>
    </message>
    <message>
        <source>Coordinate &amp;Grid</source>
        <translation>Koordinaten&amp;gitter</translation>
    </message>
    <message>
        <source>&amp;Mines Underground</source>
        <translation>&amp;Minen unter Tage</translation>
    </message>
    <message>
        <source>Contour &amp;Interval…</source>
        <translation>Höhenlinien-&amp;Abstand…</translation>
    </message>
    <message>
        <source>Contour Interval</source>
        <translation>Höhenlinien-Abstand</translation>
    </message>
    <message>
        <source>Height units between contours:</source>
        <translation>Höheneinheiten zwischen Höhenlinien:</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Veg. 1</source>
        <translation>Veg. 1</translation>
    </message>
    <message>
        <source>Veg. 2</source>
        <translation>Veg. 2</translation>
    </message>
    <message>
        <source>Veg. 3</source>
        <translation>Veg. 3</translation>
    </message>
    <message>
        <source>Vegetation 1</source>
        <translation>Vegetation 1</translation>
    </message>
    <message>
        <source>Vegetation 2</source>
        <translation>Vegetation 2</translation>
    </message>
    <message>
        <source>Vegetation 3</source>
        <translation>Vegetation 3</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Caverns</source>
        <translation>Höhlen</translation>
    </message>
    <message>
        <source>Underground</source>
        <translation>Untergrund</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Platziert</translation>
    </message>
    <message>
        <source>A road across the lake, at the lake level.</source>
        <translation>Eine Straße über den See, auf Seehöhe.</translation>
    </message>
    <message>
        <source>A road through a building.</source>
        <translation>Eine Straße durch ein Gebäude.</translation>
    </message>
    <message>
        <source>A stream runs here.</source>
        <translation>Hier fließt ein Bach.</translation>
    </message>
    <message>
        <source>&amp;3-D View</source>
        <translation>&amp;3D-Ansicht</translation>
    </message>
    <message>
        <source>3-D View</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <source>What the map shows (Ctrl+Shift+1 … 7)</source>
        <translation>Was die Karte zeigt (Strg+Umschalt+1 … 7)</translation>
    </message>
    <message>
        <source>The map shows the place picked on the caverns&apos; plan: x %1, y %2</source>
        <translation>Die Karte zeigt den im Höhlenplan gewählten Ort: x %1, y %2</translation>
    </message>
    <message>
        <source>x %L1  y %L2</source>
        <translation>x %L1  y %L2</translation>
    </message>
    <message>
        <source>Full redraw %L1 ms</source>
        <translation>Vollständig gezeichnet in %L1 ms</translation>
    </message>
    <message>
        <source>%L1 m per pixel</source>
        <translation>%L1 m pro Pixel</translation>
    </message>
    <message>
        <source>The map shows the mine&apos;s place: x %L1, y %L2</source>
        <translation>Die Karte zeigt den Ort der Mine: x %L1, y %L2</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Spiele</translation>
    </message>
    <message>
        <source>&amp;Publish to Running Games</source>
        <translation>An laufende Spiele &amp;veröffentlichen</translation>
    </message>
    <message>
        <source>While on, every edit is written to the publish file at once (atomically), and a game that opened it with the terrain runtime follows it with tr_reload_if_changed().</source>
        <translation>Solange eingeschaltet, wird jede Änderung sofort (atomar) in die Veröffentlichungsdatei geschrieben, und ein Spiel, das sie mit der Terrain-Laufzeit geöffnet hat, folgt ihr mit tr_reload_if_changed().</translation>
    </message>
    <message>
        <source>Publish &amp;File…</source>
        <translation>Veröffentlichungs&amp;datei…</translation>
    </message>
    <message>
        <source>Publish to Running Games</source>
        <translation>An laufende Spiele veröffentlichen</translation>
    </message>
    <message>
        <source>Relf parameter files (*.json)</source>
        <translation>Relf-Parameterdateien (*.json)</translation>
    </message>
    <message>
        <source>Publishing stopped: %1</source>
        <translation>Veröffentlichen beendet: %1</translation>
    </message>
    <message>
        <source>Publishing to running games stopped</source>
        <translation>Veröffentlichen an laufende Spiele beendet</translation>
    </message>
    <message>
        <source>Cannot publish: %1</source>
        <translation>Veröffentlichen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Publishing to %1: games that opened it follow every edit</source>
        <translation>Veröffentlicht nach %1: Spiele, die sie geöffnet haben, folgen jeder Änderung</translation>
    </message>
    <message>
        <source>&amp;Continent</source>
        <translation>&amp;Kontinent</translation>
    </message>
    <message>
        <source>From &amp;Coastline…</source>
        <translation>Aus &amp;Küste…</translation>
    </message>
    <message>
        <source>Coastline</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>From &amp;Polygon Island…</source>
        <translation>Aus &amp;Polygoninsel…</translation>
    </message>
    <message>
        <source>Polygon Island</source>
        <translation>Polygoninsel</translation>
    </message>
    <message>
        <source>From P&amp;icture…</source>
        <translation>Aus &amp;Bild…</translation>
    </message>
    <message>
        <source>Continent from a Grey Picture</source>
        <translation>Kontinent aus einem Graubild</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>&amp;Erode…</source>
        <translation>&amp;Erodieren…</translation>
    </message>
    <message>
        <source>&amp;Paint on the Minimap</source>
        <translation>Auf der Übersichtskarte &amp;malen</translation>
    </message>
    <message>
        <source>Drag on the continent&apos;s minimap to raise land (left button), lower it (right button); hold Shift for sea, Ctrl to smooth.</source>
        <translation>Auf der Übersichtskarte des Kontinents ziehen, um Land zu heben (linke Taste) oder zu senken (rechte Taste); mit Umschalt Meer, mit Strg glätten.</translation>
    </message>
    <message>
        <source>&amp;Remove Continent</source>
        <translation>Kontinent &amp;entfernen</translation>
    </message>
    <message>
        <source>Continent</source>
        <translation>Kontinent</translation>
    </message>
    <message>
        <source>A file…</source>
        <translation>Eine Datei…</translation>
    </message>
    <message>
        <source>Continent from a %1</source>
        <translation>Kontinent aus: %1</translation>
    </message>
    <message>
        <source>The %1 to take:</source>
        <translation>Zu verwenden (%1):</translation>
    </message>
    <message>
        <source>Parameter files (*.json)</source>
        <translation>Parameterdateien (*.json)</translation>
    </message>
    <message>
        <source>Cannot read it: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Making the continent…</source>
        <translation>Kontinent wird angelegt…</translation>
    </message>
    <message>
        <source>Metres of the world a grid cell covers (%1 × %2 cells):</source>
        <translation>Meter der Welt je Rasterzelle (%1 × %2 Zellen):</translation>
    </message>
    <message>
        <source>Erode Continent</source>
        <translation>Kontinent erodieren</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Stärke:</translation>
    </message>
    <message>
        <source>Iterations:</source>
        <translation>Iterationen:</translation>
    </message>
    <message>
        <source>Uplift:</source>
        <translation>Hebung:</translation>
    </message>
    <message>
        <source>Slump above slope:</source>
        <translation>Abrutschen ab Neigung:</translation>
    </message>
    <message>
        <source>Stream-power erosion with flow routing and thermal slumping, on the continent&apos;s grid; the detail inside stays limitless. Preview shows it on the map; Apply keeps it as one undo step.</source>
        <translation>Flusserosion (Stream-Power) mit Abflusslenkung und thermischem Abrutschen auf dem Raster des Kontinents; das Detail darin bleibt grenzenlos. Vorschau zeigt sie auf der Karte; Anwenden behält sie als einen Rückgängig-Schritt.</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>Eroding the continent…</source>
        <translation>Kontinent wird erodiert…</translation>
    </message>
    <message>
        <source>&amp;New Painted Continent</source>
        <translation>&amp;Neuer gemalter Kontinent</translation>
    </message>
    <message>
        <source>Mine plan</source>
        <translation>Grubenplan</translation>
    </message>
    <message>
        <source>Cavern plan</source>
        <translation>Höhlenplan</translation>
    </message>
</context>
<context>
    <name>terrain::app::RelfEngineer</name>
    <message>
        <source>&amp;Navigate</source>
        <translation>&amp;Navigieren</translation>
    </message>
    <message>
        <source>&amp;Road Tool</source>
        <translation>&amp;Straßenwerkzeug</translation>
    </message>
    <message>
        <source>&amp;Place Tool</source>
        <translation>&amp;Platzierwerkzeug</translation>
    </message>
    <message>
        <source>Path &amp;Offset Tool</source>
        <translation>Weg&amp;versatz-Werkzeug</translation>
    </message>
    <message>
        <source>Find Good Site Here</source>
        <translation>Hier guten Platz suchen</translation>
    </message>
    <message>
        <source>Place %1 Here</source>
        <translation>%1 hier platzieren</translation>
    </message>
    <message>
        <source>Clear Site Mark</source>
        <translation>Platzmarke entfernen</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1 platzieren</translation>
    </message>
    <message>
        <source>Placed at %1, but the ground there hides it (a town or a path shows no point features)</source>
        <translation>Bei %1 platziert, doch der Boden dort verbirgt es (Stadt und Weg zeigen keine Punktobjekte)</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>This road crosses a lake and a building.</source>
        <translation>Diese Straße quert einen See und ein Gebäude.</translation>
    </message>
    <message>
        <source>This road crosses a lake.</source>
        <translation>Diese Straße quert einen See.</translation>
    </message>
    <message>
        <source>This road crosses a building.</source>
        <translation>Diese Straße quert ein Gebäude.</translation>
    </message>
    <message>
        <source>Moved away from %1</source>
        <translation>Weggebracht von %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>Navigate</source>
        <translation>Navigieren</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platzieren</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Versatz</translation>
    </message>
    <message>
        <source>Good site at (%L1, %L2): every criterion met</source>
        <translation>Guter Platz bei (%L1, %L2): jedes Kriterium erfüllt</translation>
    </message>
    <message>
        <source>Best site at (%L1, %L2), not good: %L3</source>
        <translation>Bester Platz bei (%L1, %L2), nicht gut: %L3</translation>
    </message>
    <message>
        <source>Road %L1: %L2 vertices, %L3 m long, %L4 m wide</source>
        <translation>Straße %L1: %L2 Punkte, %L3 m lang, %L4 m breit</translation>
    </message>
</context>
<context>
    <name>terrain::app::StarFieldDocument</name>
    <message>
        <source>Star Field</source>
        <translation>Sternenfeld</translation>
    </message>
</context>
<context>
    <name>terrain::app::StarFieldEditor</name>
    <message>
        <source>&amp;Stars</source>
        <translation>&amp;Sterne</translation>
    </message>
    <message>
        <source>Fly &amp;Forward</source>
        <translation>&amp;Vorwärts fliegen</translation>
    </message>
    <message>
        <source>Fly &amp;Back</source>
        <translation>&amp;Zurück fliegen</translation>
    </message>
    <message>
        <source>Centre on the &amp;Nearest Star</source>
        <translation>Auf den &amp;nächsten Stern zentrieren</translation>
    </message>
    <message>
        <source>West edge x:</source>
        <translation>Westrand x:</translation>
    </message>
    <message>
        <source>South edge y:</source>
        <translation>Südrand y:</translation>
    </message>
    <message>
        <source>Near face z:</source>
        <translation>Vorderseite z:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Höhe:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; refused: %2</source>
        <translation>„%1“ abgelehnt: %2</translation>
    </message>
    <message>
        <source>Nebula threshold:</source>
        <translation>Nebelschwelle:</translation>
    </message>
    <message>
        <source>Brightest magnitude:</source>
        <translation>Hellste Größenklasse:</translation>
    </message>
    <message>
        <source>Magnitude range:</source>
        <translation>Größenklassen-Spanne:</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Raum</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Wird abgesucht …</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;2. Nearest star&lt;/b&gt;&lt;br&gt;No star in this block.</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;2. Nächster Stern&lt;/b&gt;&lt;br&gt;Kein Stern in diesem Block.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;3. Stars by number of planets&lt;/b&gt;&lt;table&gt;</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;3. Sterne nach Zahl der Planeten&lt;/b&gt;&lt;table&gt;</translation>
    </message>
    <message>
        <source>no evidence of a correlation (|t| below the 5 % point).</source>
        <translation>kein Hinweis auf einen Zusammenhang (|t| unter dem 5-%-Punkt).</translation>
    </message>
    <message>
        <source>a correlation (|t| above the 5 % point).</source>
        <translation>ein Zusammenhang (|t| über dem 5-%-Punkt).</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;4. Colour and planets&lt;/b&gt;&lt;br&gt;Too few stars to tell (three needed).</source>
        <translation>&lt;br&gt;&lt;b&gt;4. Farbe und Planeten&lt;/b&gt;&lt;br&gt;Zu wenige Sterne für eine Aussage (drei nötig).</translation>
    </message>
    <message>
        <source>%1: the extension says no format (.png, .csv or .json)</source>
        <translation>%1: die Endung nennt kein Format (.png, .csv oder .json)</translation>
    </message>
    <message>
        <source>Star %1</source>
        <translation>Stern %1</translation>
    </message>
    <message>
        <source>Nebula %1</source>
        <translation>Nebel %1</translation>
    </message>
    <message>
        <source>Add Nebula Vector</source>
        <translation>Nebelvektor hinzufügen</translation>
    </message>
    <message>
        <source>A copy of the selected nebula vector (or a new one), at most 64</source>
        <translation>Eine Kopie des gewählten Nebelvektors (oder ein neuer), höchstens 64</translation>
    </message>
    <message>
        <source>Remove Nebula Vector</source>
        <translation>Nebelvektor entfernen</translation>
    </message>
    <message>
        <source>Removes the selected nebula vector</source>
        <translation>Entfernt den gewählten Nebelvektor</translation>
    </message>
    <message>
        <source>Select a nebula vector to remove</source>
        <translation>Wählen Sie einen Nebelvektor zum Entfernen</translation>
    </message>
    <message>
        <source>x %L1  y %L2</source>
        <translation>x %L1  y %L2</translation>
    </message>
    <message>
        <source>The block of space scanned for stars runs from this corner (whole units) over its width, height and depth; the picture looks along z from its near face.</source>
        <translation>Der nach Sternen abgesuchte Raumblock reicht von dieser Ecke (ganze Einheiten) über seine Breite, Höhe und Tiefe; das Bild blickt von seiner vorderen Fläche entlang z.</translation>
    </message>
    <message>
        <source>A side of the block of space scanned for stars, in whole units; every integer point inside is tested by calcStar.</source>
        <translation>Eine Seite des nach Sternen abgesuchten Raumblocks, in ganzen Einheiten; calcStar prüft jeden ganzzahligen Punkt darin.</translation>
    </message>
    <message>
        <source>Gas where the nebula vectors&apos; profile sum rises above this; the gas density is the sum less this threshold, as land rises above a lake level.</source>
        <translation>Gas, wo die Profilsumme der Nebelvektoren darüber steigt; die Gasdichte ist die Summe abzüglich dieser Schwelle, so wie Land über einen Seespiegel steigt.</translation>
    </message>
    <message>
        <source>The magnitude of the brightest stars. A star&apos;s magnitude is this plus the range × b / 7, where b (1 to 7) is the low byte of x·y·z.</source>
        <translation>Die Helligkeit (Magnitude) der hellsten Sterne. Die Magnitude eines Sterns ist dieser Wert plus Bereich × b / 7, wobei b (1 bis 7) das niedrige Byte von x·y·z ist.</translation>
    </message>
    <message>
        <source>How much dimmer the dimmest stars are than the brightest: the magnitude is the brightest plus this × b / 7.</source>
        <translation>Wie viel lichtschwächer die schwächsten Sterne als die hellsten sind: die Magnitude ist die hellste plus dieser Wert × b / 7.</translation>
    </message>
    <message>
        <source>Each vector reads the profile at (s·x + t·y + u·z) / 128. The five star vectors are calcStar&apos;s S, T, U: a star sits where round(a·x·y·z / 128) &amp; 0xffff is 127, a the sum along them. The rows below are the nebula&apos;s.</source>
        <translation>Jeder Vektor liest das Profil bei (s·x + t·y + u·z) / 128. Die fünf Sternvektoren sind S, T, U von calcStar: ein Stern steht, wo round(a·x·y·z / 128) &amp; 0xffff gleich 127 ist, a die Summe über sie. Die Zeilen darunter gehören zum Nebel.</translation>
    </message>
    <message>
        <source>Stars: %L1, scanned in %L2 ms, drawn in %L3 ms</source>
        <translation>Sterne: %L1, abgesucht in %L2 ms, gezeichnet in %L3 ms</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Density&lt;/b&gt;&lt;br&gt;Stars: %L1 in %L2 cubic units, %L3 per cubic unit.</source>
        <translation>&lt;b&gt;1. Dichte&lt;/b&gt;&lt;br&gt;Sterne: %L1 in %L2 Kubikeinheiten, %L3 je Kubikeinheit.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;br&gt;&lt;b&gt;2. Nearest star&lt;/b&gt;&lt;br&gt;At %L1, %L2, %L3, %L4 units from the eye (%L5, %L6, %L7). Planets: %L8.</source>
        <translation>&lt;br&gt;&lt;br&gt;&lt;b&gt;2. Nächster Stern&lt;/b&gt;&lt;br&gt;Bei %L1, %L2, %L3, %L4 Einheiten vom Auge (%L5, %L6, %L7). Planeten: %L8.</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;4. Colour and planets&lt;/b&gt;&lt;br&gt;Pearson&apos;s r = %L1, t = %L2 with %L3 degrees of freedom: %L4</source>
        <translation>&lt;br&gt;&lt;b&gt;4. Farbe und Planeten&lt;/b&gt;&lt;br&gt;Pearsons r = %L1, t = %L2 bei %L3 Freiheitsgraden: %L4</translation>
    </message>
</context>
<context>
    <name>terrain::app::StarFieldExportDialog</name>
    <message>
        <source>Export Star Field</source>
        <translation>Sternenfeld exportieren</translation>
    </message>
    <message>
        <source>Sky picture (PNG, as the view shows it)</source>
        <translation>Himmelsbild (PNG, wie die Ansicht ihn zeigt)</translation>
    </message>
    <message>
        <source>Stars as CSV</source>
        <translation>Sterne als CSV</translation>
    </message>
    <message>
        <source>Stars as JSON</source>
        <translation>Sterne als JSON</translation>
    </message>
    <message>
        <source>%L1 × %L2 pixels.</source>
        <translation>%L1 × %L2 Pixel.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln star(s) of the block shown, one a row: x, y, z, magnitude, planets, colour.</source>
        <translation>
            <numerusform>%Ln Stern des gezeigten Blocks, einer je Zeile: x, y, z, Größenklasse, Planeten, Farbe.</numerusform>
            <numerusform>%Ln Sterne des gezeigten Blocks, einer je Zeile: x, y, z, Größenklasse, Planeten, Farbe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>terrain::app::StartPage</name>
    <message>
        <source>&lt;h2&gt;Terrain Studio&lt;/h2&gt;&lt;p&gt;Design limitless terrain for games and see it as a map. Start a new document of one of the generators below, or open an example and change it: drag the direction vectors, reshape the profile, raise the lake. Every change is one step of Edit ▸ Undo (Ctrl+Z); Help ▸ Manual says the rest, Help ▸ Keyboard Shortcuts lists every key.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Terrain Studio&lt;/h2&gt;&lt;p&gt;Entwerfen Sie grenzenloses Gelände für Spiele und sehen Sie es als Karte. Beginnen Sie ein neues Dokument eines der Generatoren unten, oder öffnen Sie ein Beispiel und ändern Sie es: ziehen Sie die Richtungsvektoren, formen Sie das Profil um, heben Sie den See. Jede Änderung ist ein Schritt von Bearbeiten ▸ Rückgängig (Strg+Z); Hilfe ▸ Handbuch sagt den Rest, Hilfe ▸ Tastenkürzel listet jede Taste.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Open Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Eine Datei öffnen…</translation>
    </message>
    <message>
        <source>Nothing opened yet.</source>
        <translation>Noch nichts geöffnet.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::CavernPanel</name>
    <message>
        <source>Floor offset:</source>
        <translation>Bodenversatz:</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Maßstab:</translation>
    </message>
    <message>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <source>Draw a section on the map with Shift and the left mouse button.</source>
        <translation>Zeichnen Sie mit Umschalt und der linken Maustaste einen Schnitt in die Karte.</translation>
    </message>
    <message>
        <source>distance along the section (m)</source>
        <translation>Entfernung entlang des Schnitts (m)</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>cavern roof</source>
        <translation>Höhlendecke</translation>
    </message>
    <message>
        <source>cavern floor</source>
        <translation>Höhlenboden</translation>
    </message>
    <message>
        <source>mine level</source>
        <translation>Minenebene</translation>
    </message>
    <message>
        <source>lake level</source>
        <translation>Seespiegel</translation>
    </message>
    <message>
        <source>Caverns are open where the roof field lies above the floor field; this raises the floor. Larger: fewer, smaller caverns.</source>
        <translation>Höhlen sind offen, wo das Deckenfeld über dem Bodenfeld liegt; dieser Wert hebt den Boden. Größer: weniger, kleinere Höhlen.</translation>
    </message>
    <message>
        <source>The roof and floor are the terrain&apos;s own height sums, this many times denser than above ground: larger makes smaller, busier caverns.</source>
        <translation>Decke und Boden sind die eigenen Höhensummen des Geländes, so viele Male dichter als über dem Boden: größer ergibt kleinere, unruhigere Höhlen.</translation>
    </message>
    <message>
        <source>How far below the reference heights the roof and floor lie, in metres.</source>
        <translation>Wie weit Decke und Boden unter den Bezugshöhen liegen, in Metern.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::CavernPlan</name>
    <message>
        <source>Open space under the map, lighter where its floor is higher. Double-click to show a place on the map.</source>
        <translation>Hohlraum unter der Karte, heller wo sein Boden höher liegt. Doppelklick zeigt einen Ort auf der Karte.</translation>
    </message>
    <message>
        <source>open, roof %1, floor %2</source>
        <translation>offen, Decke %1, Boden %2</translation>
    </message>
    <message>
        <source>rock, roof %1 below floor %2</source>
        <translation>Fels, Decke %1 unter Boden %2</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::CoastlinePanel</name>
    <message>
        <source>Heights</source>
        <translation>Höhen</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Fast (counter-based)</source>
        <translation>Schnell (zählerbasiert)</translation>
    </message>
    <message>
        <source>As the applet (java.util.Random)</source>
        <translation>Wie das Applet (java.util.Random)</translation>
    </message>
    <message>
        <source>Random:</source>
        <translation>Zufall:</translation>
    </message>
    <message>
        <source>Start grid:</source>
        <translation>Startgitter:</translation>
    </message>
    <message>
        <source>Amplitude:</source>
        <translation>Amplitude:</translation>
    </message>
    <message>
        <source>How much of the random offset is left at each finer step (the plasma&apos;s roughness)</source>
        <translation>Wie viel des zufälligen Versatzes bei jedem feineren Schritt bleibt (die Rauheit des Plasmas)</translation>
    </message>
    <message>
        <source>Roughness:</source>
        <translation>Rauheit:</translation>
    </message>
    <message>
        <source>Sea level:</source>
        <translation>Meeresspiegel:</translation>
    </message>
    <message>
        <source>%L1 × %L1 cells</source>
        <translation>%L1 × %L1 Zellen</translation>
    </message>
    <message>
        <source>%L1 × %L1</source>
        <translation>%L1 × %L1</translation>
    </message>
    <message>
        <source>The map&apos;s side in cells. The start grid is halved step by step until a cell is one cell of the map; the map repeats at its edges, so it tiles.</source>
        <translation>Die Seite der Karte in Zellen. Das Startraster wird Schritt für Schritt halbiert, bis eine Zelle eine Zelle der Karte ist; die Karte wiederholt sich an ihren Rändern und lässt sich daher kacheln.</translation>
    </message>
    <message>
        <source>The seed of the random numbers: the same seed and settings draw the same coastline. New Seed draws another.</source>
        <translation>Der Startwert der Zufallszahlen: derselbe Startwert und dieselben Einstellungen zeichnen dieselbe Küste. Neuer Startwert zieht einen anderen.</translation>
    </message>
    <message>
        <source>Fast: a counter-based generator, the same map on any number of threads. As the applet: the map the article&apos;s applet draws when Math.random() is java.util.Random(seed).</source>
        <translation>Schnell: ein zählerbasierter Generator, dieselbe Karte bei jeder Anzahl von Threads. Wie das Applet: die Karte, die das Applet des Artikels zeichnet, wenn Math.random() java.util.Random(seed) ist.</translation>
    </message>
    <message>
        <source>The start pattern&apos;s grid. Each of its cells is painted with a land type (the Start Pattern dock); at each finer step a cell copies the type of a random neighbour, so the coast grows fractal from this pattern.</source>
        <translation>Das Raster des Startmusters. Jede seiner Zellen wird mit einer Landart bemalt (Bereich Startmuster); bei jedem feineren Schritt übernimmt eine Zelle die Art eines zufälligen Nachbarn, so wächst die Küste fraktal aus diesem Muster.</translation>
    </message>
    <message>
        <source>Heights as well as land types: each type has a base height, and a plasma of random offsets adds hills and valleys.</source>
        <translation>Höhen zusätzlich zu den Landarten: jede Art hat eine Grundhöhe, und ein Plasma zufälliger Versätze fügt Hügel und Täler hinzu.</translation>
    </message>
    <message>
        <source>The largest random offset of the heights, at the first step; each finer step takes a smaller one.</source>
        <translation>Der größte zufällige Versatz der Höhen, beim ersten Schritt; jeder feinere Schritt nimmt einen kleineren.</translation>
    </message>
    <message>
        <source>The water types stay below this height and the land types above it, whatever the random offsets.</source>
        <translation>Die Wasserarten bleiben unter dieser Höhe und die Landarten darüber, was immer die zufälligen Versätze sind.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::ContinentCurves</name>
    <message>
        <source>macro value (coast dashed)</source>
        <translation>Makrowert (Küste gestrichelt)</translation>
    </message>
    <message>
        <source>base height (m)</source>
        <translation>Grundhöhe (m)</translation>
    </message>
    <message>
        <source>detail amplitude (×)</source>
        <translation>Detailamplitude (×)</translation>
    </message>
    <message>
        <source>base height</source>
        <translation>Grundhöhe</translation>
    </message>
    <message>
        <source>detail amplitude</source>
        <translation>Detailamplitude</translation>
    </message>
    <message>
        <source>Drag a point to reshape a curve (one undo step a drag); double-click to add a point, right-click a point to remove it. Brown: the base height in metres by macro value; blue: how many times the Relf detail is added on top.</source>
        <translation>Einen Punkt ziehen, um eine Kurve zu formen (ein Rückgängig-Schritt je Zug); Doppelklick fügt einen Punkt hinzu, Rechtsklick auf einen Punkt entfernt ihn. Braun: die Grundhöhe in Metern je Makrowert; blau: wie oft das Relf-Detail darauf addiert wird.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::ContinentMinimap</name>
    <message>
        <source>The whole continent; the red frame is the map&apos;s view. Click or drag to move the view there.</source>
        <translation>Der ganze Kontinent; der rote Rahmen ist der Ausschnitt der Karte. Klicken oder ziehen, um den Ausschnitt dorthin zu bewegen.</translation>
    </message>
    <message>
        <source>No continent</source>
        <translation>Kein Kontinent</translation>
    </message>
    <message>
        <source>Brush %1 km across</source>
        <translation>Pinsel %1 km breit</translation>
    </message>
    <message>
        <source>Brush %1 m across</source>
        <translation>Pinsel %1 m breit</translation>
    </message>
    <message>
        <source>Painting: drag with the left button to raise, the right to lower; Shift paints sea, Ctrl smooths; the wheel sizes the brush.</source>
        <translation>Malen: mit der linken Taste ziehen hebt, mit der rechten senkt; Umschalt malt Meer, Strg glättet; das Mausrad ändert die Pinselgröße.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::ContinentPanel</name>
    <message>
        <source>No continent: the world is the Relf terrain alone.

Continent ▸ From Coastline…, From Polygon Island… or From Picture… makes a designed coastline or island the shape of this world; Continent ▸ New Painted Continent starts one to paint.</source>
        <translation>Kein Kontinent: die Welt ist allein das Relf-Gelände.

Kontinent ▸ Aus Küste…, Aus Polygoninsel… oder Aus Bild… macht eine entworfene Küste oder Insel zur Form dieser Welt; Kontinent ▸ Neuer gemalter Kontinent beginnt einen zum Malen.</translation>
    </message>
    <message>
        <source>Choose a preset…</source>
        <translation>Vorlage wählen…</translation>
    </message>
    <message>
        <source>Gentle: plains and hills</source>
        <translation>Sanft: Ebenen und Hügel</translation>
    </message>
    <message>
        <source>Alpine: snowy, rough mountains</source>
        <translation>Alpin: verschneite, raue Berge</translation>
    </message>
    <message>
        <source>Archipelago: islands and lakes</source>
        <translation>Archipel: Inseln und Seen</translation>
    </message>
    <message>
        <source>Curves:</source>
        <translation>Kurven:</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>Grid cell:</source>
        <translation>Rasterzelle:</translation>
    </message>
    <message>
        <source>South-west corner:</source>
        <translation>Südwestecke:</translation>
    </message>
    <message>
        <source>Replaces both curves with a preset fitted to this profile and lake level (one undo step).</source>
        <translation>Ersetzt beide Kurven durch eine Vorlage, passend zu diesem Profil und Seespiegel (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>How many metres of the world one cell of the continent&apos;s grid covers.</source>
        <translation>Wie viele Meter der Welt eine Zelle des Kontinentrasters abdeckt.</translation>
    </message>
    <message>
        <source>Where in the world the grid&apos;s south-west corner lies (east).</source>
        <translation>Wo in der Welt die Südwestecke des Rasters liegt (Ost).</translation>
    </message>
    <message>
        <source>Where in the world the grid&apos;s south-west corner lies (north).</source>
        <translation>Wo in der Welt die Südwestecke des Rasters liegt (Nord).</translation>
    </message>
    <message>
        <source>%1 × %2 cells, %3 × %4 km, %5; from %6%7</source>
        <translation>%1 × %2 Zellen, %3 × %4 km, %5; aus %6%7</translation>
    </message>
    <message>
        <source>repeating</source>
        <translation>sich wiederholend</translation>
    </message>
    <message>
        <source>ocean beyond</source>
        <translation>dahinter Ozean</translation>
    </message>
    <message>
        <source>a fractal coastline</source>
        <translation>einer fraktalen Küste</translation>
    </message>
    <message>
        <source>a polygon island</source>
        <translation>einer Polygoninsel</translation>
    </message>
    <message>
        <source>a picture</source>
        <translation>einem Bild</translation>
    </message>
    <message>
        <source>painting</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>, eroded</source>
        <translation>, erodiert</translation>
    </message>
    <message>
        <source>Repeat: the grid tiles the world</source>
        <translation>Wiederholen: das Raster kachelt die Welt</translation>
    </message>
    <message>
        <source>Ocean beyond the grid</source>
        <translation>Ozean jenseits des Rasters</translation>
    </message>
    <message>
        <source>Edges:</source>
        <translation>Ränder:</translation>
    </message>
    <message>
        <source>What lies past the grid: the grid again (a limitless world) or deep ocean (an island).</source>
        <translation>Was jenseits des Rasters liegt: wieder das Raster (eine grenzenlose Welt) oder tiefer Ozean (eine Insel).</translation>
    </message>
    <message>
        <source>Climate steers the vegetation</source>
        <translation>Das Klima steuert die Vegetation</translation>
    </message>
    <message>
        <source>Strength:</source>
        <translation>Stärke:</translation>
    </message>
    <message>
        <source>Sea moisture reach:</source>
        <translation>Reichweite der Meeresfeuchte:</translation>
    </message>
    <message>
        <source>River moisture reach:</source>
        <translation>Reichweite der Flussfeuchte:</translation>
    </message>
    <message>
        <source>Snow line lower in the north by:</source>
        <translation>Schneegrenze im Norden tiefer um:</translation>
    </message>
    <message>
        <source>Moisture from the sea and the rivers, height and latitude move the vegetation thresholds: wet lowlands grow thicket and marsh, dry or high ground opens to moor.</source>
        <translation>Feuchte vom Meer und von den Flüssen, Höhe und Breite verschieben die Vegetationsschwellen: nasses Tiefland trägt Dickicht und Sumpf, trockenes oder hohes Gelände öffnet sich zur Heide.</translation>
    </message>
    <message>
        <source>How far the climate moves the vegetation thresholds: 0 leaves them as the profile sets them, 2 moves them twice as far as 1.</source>
        <translation>Wie weit das Klima die Vegetationsschwellen verschiebt: 0 lässt sie, wie das Profil sie setzt, 2 verschiebt sie doppelt so weit wie 1.</translation>
    </message>
    <message>
        <source>How far inland the sea&apos;s moisture reaches: at this distance from the coast it has halved.</source>
        <translation>Wie weit die Feuchte des Meeres ins Land reicht: in diesem Abstand von der Küste hat sie sich halbiert.</translation>
    </message>
    <message>
        <source>How far from a river its moisture reaches: at this distance it has halved.</source>
        <translation>Wie weit die Feuchte eines Flusses reicht: in diesem Abstand hat sie sich halbiert.</translation>
    </message>
    <message>
        <source>How much lower the snow line lies at the grid&apos;s north edge than at its south edge (negative: higher).</source>
        <translation>Wie viel tiefer die Schneegrenze am Nordrand des Rasters liegt als an seinem Südrand (negativ: höher).</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::GroundPlan</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>x %1 m, y %2 m: %3</source>
        <translation>x %1 m, y %2 m: %3</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::InspectorWidget</name>
    <message>
        <source>x</source>
        <translation>x</translation>
    </message>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kennung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Following the cursor. Click the map to pin a point.</source>
        <translation>Folgt dem Mauszeiger. Klicken Sie in die Karte, um einen Punkt festzuhalten.</translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation>Loslassen</translation>
    </message>
    <message>
        <source>Pinned. Click elsewhere to pin another point.</source>
        <translation>Festgehalten. Klicken Sie woanders, um einen anderen Punkt festzuhalten.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::LandTypePalette</name>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>Farbe…</translation>
    </message>
    <message>
        <source>The land types; the chosen one paints the start pattern. Double-click a name to rename it.</source>
        <translation>Die Landtypen; der gewählte malt das Startmuster. Doppelklick auf einen Namen benennt ihn um.</translation>
    </message>
    <message>
        <source>Type %1</source>
        <translation>Typ %1</translation>
    </message>
    <message>
        <source>Colour of %1</source>
        <translation>Farbe von %1</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Land</source>
        <translation>Land</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::LegendWidget</name>
    <message>
        <source>Snow</source>
        <translation>Schnee</translation>
    </message>
    <message>
        <source>Contour</source>
        <translation>Höhenlinie</translation>
    </message>
    <message>
        <source>Index contour (every fifth)</source>
        <translation>Zählkurve (jede fünfte)</translation>
    </message>
    <message>
        <source>Mine level: below a shaft or cave</source>
        <translation>Minenebene: unter Schacht oder Höhle</translation>
    </message>
    <message>
        <source>Cave entrance</source>
        <translation>Höhleneingang</translation>
    </message>
    <message>
        <source>Marsh (a stream&apos;s end)</source>
        <translation>Sumpf (Ende eines Bachs)</translation>
    </message>
    <message>
        <source>Sky (skylands: no sea)</source>
        <translation>Himmel (Himmelsinseln: kein Meer)</translation>
    </message>
    <message>
        <source>Mine level: open (outlined)</source>
        <translation>Minenebene: offen (umrandet)</translation>
    </message>
    <message>
        <source>What the map&apos;s colours and symbols mean: only what the map shows now is listed.</source>
        <translation>Was die Farben und Zeichen der Karte bedeuten: nur was die Karte gerade zeigt, ist aufgeführt.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::MapView</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 cell</source>
        <translation>%1 Zelle</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 Einheit</translation>
    </message>
    <message>
        <source>%L1 cells</source>
        <translation>%L1 Zellen</translation>
    </message>
    <message>
        <source>%L1 units</source>
        <translation>%L1 Einheiten</translation>
    </message>
    <message>
        <source>%L1 km</source>
        <translation>%L1 km</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::MinePanel</name>
    <message>
        <source>Openness above:</source>
        <translation>Offen über:</translation>
    </message>
    <message>
        <source>sin · cos variant</source>
        <translation>Variante mit sin · cos</translation>
    </message>
    <message>
        <source>Levels:</source>
        <translation>Ebenen:</translation>
    </message>
    <message>
        <source>Show level:</source>
        <translation>Ebene zeigen:</translation>
    </message>
    <message>
        <source>Click a cell to see its whole mine.</source>
        <translation>Klicken Sie eine Zelle an, um ihre ganze Mine zu sehen.</translation>
    </message>
    <message>
        <source>Rock.</source>
        <translation>Fels.</translation>
    </message>
    <message numerus="yes">
        <source>A mine of %n cell(s) with no shaft: unreachable.</source>
        <translation>
            <numerusform>Eine Mine aus %n Zelle ohne Schacht: unerreichbar.</numerusform>
            <numerusform>Eine Mine aus %n Zellen ohne Schacht: unerreichbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A mine of %n cell(s)</source>
        <translation>
            <numerusform>Eine Mine aus %n Zelle</numerusform>
            <numerusform>Eine Mine aus %n Zellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shaft(s) up to the surface.</source>
        <translation>
            <numerusform>%n Schacht zur Oberfläche.</numerusform>
            <numerusform>%n Schächte zur Oberfläche.</numerusform>
        </translation>
    </message>
    <message>
        <source>rock</source>
        <translation>Fels</translation>
    </message>
    <message>
        <source>open, reachable</source>
        <translation>offen, erreichbar</translation>
    </message>
    <message>
        <source>open, no way up</source>
        <translation>offen, kein Weg hinauf</translation>
    </message>
    <message>
        <source>below a shaft</source>
        <translation>unter einem Schacht</translation>
    </message>
    <message>
        <source>below a cave mouth</source>
        <translation>unter einem Höhleneingang</translation>
    </message>
    <message>
        <source>the mine picked</source>
        <translation>die gewählte Mine</translation>
    </message>
    <message>
        <source>(drag to pan)</source>
        <translation>(ziehen zum Verschieben)</translation>
    </message>
    <message>
        <source>A 16 m cell under the ground is open when the fractional part of u = (π·10000 · x) · y at its centre exceeds this; every cell under a mine shaft is open too. Higher: fewer, smaller mines.</source>
        <translation>Eine 16-m-Zelle unter dem Boden ist offen, wenn der Nachkommaanteil von u = (π·10000 · x) · y in ihrer Mitte diesen Wert übersteigt; jede Zelle unter einem Minenschacht ist ebenfalls offen. Höher: weniger, kleinere Minen.</translation>
    </message>
    <message>
        <source>Take u = π·10000 · sin(x) · cos(y) instead, the variant of the seed&apos;s &quot;My Terrain&quot;.</source>
        <translation>Stattdessen u = π·10000 · sin(x) · cos(y) nehmen, die Variante aus „My Terrain“ der Vorlage.</translation>
    </message>
    <message>
        <source>How many levels the mines have: level z reads u·(z + 1); open cells stacked on each other connect, and shafts reach level 0 only.</source>
        <translation>Wie viele Ebenen die Minen haben: Ebene z liest u·(z + 1); übereinander liegende offene Zellen sind verbunden, und Schächte reichen nur bis Ebene 0.</translation>
    </message>
    <message>
        <source>The level the view shows, 0 just under the ground.</source>
        <translation>Die Ebene, die die Ansicht zeigt, 0 direkt unter dem Boden.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::MineView</name>
    <message>
        <source>Level %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <source>rock</source>
        <translation>Fels</translation>
    </message>
    <message>
        <source>open, a shaft up</source>
        <translation>offen, ein Schacht nach oben</translation>
    </message>
    <message>
        <source>open, a cave mouth above</source>
        <translation>offen, darüber ein Höhleneingang</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::NumberBox</name>
    <message>
        <source>not a number</source>
        <translation>keine Zahl</translation>
    </message>
    <message>
        <source>expected a number from %L1 to %L2</source>
        <translation>erwartet eine Zahl von %L1 bis %L2</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::ParametersPanel</name>
    <message>
        <source>Water and height</source>
        <translation>Wasser und Höhe</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>Regen</translation>
    </message>
    <message>
        <source>Raise the lake level until the land breaks into islands; click again to stop.</source>
        <translation>Den Seespiegel anheben, bis das Land in Inseln zerfällt; erneut klicken zum Anhalten.</translation>
    </message>
    <message>
        <source>Lake level:</source>
        <translation>Seespiegel:</translation>
    </message>
    <message>
        <source>Snow above:</source>
        <translation>Schnee über:</translation>
    </message>
    <message>
        <source>Mountain tops above</source>
        <translation>Berggipfel über</translation>
    </message>
    <message>
        <source>Terrain kinds</source>
        <translation>Geländearten</translation>
    </message>
    <message>
        <source>Town below:</source>
        <translation>Stadt unter:</translation>
    </message>
    <message>
        <source>Open land below:</source>
        <translation>Offenes Land unter:</translation>
    </message>
    <message>
        <source>Grass (else moor) below:</source>
        <translation>Wiese (sonst Heide) unter:</translation>
    </message>
    <message>
        <source>Thicket (else wood) below:</source>
        <translation>Dickicht (sonst Wald) unter:</translation>
    </message>
    <message>
        <source>Wood only</source>
        <translation>Nur Wald</translation>
    </message>
    <message>
        <source>Point features</source>
        <translation>Punktobjekte</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
    <message>
        <source>Trigger, natural:</source>
        <translation>Auslöser, natürlich:</translation>
    </message>
    <message>
        <source>Trigger, man-made:</source>
        <translation>Auslöser, künstlich:</translation>
    </message>
    <message>
        <source>Trigger, cone:</source>
        <translation>Auslöser, Pylon:</translation>
    </message>
    <message>
        <source>Mine shaft below:</source>
        <translation>Minenschacht unter:</translation>
    </message>
    <message>
        <source>Boulder below:</source>
        <translation>Felsblock unter:</translation>
    </message>
    <message>
        <source>Water hole below:</source>
        <translation>Wasserloch unter:</translation>
    </message>
    <message>
        <source>Knoll below (else rootstock):</source>
        <translation>Kuppe unter (sonst Wurzelstock):</translation>
    </message>
    <message>
        <source>Paths and time</source>
        <translation>Pfade und Zeit</translation>
    </message>
    <message>
        <source>Paths</source>
        <translation>Pfade</translation>
    </message>
    <message>
        <source>Offset x:</source>
        <translation>Versatz x:</translation>
    </message>
    <message>
        <source>Offset y:</source>
        <translation>Versatz y:</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleranz:</translation>
    </message>
    <message>
        <source>one whole number per height vector</source>
        <translation>eine ganze Zahl je Höhenvektor</translation>
    </message>
    <message>
        <source>Time coefficients:</source>
        <translation>Zeitkoeffizienten:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Zeit:</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>&quot;%1&quot; refused: %2; the value stays as it was</source>
        <translation>„%1“ abgelehnt: %2; der Wert bleibt, wie er war</translation>
    </message>
    <message>
        <source>Skylands, underside ×</source>
        <translation>Himmelsinseln, Unterseite ×</translation>
    </message>
    <message>
        <source>Islands in the sky: the lake becomes open sky, and each island hangs from an underside this many times deeper than its land is high</source>
        <translation>Inseln im Himmel: der See wird zu offenem Himmel, und jede Insel hängt an einer Unterseite, so viele Male tiefer, wie ihr Land hoch ist</translation>
    </message>
    <message>
        <source>Stop Rain</source>
        <translation>Regen beenden</translation>
    </message>
    <message>
        <source>Time is running; Pause stops it</source>
        <translation>Die Zeit läuft; „Pause“ hält sie an</translation>
    </message>
    <message>
        <source>Ground lower than this is lake; its depth is the lake level less the height. Raise it until the land breaks into islands (&quot;Lakes or islands&quot;).</source>
        <translation>Gelände unter diesem Wert ist See; seine Tiefe ist der Seespiegel weniger der Höhe. Heben Sie ihn, bis das Land in Inseln zerfällt („Lakes or islands“).</translation>
    </message>
    <message>
        <source>Ground higher than this is drawn as snow.</source>
        <translation>Gelände über diesem Wert wird als Schnee gezeichnet.</translation>
    </message>
    <message>
        <source>Heights above the base rise as z = base + dz·√dz, so hilltops become mountains (&quot;Making hilltops more like mountains&quot;).</source>
        <translation>Höhen über der Basis steigen als z = Basis + dz·√dz, so werden Kuppen zu Bergen („Making hilltops more like mountains“).</translation>
    </message>
    <message>
        <source>Where the sum of the profile along vegetation set 1 is below this, the ground is paved town: buildings on the 16 m grid, no point features.</source>
        <translation>Wo die Summe des Profils entlang Vegetationssatz 1 unter diesem Wert liegt, ist der Boden gepflasterte Stadt: Gebäude im 16-m-Raster, keine Punktobjekte.</translation>
    </message>
    <message>
        <source>Where the sum along vegetation set 2 is below this, the land is open; vegetation set 3 then decides grass or moor.</source>
        <translation>Wo die Summe entlang Vegetationssatz 2 unter diesem Wert liegt, ist das Land offen; Vegetationssatz 3 entscheidet dann zwischen Wiese und Heide.</translation>
    </message>
    <message>
        <source>On open land: grass where the sum along vegetation set 3 is below this, moor (rough open land) elsewhere.</source>
        <translation>Auf offenem Land: Wiese, wo die Summe entlang Vegetationssatz 3 unter diesem Wert liegt, sonst Heide (raues offenes Land).</translation>
    </message>
    <message>
        <source>On wooded land: thicket where the sum along vegetation set 3 is below this, runnable wood elsewhere.</source>
        <translation>Auf bewaldetem Land: Dickicht, wo die Summe entlang Vegetationssatz 3 unter diesem Wert liegt, sonst gut belaufbarer Wald.</translation>
    </message>
    <message>
        <source>Ignore the vegetation sets: all land that is not lake is runnable wood.</source>
        <translation>Die Vegetationssätze übergehen: alles Land, das nicht See ist, ist belaufbarer Wald.</translation>
    </message>
    <message>
        <source>The feature number f = round(a·x·y / 128), a the sum along the feature vectors, is masked with this (AND) before it meets the triggers; a wider mask makes features rarer.</source>
        <translation>Die Objektzahl f = round(a·x·y / 128), a die Summe entlang der Objektvektoren, wird mit diesem Wert maskiert (UND), bevor sie mit den Auslösern verglichen wird; eine breitere Maske macht Objekte seltener.</translation>
    </message>
    <message>
        <source>Where f equals this, a natural feature stands; x·y AND 255 against the limits below picks a mine shaft, boulder, water hole, knoll or rootstock.</source>
        <translation>Wo f diesen Wert hat, steht ein natürliches Objekt; x·y UND 255 gegen die Grenzen darunter wählt Minenschacht, Felsblock, Wasserloch, Kuppe oder Wurzelstock.</translation>
    </message>
    <message>
        <source>Where f equals this (and a second test on x·y passes), a man-made object ×, with a control code.</source>
        <translation>Wo f diesen Wert hat (und eine zweite Prüfung von x·y besteht), ein künstliches Objekt × mit Postencode.</translation>
    </message>
    <message>
        <source>Where f equals this (and a second test on x·y passes), a movable cone, without a control code.</source>
        <translation>Wo f diesen Wert hat (und eine zweite Prüfung von x·y besteht), ein beweglicher Pylon ohne Postencode.</translation>
    </message>
    <message>
        <source>Of the natural features: x·y AND 255 below this is a mine shaft (its mine lies underneath).</source>
        <translation>Unter den natürlichen Objekten: x·y UND 255 unter diesem Wert ist ein Minenschacht (seine Mine liegt darunter).</translation>
    </message>
    <message>
        <source>Of the rest: x·y AND 255 below this is a boulder.</source>
        <translation>Vom Rest: x·y UND 255 unter diesem Wert ist ein Felsblock.</translation>
    </message>
    <message>
        <source>Of the rest: x·y AND 255 below this is a water hole.</source>
        <translation>Vom Rest: x·y UND 255 unter diesem Wert ist ein Wasserloch.</translation>
    </message>
    <message>
        <source>Of the rest: x·y AND 255 below this is a knoll, anything above it a rootstock.</source>
        <translation>Vom Rest: x·y UND 255 unter diesem Wert ist eine Kuppe, alles darüber ein Wurzelstock.</translation>
    </message>
    <message>
        <source>Experimental paths: a point is path where its height equals the height at the offset below, within the tolerance (&quot;Paths and roads&quot;).</source>
        <translation>Versuchsweise Pfade: ein Punkt ist Pfad, wo seine Höhe der Höhe am Versatz darunter gleicht, innerhalb der Toleranz („Paths and roads“).</translation>
    </message>
    <message>
        <source>How far east the height a path follows is looked up.</source>
        <translation>Wie weit östlich die Höhe nachgeschlagen wird, der ein Pfad folgt.</translation>
    </message>
    <message>
        <source>How far north the height a path follows is looked up.</source>
        <translation>Wie weit nördlich die Höhe nachgeschlagen wird, der ein Pfad folgt.</translation>
    </message>
    <message>
        <source>How close the two heights must be for a path.</source>
        <translation>Wie nah sich die beiden Höhen für einen Pfad sein müssen.</translation>
    </message>
    <message>
        <source>One whole number per height vector: how fast its pattern drifts as time runs (&quot;Evolution in time&quot;).</source>
        <translation>Eine ganze Zahl je Höhenvektor: wie schnell sein Muster wandert, während die Zeit läuft („Evolution in time“).</translation>
    </message>
    <message>
        <source>The time the terrain is shown at; Play runs it.</source>
        <translation>Der Zeitpunkt, zu dem das Gelände gezeigt wird; „Abspielen“ lässt die Zeit laufen.</translation>
    </message>
    <message>
        <source>Run time forward; again to pause.</source>
        <translation>Die Zeit vorwärts laufen lassen; erneut zum Anhalten.</translation>
    </message>
    <message>
        <source>Raining: the lake rises %L1 a second; Stop Rain ends it</source>
        <translation>Es regnet: der See steigt um %L1 je Sekunde; „Regen beenden“ hält ihn an</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::PlacedList</name>
    <message>
        <source>Place:</source>
        <translation>Platzieren:</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Roads: R. Place: P. Path offset: O. Navigate: N.</source>
        <translation>Straßen: R. Platzieren: P. Wegversatz: O. Navigieren: N.</translation>
    </message>
    <message>
        <source> m</source>
        <translation> m</translation>
    </message>
    <message>
        <source>The width of new roads, and of the road selected</source>
        <translation>Die Breite neuer Straßen und der gewählten Straße</translation>
    </message>
    <message>
        <source>Road width:</source>
        <translation>Straßenbreite:</translation>
    </message>
    <message>
        <source>What Place (P) puts down on the map: a point feature or a building, kept in the parameter file and drawn over the generated terrain.</source>
        <translation>Was Setzen (P) auf die Karte setzt: ein Punktobjekt oder ein Gebäude, in der Parameterdatei gespeichert und über das erzeugte Gelände gezeichnet.</translation>
    </message>
    <message>
        <source>Every placed object and road of the document; select one to show it on the map, and Remove to take it away.</source>
        <translation>Jeder gesetzte Gegenstand und jede Straße des Dokuments; einen wählen, um ihn auf der Karte zu zeigen, und Entfernen, um ihn wegzunehmen.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::PlanetLegend</name>
    <message>
        <source>The colours of the globe and the map; higher ground is drawn lighter.</source>
        <translation>Die Farben des Globus und der Karte; höheres Gelände ist heller gezeichnet.</translation>
    </message>
    <message>
        <source>Snow (above the snow line)</source>
        <translation>Schnee (über der Schneegrenze)</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::PlanetView</name>
    <message>
        <source>%1°, %2°: height %3, %4</source>
        <translation>%1°, %2°: Höhe %3, %4</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::PolymapPanel</name>
    <message>
        <source>Noisy edges</source>
        <translation>Verrauschte Kanten</translation>
    </message>
    <message>
        <source>Smooth biome transitions</source>
        <translation>Weiche Biomübergänge</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Lava</source>
        <translation>Lava</translation>
    </message>
    <message>
        <source>Polygons</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Relaxed (Lloyd)</source>
        <translation>Relaxiert (Lloyd)</translation>
    </message>
    <message>
        <source>Square grid</source>
        <translation>Quadratgitter</translation>
    </message>
    <message>
        <source>Hexagonal grid</source>
        <translation>Sechseckgitter</translation>
    </message>
    <message>
        <source>Poisson disc</source>
        <translation>Poisson-Scheiben</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>Punkte:</translation>
    </message>
    <message>
        <source>Regions:</source>
        <translation>Regionen:</translation>
    </message>
    <message>
        <source>Lloyd relaxations: each moves every point to the centre of its polygon</source>
        <translation>Lloyd-Relaxationen: jede rückt jeden Punkt in die Mitte seines Polygons</translation>
    </message>
    <message>
        <source>Relaxations:</source>
        <translation>Relaxationen:</translation>
    </message>
    <message>
        <source>Island</source>
        <translation>Insel</translation>
    </message>
    <message>
        <source>Radial (sine waves)</source>
        <translation>Radial (Sinuswellen)</translation>
    </message>
    <message>
        <source>Noise</source>
        <translation>Rauschen</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Blob</source>
        <translation>Klecks</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Form:</translation>
    </message>
    <message>
        <source>Radial: 1 makes one island, 2 many small ones</source>
        <translation>Radial: 1 ergibt eine Insel, 2 viele kleine</translation>
    </message>
    <message>
        <source>Island factor:</source>
        <translation>Inselfaktor:</translation>
    </message>
    <message>
        <source>Noise scale:</source>
        <translation>Rauschmaßstab:</translation>
    </message>
    <message>
        <source>Land ratio:</source>
        <translation>Landanteil:</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Lake threshold:</source>
        <translation>Seeschwelle:</translation>
    </message>
    <message>
        <source>Rivers:</source>
        <translation>Flüsse:</translation>
    </message>
    <message>
        <source>Edges, roads and lava</source>
        <translation>Kanten, Straßen und Lava</translation>
    </message>
    <message>
        <source>How far a noisy edge may wander inside its quadrilateral</source>
        <translation>Wie weit eine verrauschte Kante in ihrem Viereck wandern darf</translation>
    </message>
    <message>
        <source>Noise amount:</source>
        <translation>Rauschstärke:</translation>
    </message>
    <message>
        <source>A polygon is water when more than this share of its corners is water; water not joined to the ocean is a lake.</source>
        <translation>Ein Polygon ist Wasser, wenn mehr als dieser Anteil seiner Ecken Wasser ist; Wasser ohne Verbindung zum Ozean ist ein See.</translation>
    </message>
    <message>
        <source>River sources tried: random corners between elevation 0.3 and 0.9; each river runs down the corners to the coast.</source>
        <translation>Versuchte Flussquellen: zufällige Ecken zwischen Höhe 0,3 und 0,9; jeder Fluss läuft die Ecken hinab zur Küste.</translation>
    </message>
    <message>
        <source>The seed of the random numbers: the same seed and settings make the same island. New Seed draws another.</source>
        <translation>Der Startwert der Zufallszahlen: derselbe Startwert und dieselben Einstellungen ergeben dieselbe Insel. Neuer Startwert zieht einen anderen.</translation>
    </message>
    <message>
        <source>How the polygons&apos; centres are placed: at random, at random and then relaxed by Lloyd&apos;s algorithm (polygons of even size), on a square or hexagonal grid, or as a Poisson disc sample.</source>
        <translation>Wie die Mittelpunkte der Polygone gesetzt werden: zufällig, zufällig und dann mit Lloyds Verfahren entspannt (gleichmäßig große Polygone), auf einem Quadrat- oder Sechseckraster oder als Poisson-Disk-Stichprobe.</translation>
    </message>
    <message>
        <source>How many polygons the island is made of: %L1 to %L2. More give finer coasts, rivers and biomes.</source>
        <translation>Aus wie vielen Polygonen die Insel besteht: %L1 bis %L2. Mehr ergeben feinere Küsten, Flüsse und Biome.</translation>
    </message>
    <message>
        <source>The shape that decides which corners are land: sine waves around the centre (radial), Perlin noise, a square or a blob. Land falls off toward the map&apos;s edge, so the island is surrounded by ocean.</source>
        <translation>Die Form, die entscheidet, welche Ecken Land sind: Sinuswellen um die Mitte (radial), Perlin-Rauschen, ein Quadrat oder ein Klecks. Zum Kartenrand hin nimmt das Land ab, sodass die Insel von Ozean umgeben ist.</translation>
    </message>
    <message>
        <source>Noise: the size of the noise&apos;s features against the article&apos;s; smaller makes a ragged coast of many bays, larger broad ones.</source>
        <translation>Rauschen: die Größe der Rauschstrukturen gegenüber der des Artikels; kleiner ergibt eine zerklüftete Küste mit vielen Buchten, größer breite.</translation>
    </message>
    <message>
        <source>Noise, square and blob: how much of the map tends to be land</source>
        <translation>Rauschen, Quadrat und Klecks: wie viel der Karte eher Land ist</translation>
    </message>
    <message>
        <source>Draw the polygons&apos; edges as noisy lines, subdivided at random inside the quadrilateral of their two centres and two corners, so coasts and rivers do not look like polygons.</source>
        <translation>Die Kanten der Polygone als verrauschte Linien zeichnen, zufällig unterteilt innerhalb des Vierecks aus ihren zwei Mittelpunkten und zwei Ecken, damit Küsten und Flüsse nicht wie Polygone aussehen.</translation>
    </message>
    <message>
        <source>Keep the boundaries between two biomes straight and blend their colours across them, instead of distorting them as noisy edges.</source>
        <translation>Die Grenzen zwischen zwei Biomen gerade lassen und ihre Farben darüber hinweg mischen, statt sie als verrauschte Kanten zu verzerren.</translation>
    </message>
    <message>
        <source>Roads along the elevation contours, as the article&apos;s Roads module draws them.</source>
        <translation>Straßen entlang der Höhenlinien, wie das Straßenmodul des Artikels sie zeichnet.</translation>
    </message>
    <message>
        <source>Lava on high, dry edges, as the article&apos;s Lava module places it.</source>
        <translation>Lava an hohen, trockenen Kanten, wie das Lavamodul des Artikels sie setzt.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::ProfileChart</name>
    <message>
        <source>Brush width:</source>
        <translation>Pinselbreite:</translation>
    </message>
    <message>
        <source> entries</source>
        <translation> Einträge</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Sine components</source>
        <translation>Sinuskomponenten</translation>
    </message>
    <message>
        <source>profile index</source>
        <translation>Profilindex</translation>
    </message>
    <message>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>How many profile entries one drag across the chart sets at once; a wide brush reshapes the profile smoothly.</source>
        <translation>Wie viele Profileinträge ein Ziehen über das Diagramm auf einmal setzt; ein breiter Pinsel formt das Profil sanft um.</translation>
    </message>
    <message>
        <source>The profile&apos;s length: every vector reads it at (a·x + b·y) / 128 modulo this length, so a longer profile repeats over more metres.</source>
        <translation>Die Länge des Profils: jeder Vektor liest es bei (a·x + b·y) / 128 modulo dieser Länge, ein längeres Profil wiederholt sich also über mehr Meter.</translation>
    </message>
    <message>
        <source>Show the sine waves whose sum is the profile, when it was made by the randomiser from sums of sine waves.</source>
        <translation>Die Sinuswellen zeigen, deren Summe das Profil ist, wenn der Zufallsgenerator es aus Summen von Sinuswellen gemacht hat.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::RelfMapTools</name>
    <message>
        <source>DX %1  DY %2</source>
        <translation>DX %1  DY %2</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::SeedField</name>
    <message>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::SkyWidget</name>
    <message>
        <source>Scanning the sky…</source>
        <translation>Der Himmel wird abgesucht …</translation>
    </message>
    <message>
        <source>Star at %L1, %L2, %L3
Magnitude %L4, planets: %L5, colour %L6</source>
        <translation>Stern bei %L1, %L2, %L3
Größenklasse %L4, Planeten: %L5, Farbe %L6</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::StartPatternEditor</name>
    <message>
        <source>Paint the start pattern with the chosen land type; the right button picks a type</source>
        <translation>Das Startmuster mit dem gewählten Landtyp malen; die rechte Taste wählt einen Typ</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::StatisticsWidget</name>
    <message>
        <source>Terrain kinds (% of the map)</source>
        <translation>Geländearten (% der Karte)</translation>
    </message>
    <message>
        <source>Heights of the land</source>
        <translation>Höhen des Landes</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::TerrainView3D</name>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>The side of the region shown around the map&apos;s centre</source>
        <translation>Die Seitenlänge des gezeigten Gebiets um die Kartenmitte</translation>
    </message>
    <message>
        <source>Contours</source>
        <translation>Höhenlinien</translation>
    </message>
    <message>
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>Stand on the ground at eye height: W A S D or the arrows move, drag looks about</source>
        <translation>In Augenhöhe auf dem Boden stehen: W A S D oder die Pfeiltasten bewegen, Ziehen schaut umher</translation>
    </message>
    <message>
        <source>Reset View</source>
        <translation>Ansicht zurücksetzen</translation>
    </message>
    <message>
        <source>Look north over the whole region (Home)</source>
        <translation>Über das ganze Gebiet nach Norden blicken (Pos1)</translation>
    </message>
    <message>
        <source>The 3-D view needs Qt Quick 3D: %1</source>
        <translation>Die 3D-Ansicht braucht Qt Quick 3D: %1</translation>
    </message>
    <message>
        <source>the scene did not load</source>
        <translation>die Szene ließ sich nicht laden</translation>
    </message>
    <message>
        <source> (objects capped at %1)</source>
        <translation> (Objekte auf %1 begrenzt)</translation>
    </message>
    <message>
        <source>%L1 m</source>
        <translation>%L1 m</translation>
    </message>
    <message>
        <source>%L1 km</source>
        <translation>%L1 km</translation>
    </message>
    <message>
        <source>Draw the map&apos;s contour lines on the ground, at the map&apos;s contour interval.</source>
        <translation>Die Höhenlinien der Karte auf den Boden zeichnen, im Höhenlinienabstand der Karte.</translation>
    </message>
    <message>
        <source>Metres between the ground&apos;s vertices near the camera</source>
        <translation>Meter zwischen den Eckpunkten des Geländes nahe der Kamera</translation>
    </message>
    <message>
        <source>How far the ground reaches from the region&apos;s centre; farther from the camera it is drawn coarser</source>
        <translation>Wie weit das Gelände von der Mitte der Region reicht; fern der Kamera wird es gröber gezeichnet</translation>
    </message>
    <message>
        <source>%L1 vertices, %L2 buildings, %L3 features; built in %L4 ms</source>
        <translation>%L1 Eckpunkte, %L2 Gebäude, %L3 Objekte; aufgebaut in %L4 ms</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Scene</source>
        <translation>Szene</translation>
    </message>
    <message>
        <source>Map: the orienteering map draped on the ground. Scene: what the player sees, the ground by terrain kind with every tree, bush and rock</source>
        <translation>Karte: die Orientierungslaufkarte auf dem Gelände. Szene: was der Spieler sieht, der Boden nach Geländeart mit jedem Baum, Busch und Felsen</translation>
    </message>
    <message>
        <source>; %L1 trees, bushes and rocks</source>
        <translation>; %L1 Bäume, Büsche und Felsen</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::TimeEditor</name>
    <message>
        <source>One coefficient per height vector: vector i reads the profile at (a·x + b·y + c·t) / 128. Zero everywhere keeps the terrain still; play time in the Parameters panel.</source>
        <translation>Ein Koeffizient je Höhenvektor: Vektor i liest das Profil bei (a·x + b·y + c·t) / 128. Überall null hält das Gelände still; die Zeit läuft im Parameterbereich.</translation>
    </message>
    <message>
        <source>Height vector</source>
        <translation>Höhenvektor</translation>
    </message>
    <message>
        <source>c</source>
        <translation>c</translation>
    </message>
    <message>
        <source>Drift (m per time unit)</source>
        <translation>Drift (m je Zeiteinheit)</translation>
    </message>
    <message>
        <source>Evolution in time: each height vector&apos;s coefficient c moves its wave by |c| / √(a² + b²) metres a time unit along the vector, so the terrain drifts and changes shape as time plays; the drift column says how far.</source>
        <translation>Entwicklung in der Zeit: der Koeffizient c jedes Höhenvektors verschiebt dessen Welle um |c| / √(a² + b²) Meter je Zeiteinheit entlang des Vektors, sodass das Gelände wandert und seine Form ändert, während die Zeit läuft; die Spalte Drift sagt, wie weit.</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::VectorPlot</name>
    <message>
        <source>%1: a %2, b %3</source>
        <translation>%1: a %2, b %3</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::VectorSetEditor</name>
    <message>
        <source>a</source>
        <translation>a</translation>
    </message>
    <message>
        <source>b</source>
        <translation>b</translation>
    </message>
    <message>
        <source>Period (m)</source>
        <translation>Periode (m)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Vector %1, %2: &quot;%3&quot; refused: %4; the value stays as it was</source>
        <translation>Vektor %1, %2: „%3“ abgelehnt: %4; der Wert bleibt, wie er war</translation>
    </message>
    <message>
        <source>not a whole number</source>
        <translation>keine ganze Zahl</translation>
    </message>
    <message>
        <source>The set&apos;s direction vectors. Vector (a, b) reads the profile at (a·x + b·y) / 128, and the set sums what its vectors read; the period is how many metres one vector&apos;s wave takes to repeat. Type a and b here, or drag the arrows in the plot.</source>
        <translation>Die Richtungsvektoren der Gruppe. Vektor (a, b) liest das Profil bei (a·x + b·y) / 128, und die Gruppe summiert, was ihre Vektoren lesen; die Periode ist, nach wie vielen Metern sich die Welle eines Vektors wiederholt. a und b hier eingeben oder die Pfeile im Diagramm ziehen.</translation>
    </message>
    <message>
        <source>expected a whole number from %L1 to %L2</source>
        <translation>erwartet eine ganze Zahl von %L1 bis %L2</translation>
    </message>
</context>
<context>
    <name>terrain::widgets::VectorTable</name>
    <message>
        <source>&quot;%1&quot; refused: a whole number from -%2 to %2 is needed</source>
        <translation>„%1“ abgelehnt: eine ganze Zahl von -%2 bis %2 ist nötig</translation>
    </message>
</context>
</TS>
