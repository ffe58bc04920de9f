#!/bin/sh
# Checks the Relf heightmaps, splat maps and object lists with GDAL and
# OpenEXR's own tools (Debian: apt-get install gdal-bin openexr):
#   - gdalinfo reads the 16-bit PNG and the RAW through a VRT written from
#     the sidecar alone (width and height, region, byte order): the
#     georeferenced corners are the region's, and the two give the same
#     statistics; the region is 1600 m x 2400 m, so 257 rows make 172
#     columns;
#   - gdalinfo reads a 2000 m x 1000 m region's PNG at 257 x 129, and its
#     RAW through the VRT at the same size;
#   - gdalinfo reads the Unreal PNG at 127 x 127 (its nearest size to 85);
#   - exrheader reads the Godot EXR: one 32-bit float channel, 65 x 129
#     (2^n + 1 a side: 65 is the nearest to 86);
#   - gdalinfo reads the three splat PNGs, four bands each: the means of
#     all twelve bands add up to 255 (every sample's weights sum to 255);
#   - ogrinfo reads the object list CSV as points, one per record;
#   - ogrinfo reads the continent example's GeoJSON object list (4 km x
#     3 km): as many features of each kind and geometry as the file holds,
#     every one valid (SpatiaLite's ST_IsValid), and the rivers' lengths
#     (ST_Length) their "length" properties.
# Builds nothing. Usage: scripts/check-engine-exports-gdal.sh PATH/TO/terrainstudio-cli
set -eu

check=check-engine-exports-gdal tools="gdalinfo ogrinfo exrheader python3" packages="gdal-bin openexr python3"
examples=$(cd "$(dirname "$0")/../resources/examples" && pwd)
. "$(dirname "$0")/check-prelude.sh"

region="-1600 -1500 1600 2400"
"$cli" export heightmap --region $region --size 257 --format png16 -o h.png
"$cli" export heightmap --region $region --size 257 --format raw -o h.raw
"$cli" export heightmap --region -1300 -1700 2000 1000 --size 257 --format png16 -o wide.png
"$cli" export heightmap --region -1300 -1700 2000 1000 --size 257 --format raw -o wide.raw
"$cli" export heightmap --region $region --size 127 --engine unreal -o ue.png
"$cli" export heightmap --region $region --size 129 --engine godot --format exr -o g.exr
"$cli" export splat --region $region --size 257 -o splat.png
"$cli" export objects --region $region --format csv -o objects.csv
"$cli" export objects --region 2000 3000 4000 3000 --format geojson --params "$examples/relf-continent.json" -o objects.geojson

# A VRT from the sidecar: sample (i, r) stands at x0 + i*dx, y0 + height - r*dy,
# so the pixel whose centre it is starts half a step west and north.
for name in h.png h.raw wide.png wide.raw; do
    python3 - "$name" <<'PY'
import json, sys
name = sys.argv[1]
s = json.load(open(name + ".json"))
nx, ny, r = s.get("width", s.get("size")), s.get("height", s.get("size")), s["region"]
dx, dy = r["width"] / (nx - 1), r["height"] / (ny - 1)
gt = f'{r["x0"] - dx / 2}, {dx}, 0, {r["y0"] + r["height"] + dy / 2}, 0, {-dy}'
if name.endswith(".raw"):
    band = f'''<VRTRasterBand dataType="UInt16" band="1" subClass="VRTRawRasterBand">
    <SourceFilename relativeToVRT="1">{name}</SourceFilename>
    <ImageOffset>0</ImageOffset><PixelOffset>2</PixelOffset><LineOffset>{2 * nx}</LineOffset>
    <ByteOrder>LSB</ByteOrder></VRTRasterBand>'''
else:
    band = f'''<VRTRasterBand dataType="UInt16" band="1"><SimpleSource>
    <SourceFilename relativeToVRT="1">{name}</SourceFilename><SourceBand>1</SourceBand>
    </SimpleSource></VRTRasterBand>'''
open(name + ".vrt", "w").write(f'''<VRTDataset rasterXSize="{nx}" rasterYSize="{ny}">
<SRS></SRS><GeoTransform>{gt}</GeoTransform>{band}</VRTDataset>''')
PY
    gdalinfo -json -stats "$name.vrt" > "$name.info" || fail "gdalinfo cannot read $name"
done
python3 - <<'PY' || fail "heightmap size, corners or statistics"
import json
png, raw = (json.load(open(n + ".info")) for n in ("h.png", "h.raw"))
for info in (png, raw):
    assert info["size"] == [172, 257], info["size"]
    ul = info["cornerCoordinates"]["upperLeft"]
    lr = info["cornerCoordinates"]["lowerRight"]
    step = 1600 / 171
    assert abs(ul[0] - (-1600 - step / 2)) < 1e-3 and abs(lr[0] - (0 + step / 2)) < 1e-3, (ul, lr)
    assert abs(ul[1] - (900 + 2400 / 256 / 2)) < 1e-3, ul  # gdalinfo prints 3 decimals
