#!/usr/bin/env bash
# The binary glTF mesh export opened by assimp (Debian's assimp-utils): it
# must import without error and hold every vertex and triangle, with the
# bounds the region and heights give. Run after a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v assimp >/dev/null || { echo "assimp not installed: apt-get install assimp-utils"; exit 2; }
cli=build/release/app/terrainstudio-cli
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$cli" export mesh --region -600 -1500 400 400 --size 101 --format glb -o "$out/t.glb"
info=$(assimp info "$out/t.glb" 2>&1)
echo "$info" | grep -E "^(Meshes|Vertices|Faces|Minimum point|Maximum point)"
echo "$info" | grep -q "Importing file ...                   OK" || { echo "assimp did not import it"; exit 1; }
echo "$info" | grep -qE "^Vertices: +10201$" || { echo "expected 10201 vertices"; exit 1; }
echo "$info" | grep -qE "^Faces: +20000$" || { echo "expected 20000 triangles"; exit 1; }
echo "$info" | grep -qE "^Maximum point +\(400\.000000 " || { echo "expected 400 m east"; exit 1; }
echo "glTF export: read by assimp"
