#!/usr/bin/env bash
# Builds the terrain runtime's API reference from its public headers
# (runtime/capi/terrainruntime.h and .hpp) with Doxygen, into
# build/runtime-api/html/index.html (or the folder given). Installs Debian's
# doxygen when it is missing.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-$root/build/runtime-api}")
if ! command -v doxygen >/dev/null; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo=sudo
    $sudo apt-get install -y doxygen >/dev/null
fi
mkdir -p "$out"
cd "$root/docs/api"
(cat Doxyfile; echo "OUTPUT_DIRECTORY = $out") | doxygen - 2>"$out/warnings.txt"
if [ -s "$out/warnings.txt" ]; then
    cat "$out/warnings.txt" >&2
fi
echo "$out/html/index.html"
