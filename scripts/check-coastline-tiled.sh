#!/bin/sh
# Checks the coastline's Tiled export with Tiled itself (Debian: apt-get
# install tiled imagemagick): a 64 x 64 coastline with three land types is
# exported as a .tmj, then
#   - tmxrasterizer renders it at one pixel a tile, and every pixel must be
#     the colour of the cell's land type, as in the studio's own picture;
#   - tiled --export-map writes it as CSV (Tiled writes each tile's class,
#     here the land type's name) and TMX: the names must be the cells' types.
# Builds nothing. Usage: scripts/check-coastline-tiled.sh PATH/TO/terrainstudio-cli
set -eu

check=check-coastline-tiled tools="tmxrasterizer tiled compare identify awk" packages="tiled imagemagick"
offscreen=1
. "$(dirname "$0")/check-prelude.sh"

cat > isle.json <<'EOF'
{
    "format": "terrainstudio-coastline", "version": 1,
    "size": 64, "seed": 1999, "random": "fast", "startGrid": 4,
    "start": ["0000", "0120", "0110", "0000"],
    "landTypes": [
        {"name": "Sea", "colour": "#1e64c8"},
        {"name": "Land", "colour": "#50b43c"},
        {"name": "Forest", "colour": "#145a1e"}
    ]
}
EOF

"$cli" coastline --params isle.json -o isle.tmj
"$cli" coastline --params isle.json -o isle.png
"$cli" coastline --params isle.json -o isle.txt
[ -f isle-tiles.png ] || fail "the tileset picture isle-tiles.png was not written"

# Tiled's renderer, one pixel a tile, against the studio's picture.
tmxrasterizer --tilesize 1 isle.tmj raster.png 2> raster.log || fail "tmxrasterizer: $(cat raster.log)"
[ ! -s raster.log ] || fail "tmxrasterizer complained: $(cat raster.log)"
[ "$(identify -format '%wx%h' raster.png)" = 64x64 ] || fail "the rendered map is $(identify -format '%wx%h' raster.png), not 64x64"
differ=$(compare -metric AE raster.png isle.png null: 2>&1) || true
[ "$differ" = 0 ] || fail "$differ of 4096 pixels differ from the land-type colours"
# At its own 16-pixel tiles, as a designer sees it in Tiled.
tmxrasterizer isle.tmj raster16.png 2> raster.log || fail "tmxrasterizer: $(cat raster.log)"
[ ! -s raster.log ] || fail "tmxrasterizer complained: $(cat raster.log)"
[ "$(identify -format '%wx%h' raster16.png)" = 1024x1024 ] || fail "the 16-pixel rendering is not 1024x1024"

# Tiled reads the tiles' classes: its CSV export names each cell's type.
tiled --export-map csv isle.tmj isle.csv 2> export.log || fail "tiled --export-map csv: $(cat export.log)"
awk -F, 'NR == FNR { rows[FNR] = $0; next }
         { n = split(rows[FNR], cells, ""); if (NF - ($NF == "") != n) { print "row " FNR - 1 ": " NF " cells"; bad = 1 }
           for (i = 1; i <= n; i++) { want = cells[i] == 0 ? "Sea" : (cells[i] == 1 ? "Land" : "Forest");
             if ($i != want) { print "cell (" i - 1 ", " FNR - 1 "): Tiled says " $i ", the map " want; bad = 1; exit } } }
         END { exit bad }' isle.txt isle.csv > csv.log || fail "CSV: $(cat csv.log)"
tiled --export-map tmx isle.tmj isle.tmx 2> export.log || fail "tiled --export-map tmx: $(cat export.log)"
grep -q '<tile id="2" type="Forest">' isle.tmx || fail "the TMX export lost the tile classes"
grep -q 'name="colour" type="color" value="#ff145a1e"' isle.tmx || fail "the TMX export lost the tile colours"

types=$(tr -d '\n' < isle.txt | fold -w1 | sort | uniq -c | awk '{ printf "%s%s x %s", sep, $1, $2; sep = ", " }')
echo "tmxrasterizer ($(tmxrasterizer --version 2>/dev/null | head -n1)): isle.tmj renders 64 x 64;" \
     "$differ of 4096 pixels differ from the land-type colours (cells: $types)"
echo "at Tiled's own 16-pixel tiles it renders 1024 x 1024 without a complaint"
echo "tiled --export-map: CSV names the land type of every cell; TMX keeps the tile classes and colours"
echo "check-coastline-tiled: OK"
