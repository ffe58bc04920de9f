#!/usr/bin/env bash
# Installs the runtime into a fresh prefix and builds examples/ against it as
# an outside project would: with CMake's find_package (shared and static) and
# with pkg-config. Runs the game loop on the studio's parameter set and checks
# the heights it prints against the studio's own `sample`.
#   installed_example.sh BUILD_DIR SOURCE_DIR TERRAINSTUDIO_CLI
set -euo pipefail
build=$1 source=$2 cli=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build" --prefix "$prefix" > "$work/install.log"
for f in include/terrainruntime.h include/terrainruntime.hpp lib/libterrainruntime.so \
         lib/libterrainruntime.a lib/pkgconfig/terrainruntime.pc \
         lib/cmake/TerrainRuntime/TerrainRuntimeConfig.cmake; do
    [ -e "$prefix/$f" ] || { echo "not installed: $f"; exit 1; }
done
# Only the C API leaves the shared library.
if nm -D --defined-only "$prefix/lib/libterrainruntime.so" | awk '{print $3}' | grep -v '^tr_' | grep -q .; then
    echo "the shared library exports names other than tr_*:"
    nm -D --defined-only "$prefix/lib/libterrainruntime.so" | awk '{print $3}' | grep -v '^tr_' | head
    exit 1
fi

cmake -S "$source/examples" -B "$work/examples" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_PREFIX_PATH="$prefix" > "$work/configure.log"
cmake --build "$work/examples" > "$work/build.log"
PKG_CONFIG_PATH=$prefix/lib/pkgconfig cc -O2 -std=c99 -Wall -Werror -o "$work/chunks_pc" \
    "$source/examples/chunks.c" $(PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config --cflags --libs terrainruntime) -lm

"$cli" params > "$work/params.json"
export LD_LIBRARY_PATH=$prefix/lib
"$work/examples/chunks" "$work/params.json" 240 > "$work/shared.txt"
"$work/examples/chunks_static" "$work/params.json" 240 > "$work/static.txt"
"$work/chunks_pc" "$work/params.json" 240 > "$work/pkgconfig.txt"
cmp "$work/shared.txt" "$work/static.txt"
cmp "$work/shared.txt" "$work/pkgconfig.txt"
tail -1 "$work/shared.txt" | grep -q '^frames 240 chunks [0-9]* ok$' || { tail -1 "$work/shared.txt"; exit 1; }
if ldd "$work/examples/chunks_static" | grep -q terrainruntime; then
    echo "chunks_static links the shared library"; exit 1
fi

# The heights the game saw are the studio's.
grep '^frame ' "$work/shared.txt" | awk '{print $4, $5}' > "$work/points.txt"
[ "$(wc -l < "$work/points.txt")" -ge 20 ] || { echo "too few frames loaded chunks"; exit 1; }
"$cli" sample "$work/points.txt" | awk '{printf "%.9f %s %s\n", $3, $4, $5}' > "$work/studio.txt"
grep '^frame ' "$work/shared.txt" | awk '{printf "%.9f %s %s\n", $7, $8, $9}' > "$work/game.txt"
if ! cmp -s "$work/studio.txt" "$work/game.txt"; then
    echo "the game's heights differ from the studio's:"; diff "$work/studio.txt" "$work/game.txt" | head
    exit 1
fi
echo "installed runtime: $(wc -l < "$work/points.txt") frames checked; shared, static and pkg-config builds agree"
