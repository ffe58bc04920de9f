#!/bin/sh
# Opens an exported tile pyramid's viewer (DIR/index.html: Leaflet, vendored)
# in headless Chromium (Debian: apt-get install chromium) and checks that
# Leaflet loaded the tiles in view and none failed; keeps a screenshot when
# given a path. Builds nothing.
# Usage: scripts/check-tileviewer-chromium.sh PATH/TO/terrainstudio-cli [SHOT.png]
set -eu

cli=$(realpath "${1:?usage: $0 PATH/TO/terrainstudio-cli [SHOT.png]}")
shot=${2:-}
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "check-tileviewer: chromium not found (apt-get install chromium)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$cli" export tiles --region -1600 -1500 1600 2400 --zoom 3..7 --layers map,height -o "$work/tiles"

run() {
    "$browser" --headless=new --no-sandbox --disable-gpu --allow-file-access-from-files \
        --user-data-dir="$work/profile" --window-size=1000,800 --virtual-time-budget=10000 "$@" \
        "file://$work/tiles/index.html" 2>/dev/null
}
body=$(run --dump-dom | grep -o '<body[^>]*>' || true)
loaded=$(echo "$body" | sed -n 's/.*data-loaded="\([0-9]*\)".*/\1/p')
failed=$(echo "$body" | sed -n 's/.*data-failed="\([0-9]*\)".*/\1/p')
[ -n "$loaded" ] || { echo "check-tileviewer: FAILED: the page did not run ($body)" >&2; exit 1; }
[ "$failed" = 0 ] || { echo "check-tileviewer: FAILED: $failed tiles failed to load" >&2; exit 1; }
[ "$loaded" -gt 0 ] || { echo "check-tileviewer: FAILED: no tile loaded" >&2; exit 1; }
[ -z "$shot" ] || run --screenshot="$(realpath "$shot")" >/dev/null
echo "check-tileviewer: Chromium's Leaflet loaded $loaded tiles, none failed"
