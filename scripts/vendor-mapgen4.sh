#!/bin/sh
# Fetches mapgen4's own code (Red Blob Games, Apache-2.0) for bench_polymap's
# BM_Full1MBesideMapgen4, which runs it in Node beside our million-region
# map. mapgen4 is not on the npm registry, so it is not kept in this
# repository: it is cloned from its git repository (and its random numbers,
# @redblobgames/prng, from theirs) into benchmarks/node/vendor/mapgen4/,
# which git ignores; its npm dependencies come from the registry at the
# versions its package.json asks; benchmarks/node/mapgen4.ts, the driver,
# is bundled with esbuild beside it.
#   sh scripts/vendor-mapgen4.sh [MAPGEN4_GIT [PRNG_GIT]]
# The sources default to github.com; a local clone or mirror path works too.
set -eu
MAPGEN4=${1:-https://github.com/redblobgames/mapgen4}
PRNG=${2:-https://github.com/redblobgames/prng}

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/benchmarks/node/vendor/mapgen4"
rm -rf "$out"
mkdir -p "$out"
git clone --quiet "$MAPGEN4" "$out/mapgen4"
git clone --quiet "$PRNG" "$out/prng"
{
    echo "mapgen4 $(git -C "$out/mapgen4" rev-parse HEAD) from $MAPGEN4"
    echo "prng $(git -C "$out/prng" rev-parse HEAD) from $PRNG"
} > "$out/VERSION"
cp "$root/benchmarks/node/mapgen4.ts" "$out/driver.ts"
cd "$out"
printf '{ "name": "mapgen4-bench", "private": true, "type": "module" }\n' > package.json
npm install --silent --no-audit --no-fund delaunator@5 fast-2d-poisson-disk-sampling@1 \
    flatqueue@2 simplex-noise@4 hash-int esbuild@0.24 ./prng
npx esbuild --bundle driver.ts --platform=node --format=esm --log-level=warning \
    --outfile=bench.mjs
echo "vendor-mapgen4: $(head -1 VERSION | cut -c1-20)… in benchmarks/node/vendor/mapgen4 (bench.mjs)"
