#!/bin/sh
# Checks the Relf map's OpenOrienteering Mapper export with Mapper itself
# (Debian: apt-get install openorienteering-mapper xvfb xdotool imagemagick
# python3): a 1.6 km x 2.4 km region with a road is exported as .omap, then
# Mapper 0.9.5 opens it on a virtual X server:
#   - no window but the map's own opens (Mapper reports load warnings and
#     errors in a dialog of their own);
#   - Mapper saves it again (Ctrl+S): its own file holds as many objects of
#     each ISOM symbol as ours, with the same georeferencing;
#   - a screenshot of Mapper showing the map is kept when a path is given.
# Builds nothing. Usage: scripts/check-omap-mapper.sh PATH/TO/terrainstudio-cli [SHOT.png]
set -eu

: "${1:?usage: $0 PATH/TO/terrainstudio-cli [SHOT.png]}"
shot=${2:+$(realpath "$2")}
check=check-omap-mapper tools="Mapper xvfb-run xdotool import python3" packages="openorienteering-mapper xvfb xdotool imagemagick python3"
. "$(dirname "$0")/check-prelude.sh"

params_with_road params.json
"$cli" export map --region -1600 -1500 1600 2400 --scale 4 --format omap --params params.json -o region.omap
cp region.omap ours.omap

mkdir -p home
HOME="$work/home" xvfb-run -a -s "-screen 0 1400x900x24" sh -c '
Mapper region.omap > mapper.log 2>&1 &
sleep 10
for w in $(xdotool search --onlyvisible --name "."); do xdotool getwindowname "$w"; done > windows.txt
w=$(xdotool search --onlyvisible --name "region.omap" | head -n 1)
[ -n "$w" ] && xdotool windowfocus "$w" && sleep 0.5 && xdotool key --window "$w" ctrl+s && sleep 4
[ -z "'"$shot"'" ] || import -window root "'"$shot"'"
kill $!' || true

grep -q "region.omap — OpenOrienteering Mapper" windows.txt || fail "Mapper did not open the map: $(cat windows.txt mapper.log)"
[ "$(wc -l < windows.txt)" -eq 1 ] || fail "Mapper opened more windows (warnings?): $(cat windows.txt)"
cmp -s region.omap ours.omap && fail "Mapper did not save the map again"

python3 - <<'PY' || fail "objects or georeferencing after Mapper's save"
import collections, re
def read(name):
    s = open(name, encoding="utf-8").read()
    codes = dict(re.findall(r'<symbol type="\d+" id="(\d+)" code="([^"]*)"', s))
    count = collections.Counter(codes[m] for m in re.findall(r'<object type="\d+" symbol="(\d+)"', s))
    ref = re.search(r'<projected_crs id="Local"><ref_point x="([-0-9.]+)" y="([-0-9.]+)"', s)
    return count, (float(ref.group(1)), float(ref.group(2)))
ours, ours_ref = read("ours.omap")
theirs, their_ref = read("region.omap")
assert ours == theirs, (ours, theirs)
assert ours_ref == their_ref == (-800.0, -300.0), (ours_ref, their_ref)
print("Mapper 0.9.5 opened the map without a warning and saved it again with every object:",
      ", ".join(f"{code} x {n}" for code, n in sorted(theirs.items())))
print("georeferencing kept: the map's origin at ground", their_ref)
PY
echo "check-omap-mapper: OK"
