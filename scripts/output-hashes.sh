#!/usr/bin/env bash
# Prints the SHA-256 of a fixed set of the CLI's outputs (every generator,
# every export format that is deterministic), one line each. Run it before
# and after a change that must not change behaviour (a move, a split, a
# shared helper) and compare the two listings:
#   bash scripts/output-hashes.sh > before.txt   # on the old build
#   bash scripts/output-hashes.sh > after.txt    # on the new one
#   diff before.txt after.txt
# CLI defaults to build/release/app/terrainstudio-cli.
set -euo pipefail
cli=${CLI:-$(dirname "$0")/../build/release/app/terrainstudio-cli}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run() { "$cli" "$@" >"$out/stdout" 2>&1 || { echo "failed: $*" >&2; cat "$out/stdout" >&2; exit 1; }; }
region=(--region -400 -300 800 600)
run render "${region[@]}" --scale 1 -o "$out/render.png"
run export heightmap "${region[@]}" --size 257 --format png16 -o "$out/height.png"
run export heightmap "${region[@]}" --size 129 --format raw -o "$out/height.raw"
run export mesh "${region[@]}" --size 65 --format obj -o "$out/mesh.obj"
run export mesh "${region[@]}" --size 65 --format glb -o "$out/mesh.glb"
run export map "${region[@]}" --scale 2 --format png -o "$out/map.png"
run export map "${region[@]}" --scale 2 --format svg -o "$out/map.svg"
run export map "${region[@]}" --scale 2 --format omap -o "$out/map.omap"
run export map "${region[@]}" --scale 4 --format tmj -o "$out/map.tmj"
run export splat "${region[@]}" --size 129 -o "$out/splat.png"
run streams "${region[@]}" --json
cp "$out/stdout" "$out/streams.json"
run mines --cells -20 -20 40 40
cp "$out/stdout" "$out/mines.txt"
printf '0 0\n-560 -1400\n1234.5 -77.25\n' >"$out/points"
run sample "$out/points"
cp "$out/stdout" "$out/sample.txt"
run randomise --seed 7 -o "$out/random.json"
run planet --export equirect --size 128 --format png16 -o "$out/planet.png"
run planet --export globe --size 200 -o "$out/globe.png"
run planet --export map --size 300 --centre 10 20 --scale 0.2 -o "$out/planetmap.png"
run planet --export equirect --size 64 --format raw -o "$out/planet.raw"
run coastline --seed 3 --size 128 -o "$out/coast.png"
run coastline --seed 3 --size 128 --export heightmap --format png16 -o "$out/coast-height.png"
run coastline --seed 3 --size 128 --step 5 -o "$out/coast.txt"
run coastline --seed 3 --size 128 -o "$out/coast.tmj"
run coastline --seed 3 --size 128 --export types -o "$out/coast-types.png"
run coastline --seed 3 --size 128 --export heightmap --format raw -o "$out/coast-height.raw"
run polymap --seed 5 --regions 2000 -o "$out/island.png" --size 512
run polymap --seed 5 --regions 2000 -o "$out/island.json"
run polymap --seed 5 --regions 2000 -o "$out/island.geojson"
run polymap --seed 5 --regions 2000 -o "$out/island.svg"
run polymap --seed 5 --regions 2000 --export heightmap --size 256 -o "$out/island-height.png"
run polymap --seed 5 --regions 2000 --export biomes --size 300 -o "$out/island-biomes.png"
run polymap --seed 5 --regions 2000 --export moisture --size 300 -o "$out/island-moisture.png"
examples=$(dirname "$0")/../resources/examples
run continent --from "$examples/coastline-continent.json" --cell 400 -o "$out/world-coast.json"
run continent --from "$examples/polygon-island.json" --cell 40 --raster 256 --preset alpine \
    -o "$out/world-island.json"
run render --region -30000 -30000 60000 60000 --scale 128 --params "$out/world-coast.json" -o "$out/world-coast.png"
run stars --box 0 0 0 300 300 300
cp "$out/stdout" "$out/stars.txt"
(cd "$out" && rm -f stdout points && sha256sum -- * | sort -k2)
