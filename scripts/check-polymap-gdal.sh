#!/bin/sh
# Checks the polygon map's GeoJSON and heightmap with GDAL itself (Debian:
# apt-get install gdal-bin): a map of 2000 regions is exported, then
#   - ogrinfo reads the GeoJSON: one feature per center plus one per river
#     edge (both counted in the CLI's .json of the same map), every polygon
#     and line valid by SpatiaLite's ST_IsValid, the biome names the
#     article's, the extent inside the map square;
#   - gdalinfo reads the 16-bit heightmap PNG: its size and type.
# Builds nothing. Usage: scripts/check-polymap-gdal.sh PATH/TO/terrainstudio-cli
set -eu

check=check-polymap-gdal tools="ogrinfo gdalinfo python3" packages="gdal-bin python3"
. "$(dirname "$0")/check-prelude.sh"

"$cli" polymap --seed 85882 --regions 2000 -o isle.geojson
"$cli" polymap --seed 85882 --regions 2000 -o isle.json
"$cli" polymap --seed 85882 --regions 2000 --export heightmap --size 512 -o height.png

# What the map holds, from its own numbers: the centers with three corners
# or more, and the river edges: a river runs from each corner it reaches
# (river > 0) to its downslope, except at the coast where it ends.
counts=$(python3 - isle.json <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
centers = sum(1 for c in m["centers"] if len(c["corners"]) >= 3)
edges = set()
for i, q in enumerate(m["corners"]):
    if q["river"] > 0 and not q["coast"] and q["downslope"] != i:
        edges.add(frozenset((i, q["downslope"])))
print(centers, len(m["centers"]), len(edges))
PY
)
set -- $counts
centers=$1 all_centers=$2 river_edges=$3

layer=isle
ogrinfo -ro -so isle.geojson "$layer" > summary.txt 2> ogr.log || fail "ogrinfo: $(cat ogr.log)"
features=$(sed -n 's/^Feature Count: //p' summary.txt)
[ -n "$features" ] || fail "ogrinfo gave no feature count: $(cat summary.txt)"

sql() {
    ogrinfo -ro -q -dialect sqlite -sql "$1" isle.geojson 2> ogr.log | sed -n 's/^ *[a-z_]* ([A-Za-z]*) = //p' \
        || fail "ogrinfo -sql \"$1\": $(cat ogr.log)"
}
polygons=$(sql "SELECT count(*) AS n FROM $layer WHERE kind = 'center' AND GeometryType(geometry) = 'POLYGON'")
rivers=$(sql "SELECT count(*) AS n FROM $layer WHERE kind = 'river' AND GeometryType(geometry) = 'LINESTRING'")
invalid=$(sql "SELECT count(*) AS n FROM $layer WHERE NOT ST_IsValid(geometry)")
names=$(sql "SELECT count(*) AS n FROM $layer WHERE kind = 'center' AND biome NOT IN ('OCEAN', 'LAKE', 'MARSH', 'ICE',
    'BEACH', 'SNOW', 'TUNDRA', 'BARE', 'SCORCHED', 'TAIGA', 'SHRUBLAND', 'TEMPERATE_DESERT', 'TEMPERATE_RAIN_FOREST',
    'TEMPERATE_DECIDUOUS_FOREST', 'GRASSLAND', 'TROPICAL_RAIN_FOREST', 'TROPICAL_SEASONAL_FOREST', 'SUBTROPICAL_DESERT')")
outside=$(sql "SELECT count(*) AS n FROM $layer WHERE MbrMinX(geometry) < 0 OR MbrMinY(geometry) < 0
    OR MbrMaxX(geometry) > 600 OR MbrMaxY(geometry) > 600")

[ "$polygons" = "$centers" ] || fail "$polygons center polygons, the map has $centers centers with three corners or more"
[ "$all_centers" -ge 1900 ] || fail "only $all_centers centers for 2000 regions"
[ "$rivers" -gt 0 ] || fail "no river lines"
[ "$rivers" = "$river_edges" ] || fail "$rivers river lines, the map's corners make $river_edges river edges"
[ "$features" = $((polygons + rivers)) ] || fail "$features features, expected $polygons centers + $rivers river edges"
[ "$invalid" = 0 ] || fail "$invalid geometries are not valid (ST_IsValid)"
[ "$names" = 0 ] || fail "$names centers have a biome the article does not name"
[ "$outside" = 0 ] || fail "$outside features reach outside the map square 0..600"

gdalinfo height.png > height.txt 2> gdal.log || fail "gdalinfo: $(cat gdal.log)"
grep -q '^Size is 512, 512' height.txt || fail "the heightmap is not 512 x 512: $(grep '^Size' height.txt)"
grep -q 'Type=UInt16' height.txt || fail "the heightmap is not 16-bit: $(grep 'Band 1' height.txt)"
[ -f height.png.json ] || fail "no sidecar height.png.json"

echo "ogrinfo ($(ogrinfo --version)): isle.geojson has $features features:" \
     "$polygons center polygons (of $all_centers centers) and $rivers river lines"
echo "ST_IsValid: $invalid invalid geometries; biome names: $names unknown; outside the map: $outside"
echo "gdalinfo: height.png $(sed -n 's/^Size is //p' height.txt), $(grep -o 'Type=UInt16' height.txt)"
echo "check-polymap-gdal: OK"
