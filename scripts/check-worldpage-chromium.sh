#!/bin/sh
# Opens the live world page (web/world/: the map drawn by the WebAssembly
# runtime) in headless Chromium (Debian: apt-get install chromium), served
# over HTTP on 127.0.0.1, and compares its pixels with the studio's own
# render of the same region: the page's picture (tr_map in WebAssembly) has
# the SHA-256 of terrainstudio-cli render's RGBA, and its screenshot shows
# those pixels. Then checks the live link: the page follows an edit of the
# publish file.
# Usage: scripts/check-worldpage-chromium.sh BUILD_DIR [SHOT.png]
set -eu
build=$(realpath "${1:?usage: $0 BUILD_DIR [SHOT.png]}")
shot=${2:-}
here=$(cd "$(dirname "$0")/.." && pwd)
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "check-worldpage: chromium not found (apt-get install chromium)" >&2; exit 2; }
cli=$build/app/terrainstudio-cli
work=$(mktemp -d)
server=
trap '[ -z "$server" ] || kill $server; rm -rf "$work"' EXIT

site=$work/site
mkdir -p "$site"
cp "$here/web/world/index.html" "$here/web/world/world.mjs" "$site/"
cp "$build/runtime/wasm/terrainruntime.mjs" "$build/runtime/wasm/terrainruntime_wasm.mjs" \
   "$build/runtime/wasm/terrainruntime_wasm.wasm" "$site/"
"$cli" params > "$site/params.json"
port=$(/usr/bin/python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
(cd "$site" && exec /usr/bin/python3 -m http.server "$port" --bind 127.0.0.1 >"$work/server.log" 2>&1) &
server=$!
sleep 1

# 640 × 400 pixels at 1 m, centre (-400, 300).
url="http://127.0.0.1:$port/index.html?check=1&size=640x400&x=-400&y=300&mpp=1"
chrome() {
    "$browser" --headless=new --no-sandbox --disable-gpu --user-data-dir="$work/profile" \
        --window-size=800,600 --hide-scrollbars --virtual-time-budget=15000 "$@" 2>/dev/null
}
body=$(chrome --dump-dom "$url" | grep -o '<body[^>]*>' || true)
echo "$body" | grep -q 'data-ready="1"' || { echo "check-worldpage: FAILED: the page did not draw ($body)" >&2; exit 1; }
left=$(echo "$body" | sed -n 's/.*data-left="\([-0-9.]*\)".*/\1/p')
top=$(echo "$body" | sed -n 's/.*data-top="\([-0-9.]*\)".*/\1/p')
width=$(echo "$body" | sed -n 's/.*data-width="\([0-9]*\)".*/\1/p')
height=$(echo "$body" | sed -n 's/.*data-height="\([0-9]*\)".*/\1/p')
pagesha=$(echo "$body" | sed -n 's/.*data-sha256="\([0-9a-f]*\)".*/\1/p')
chrome --screenshot="$work/page.png" "$url" >/dev/null
[ -z "$shot" ] || cp "$work/page.png" "$shot"
# The studio's render of the same region (X0 Y0 its south-west corner).
"$cli" render --region "$left" "$((top - height))" "$width" "$height" --scale 1 \
    -o "$work/studio.png" >/dev/null
"$cli" render --region "$left" "$((top - height))" "$width" "$height" --scale 1 \
    -o "$work/studio.rgba" >/dev/null
clisha=$(sha256sum "$work/studio.rgba" | cut -d' ' -f1)
[ "$pagesha" = "$clisha" ] || { echo "check-worldpage: FAILED: the page's pixels have SHA-256 $pagesha, terrainstudio-cli render's $clisha" >&2; exit 1; }
echo "check-worldpage: the page's picture is terrainstudio-cli render's, byte for byte (SHA-256 $clisha)"
convert "$work/page.png" -crop "${width}x${height}+0+0" -depth 8 "rgb:$work/page.rgb"
convert "$work/studio.png" -depth 8 "rgb:$work/studio.rgb"
/usr/bin/python3 - "$work/page.rgb" "$work/studio.rgb" "$width" "$height" <<'PY'
import sys
import numpy as np
page = np.fromfile(sys.argv[1], np.uint8).reshape(int(sys.argv[4]), int(sys.argv[3]), 3)
studio = np.fromfile(sys.argv[2], np.uint8).reshape(page.shape)
same = np.all(page == studio, axis=2).mean()
colours = len(np.unique(page.reshape(-1, 3), axis=0))
print(f"check-worldpage: the screenshot shows {same * 100:.2f} % of the studio's pixels "
      f"exactly; {colours} colours (contours, symbols and fills)")
sys.exit(0 if same >= 0.99 and colours >= 20 else 1)
PY

# The live link: the page polls a publish file while a writer replaces it
# (atomically, as the studio does) every 400 ms with the lake 10 m higher,
# stamped with the time; the page records how long each took to be drawn.
cp "$site/params.json" "$site/live.json"
/usr/bin/python3 - "$site" <<'PY' &
import json, os, sys, time
site = sys.argv[1]
params = json.load(open(os.path.join(site, "params.json")))
for k in range(1, 16):
    time.sleep(0.4)
    params["lake"]["level"] = 204 + 10 * k
    params["publishedAt"] = int(time.time() * 1000)
    with open(os.path.join(site, "live.tmp"), "w") as f:
        json.dump(params, f)
    os.replace(os.path.join(site, "live.tmp"), os.path.join(site, "live.json"))
PY
writer=$!
live="http://127.0.0.1:$port/index.html?check=1&size=640x400&x=-400&y=300&mpp=1&live=live.json&report=1"
timeout 9 "$browser" --headless=new --no-sandbox --disable-gpu --user-data-dir="$work/profile2" \
    --window-size=800,600 "$live" >/dev/null 2>&1 || true
wait $writer
delays=$(sed -n 's/.*GET \/report?delays=\([0-9,]*\) .*/\1/p' "$work/server.log" | tail -1)
[ -n "$delays" ] || { echo "check-worldpage: FAILED: the live page followed no edit" >&2; exit 1; }
/usr/bin/python3 - "$delays" <<'PY'
import sys
d = sorted(int(v) for v in sys.argv[1].split(","))
print(f"check-worldpage: the live page drew {len(d)} edits of the publish file, "
      f"{d[0]}–{d[-1]} ms after each was written (median {d[len(d) // 2]} ms)")
sys.exit(0 if len(d) >= 8 and d[len(d) // 2] <= 100 else 1)
PY
