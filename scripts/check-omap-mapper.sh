#!/bin/sh
# Checks the Relf map's OpenOrienteering Mapper export with Mapper itself
# (Debian: apt-get install openorienteering-mapper xvfb xdotool imagemagick
# python3): a 1.6 km x 2.4 km region with a road is exported as .omap, then
# Mapper 0.9.5 opens it on a virtual X server:
#   - no window but the map's own opens (Mapper reports load warnings and
#     errors in a dialog of their own);
#   - Mapper saves it again (Ctrl+S): its own file holds as many objects of
#     each ISOM symbol as ours, with the same georeferencing;
#   - a screenshot of Mapper showing the map is kept when a path is given
#     (SHOT-rivers.png the second);
#   - the same for a 4 km x 3 km region of the continent example: every
#     river up to 5 m wide a watercourse (304), as many as the GeoJSON
#     object list's, the wider ones water (301.1).
# Builds nothing. Usage: scripts/check-omap-mapper.sh PATH/TO/terrainstudio-cli [SHOT.png]
set -eu

: "${1:?usage: $0 PATH/TO/terrainstudio-cli [SHOT.png]}"
shot=${2:+$(realpath "$2")}
check=check-omap-mapper tools="Mapper xvfb-run xdotool import python3" packages="openorienteering-mapper xvfb xdotool imagemagick python3"
examples=$(cd "$(dirname "$0")/../resources/examples" && pwd)
. "$(dirname "$0")/check-prelude.sh"

params_with_road params.json
"$cli" export map --region -1600 -1500 1600 2400 --scale 4 --format omap --params params.json -o region.omap
# The continent example's rivers: 4 km x 3 km with five rivers up to 5 m
# wide (304 lines) and three wider (301.1 water to scale).
continent=$examples/relf-continent.json
"$cli" export map --region 2000 3000 4000 3000 --scale 4 --format omap --params "$continent" -o rivers.omap
"$cli" export objects --region 2000 3000 4000 3000 --format geojson --params "$continent" -o rivers.geojson

# Mapper opens NAME.omap on a virtual X server and saves it again (Ctrl+S);
# NAME.ours keeps our file, NAME.windows the windows it showed.
round_trip() {
    cp "$1.omap" "$1.ours"
    mkdir -p home
    HOME="$work/home" xvfb-run -a -s "-screen 0 1400x900x24" sh -c '
Mapper '"$1"'.omap > '"$1"'.log 2>&1 &
sleep 10
for w in $(xdotool search --onlyvisible --name "."); do xdotool getwindowname "$w"; done > '"$1"'.windows
w=$(xdotool search --onlyvisible --name "'"$1"'.omap" | head -n 1)
[ -n "$w" ] && xdotool windowfocus "$w" && sleep 0.5 && xdotool key --window "$w" ctrl+s && sleep 4
[ -z "'"$2"'" ] || import -window root "'"$2"'"
kill $!' || true
    grep -q "$1.omap — OpenOrienteering Mapper" "$1.windows" || fail "Mapper did not open $1.omap: $(cat "$1.windows" "$1.log")"
    [ "$(wc -l < "$1.windows")" -eq 1 ] || fail "Mapper opened more windows (warnings?): $(cat "$1.windows")"
    cmp -s "$1.omap" "$1.ours" && fail "Mapper did not save $1.omap again"
    return 0
}
round_trip region "$shot"
round_trip rivers "${shot:+${shot%.png}-rivers.png}"

python3 - <<'PY' || fail "objects or georeferencing after Mapper's save"
import collections, json, re
def read(name):
    s = open(name, encoding="utf-8").read()
    codes = dict(re.findall(r'<symbol type="\d+" id="(\d+)" code="([^"]*)"', s))
    count = collections.Counter(codes[m] for m in re.findall(r'<object type="\d+" symbol="(\d+)"', s))
    ref = re.search(r'<projected_crs id="Local"><ref_point x="([-0-9.]+)" y="([-0-9.]+)"', s)
    return count, (float(ref.group(1)), float(ref.group(2)))
for name, centre in (("region", (-800.0, -300.0)), ("rivers", (4000.0, 4500.0))):
    ours, ours_ref = read(name + ".ours")
    theirs, their_ref = read(name + ".omap")
    assert ours == theirs, (name, ours, theirs)
    assert ours_ref == their_ref == centre, (name, ours_ref, their_ref)
    print(f"Mapper 0.9.5 opened {name}.omap without a warning and saved it again with every object:",
          ", ".join(f"{code} x {n}" for code, n in sorted(theirs.items())))
    print("georeferencing kept: the map's origin at ground", their_ref)
widths = [f["properties"]["width"] for f in json.load(open("rivers.geojson"))["features"]
          if f["properties"]["kind"] == "river"]
narrow = sum(w <= 5 for w in widths)
assert narrow > 0 and theirs["304"] == narrow, (theirs["304"], widths)
assert theirs["301.1"] > 0
print(f"the continent's rivers: {theirs['304']} watercourses (304) of {len(widths)} rivers, "
      f"the {len(widths) - narrow} wider ones in the {theirs['301.1']} water areas (301.1)")
PY
echo "check-omap-mapper: OK"
