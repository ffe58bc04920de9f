#!/bin/sh
# The forest page's browser checks (scripts/check-forest-chromium.mjs) in
# Debian's headless chromium (apt-get install chromium), WebGL2 through
# SwiftShader, driven by playwright-core from the npm registry.
# Usage: scripts/check-forest-chromium.sh BUILD_DIR [SHOT.png]
set -eu
build=$(realpath "${1:?usage: $0 BUILD_DIR [SHOT.png]}")
shot=${2:+$(realpath -m "$2")}
here=$(cd "$(dirname "$0")" && pwd)
command -v chromium >/dev/null || { echo "check-forest: chromium not found (apt-get install chromium)" >&2; exit 2; }
[ -e "$build/runtime/wasm/terrainruntime_wasm.wasm" ] || { echo "check-forest: no WebAssembly runtime in $build" >&2; exit 2; }
playwright=$("$here/fetch-playwright-core.sh")
exec node "$here/check-forest-chromium.mjs" "$build" "$playwright" $shot