b1, b2 = png["bands"][0], raw["bands"][0]
for key in ("minimum", "maximum", "mean"):
    assert b1[key] == b2[key], (key, b1[key], b2[key])
assert b1["maximum"] > b1["minimum"]
print("heightmaps: 172 x 257, corners", png["cornerCoordinates"]["upperLeft"],
      "statistics equal:", b1["minimum"], b1["maximum"], round(b1["mean"], 2))
wide = [json.load(open(n + ".info")) for n in ("wide.png", "wide.raw")]
for info in wide:
    assert info["size"] == [257, 129], info["size"]
assert wide[0]["bands"][0]["mean"] == wide[1]["bands"][0]["mean"]
print("2000 m x 1000 m: 257 x 129 as PNG and RAW")
PY
size=$(gdalinfo wide.png | sed -n 's/^Size is //p')
[ "$size" = "257, 129" ] || fail "non-square PNG size $size"

size=$(gdalinfo ue.png | sed -n 's/^Size is //p')
[ "$size" = "127, 127" ] || fail "Unreal PNG size $size"
gdalinfo ue.png | grep -q "Type=UInt16" || fail "Unreal PNG not 16-bit"

exrheader g.exr > g.txt || fail "exrheader cannot read g.exr"
grep -q "Y, 32-bit floating-point" g.txt || fail "EXR channel"
grep -q "dataWindow (type box2i): (0 0) - (64 128)" g.txt || fail "EXR size"

for k in 0 1 2; do
    gdalinfo -json -stats "splat-$k.png" > "splat-$k.info" || fail "gdalinfo cannot read splat-$k.png"
done
python3 - <<'PY' || fail "splat weights"
import json
total = 0.0
for k in range(3):
    info = json.load(open(f"splat-{k}.info"))
    assert len(info["bands"]) == 4, len(info["bands"])
    total += sum(b["mean"] for b in info["bands"])
assert abs(total - 255) < 1e-6, total
print("splat maps: 3 pictures x 4 bands, the weights' means add up to", total)
PY

records=$(($(wc -l < objects.csv) - 1))
points=$(ogrinfo -ro -al -so -oo X_POSSIBLE_NAMES=x -oo Y_POSSIBLE_NAMES=y objects.csv |
    sed -n 's/^Feature Count: //p')
[ "$points" = "$records" ] || fail "ogrinfo counts $points points, the file has $records records"
ogrinfo -ro -al -so -oo X_POSSIBLE_NAMES=x -oo Y_POSSIBLE_NAMES=y objects.csv | grep -q "Geometry: Point" ||
    fail "objects are not points"
echo "objects: ogrinfo reads $points points"
ogrinfo -ro -q -dialect SQLite -sql "SELECT kind, GeometryType(geometry) AS g, COUNT(*) AS n,
    SUM(ST_IsValid(geometry)) AS valid, SUM(ST_Length(geometry)) AS len FROM terrain GROUP BY kind, g" \
    objects.geojson > geojson.txt || fail "ogrinfo cannot read objects.geojson"
python3 - <<'PY' || fail "GeoJSON object list"
import collections, json, re
features = json.load(open("objects.geojson"))["features"]
ours = collections.Counter((f["properties"]["kind"], f["geometry"]["type"].upper()) for f in features)
rows = re.findall(r"kind \(String\) = (\S+)\s+g \(String\) = (\S+)\s+n \(Integer\) = (\d+)\s+"
                  r"valid \(Integer\) = (\d+)\s+len \(Real\) = (\S+)", open("geojson.txt").read())
gdal = {(k, g): int(n) for k, g, n, v, l in rows}
assert gdal == dict(ours), (gdal, ours)
assert all(n == v for k, g, n, v, l in rows), "invalid geometries"
length = next(float(l) for k, g, n, v, l in rows if k == "river")
ours_length = sum(f["properties"]["length"] for f in features if f["properties"]["kind"] == "river")
assert abs(length - ours_length) < 1e-9 * ours_length, (length, ours_length)
print(f"GeoJSON: ogrinfo reads {len(features)} features, every one valid:",
      ", ".join(f"{k} {g.lower()} x {n}" for k, g, n, v, l in rows))
print(f"rivers: {ours[('river', 'LINESTRING')]} lines, {length:.1f} m by ST_Length as their lengths say")
PY
echo "check-engine-exports-gdal: OK"
