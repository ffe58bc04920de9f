#!/bin/sh
# Serves the web pages (web/world/: the map; web/forest/: the forest in
# first person; web/tileviewer.html) with the WebAssembly runtime from a
# build, over HTTP on 127.0.0.1, and a parameter file as params.json
# (the default terrain unless one is given).
# Usage: scripts/serve-web.sh BUILD_DIR [PORT] [PARAMS.json]
#   then open http://127.0.0.1:PORT/forest/ or http://127.0.0.1:PORT/world/
set -eu
build=$(realpath "${1:?usage: $0 BUILD_DIR [PORT] [PARAMS.json]}")
port=${2:-8000}
params=${3:-}
here=$(cd "$(dirname "$0")/.." && pwd)
wasm=$build/runtime/wasm
[ -e "$wasm/terrainruntime_wasm.wasm" ] || {
    echo "serve-web: $wasm holds no WebAssembly runtime (build it: cmake --build --preset release)" >&2
    exit 1
}
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT INT TERM
ln -s "$here/web/vendor" "$site/vendor"
for page in world forest; do
    mkdir -p "$site/$page"
    for f in "$here/web/$page"/* "$wasm/terrainruntime.mjs" "$wasm/terrainruntime_wasm.mjs" \
             "$wasm/terrainruntime_wasm.wasm"; do
        ln -s "$f" "$site/$page/$(basename "$f")"
    done
    if [ -n "$params" ]; then cp "$params" "$site/$page/params.json"
    else "$build/app/terrainstudio-cli" params > "$site/$page/params.json"; fi
done
ln -s "$here/web/tileviewer.html" "$site/tileviewer.html"
echo "serve-web: http://127.0.0.1:$port/forest/ and http://127.0.0.1:$port/world/ (Ctrl+C stops)"
cd "$site" && /usr/bin/python3 -m http.server "$port" --bind 127.0.0.1
