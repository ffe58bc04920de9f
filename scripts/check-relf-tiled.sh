#!/bin/sh
# Checks the Relf map's Tiled export with Tiled itself (Debian: apt-get
# install tiled imagemagick python3): a 1.6 km x 2.4 km region at 8 m a
# tile (200 x 300 tiles) is exported as a .tmj, then
#   - tmxrasterizer renders its terrain layer at one pixel a tile, and every
#     pixel must be the colour of the terrain kind that `terrainstudio-cli
#     sample` (terra, point by point) gives at the tile's sample point;
#   - tmxrasterizer renders the whole map, objects too, at 16-pixel tiles
#     without a complaint;
#   - tiled --export-map writes it back as JSON: Tiled read every object
#     (point features, streams and roads as polylines) with its class;
#   - the continent example's 4 km x 3 km at 16 m a tile: Tiled reads back
#     one "river" polyline a river of the GeoJSON object list, from the
#     same source, with its width.
# Builds nothing. Usage: scripts/check-relf-tiled.sh PATH/TO/terrainstudio-cli
set -eu

check=check-relf-tiled tools="tmxrasterizer tiled convert python3" packages="tiled imagemagick python3"
offscreen=1
examples=$(cd "$(dirname "$0")/../resources/examples" && pwd)
. "$(dirname "$0")/check-prelude.sh"

params_with_road params.json
"$cli" export map --region -1600 -1500 1600 2400 --scale 8 --format tmj --params params.json -o region.tmj
[ -f region-tiles.png ] || fail "the tileset picture region-tiles.png was not written"

# Tiled's renderer, terrain only, one pixel a tile.
tmxrasterizer --tilesize 1 --hide-layer objects region.tmj raster.png 2> raster.log ||
    fail "tmxrasterizer: $(cat raster.log)"
grep -v XDG_RUNTIME raster.log | grep -q . && fail "tmxrasterizer complained: $(cat raster.log)"
convert raster.png -depth 8 rgb:raster.rgb
# terra at every tile's sample point, x = -1600 + 8c, y = 900 - 8r.
python3 -c '
for r in range(300):
    for c in range(200):
        print(-1600 + 8 * c, 900 - 8 * r)' | "$cli" sample --params params.json > sampled.txt
python3 - <<'PY' || fail "tile colours"
import json
tmj = json.load(open("region.tmj"))
colour = {}
for tile in tmj["tilesets"][0]["tiles"]:
    c = tile["properties"][0]["value"]  # #AARRGGBB
    colour[tile["type"]] = (int(c[3:5], 16), int(c[5:7], 16), int(c[7:9], 16))
rgb = open("raster.rgb", "rb").read()
assert len(rgb) == 200 * 300 * 3, len(rgb)
kinds = [line.split()[3] for line in open("sampled.txt")]
bad = 0
seen = set()
for k, kind in enumerate(kinds):
    seen.add(kind)
    if tuple(rgb[3 * k:3 * k + 3]) != colour[kind]:
        bad += 1
print(f"tmxrasterizer: {len(kinds) - bad} of {len(kinds)} tiles the colour of terra's kind "
      f"({', '.join(sorted(seen))})")
assert bad == 0, f"{bad} tiles differ"
PY

tmxrasterizer region.tmj raster16.png 2> raster.log || fail "tmxrasterizer: $(cat raster.log)"
grep -v XDG_RUNTIME raster.log | grep -q . && fail "tmxrasterizer complained: $(cat raster.log)"
[ "$(identify -format '%wx%h' raster16.png)" = 3200x4800 ] || fail "the 16-pixel rendering is not 3200x4800"

tiled --export-map json region.tmj back.json 2> export.log || fail "tiled --export-map: $(cat export.log)"
python3 - <<'PY' || fail "objects read back by Tiled"
import json, collections
ours = json.load(open("region.tmj"))["layers"][1]["objects"]
back = json.load(open("back.json"))["layers"][1]["objects"]
count = lambda objs: collections.Counter(o.get("class", o.get("type")) for o in objs)
assert count(ours) == count(back), (count(ours), count(back))
lines = [o for o in back if "polyline" in o]
assert any(o.get("class", o.get("type")) == "road" for o in lines)
assert sum(1 for o in lines if o.get("class", o.get("type")) == "stream") >= 3
print("tiled --export-map: every object read back with its class:",
      dict(sorted(count(back).items())))
PY
"$cli" export map --region 2000 3000 4000 3000 --scale 16 --format tmj --params "$examples/relf-continent.json" -o rivers.tmj
"$cli" export objects --region 2000 3000 4000 3000 --format geojson --params "$examples/relf-continent.json" -o rivers.geojson
tiled --export-map json rivers.tmj rivers-back.json 2> export.log || fail "tiled --export-map: $(cat export.log)"
python3 - <<'PY' || fail "rivers read back by Tiled"
import json
kind = lambda o: o.get("class", o.get("type"))
back = [o for o in json.load(open("rivers-back.json"))["layers"][1]["objects"] if kind(o) == "river"]
ours = [f for f in json.load(open("rivers.geojson"))["features"] if f["properties"]["kind"] == "river"]
assert len(back) == len(ours) > 0, (len(back), len(ours))
for o, f in zip(back, ours):
    props = {p["name"]: p["value"] for p in o["properties"]}
    assert len(o["polyline"]) == len(f["geometry"]["coordinates"]), o["id"]
    assert abs(props["width"] - f["properties"]["width"]) < 1e-9, (props, f["properties"])
    # Tiled's pixels: 16 a tile of 16 m, from the region's west edge, half a tile in.
    assert abs(o["x"] - ((f["geometry"]["coordinates"][0][0] - 2000) + 8)) < 1e-6, (o["x"], f)
print(f"tiled --export-map: {len(back)} river polylines read back, each with the GeoJSON "
      f"river's points, source and width ({min(p['width'] for p in (f['properties'] for f in ours)):.1f}"
      f" to {max(p['width'] for p in (f['properties'] for f in ours)):.1f} m)")
PY
echo "check-relf-tiled: OK"
