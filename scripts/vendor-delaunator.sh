#!/bin/sh
# Vendors Delaunator (the triangulation mapgen4 builds its meshes on) from
# the npm registry into benchmarks/node/vendor/delaunator/, for
# bench_polymap's side-by-side run: the release's tarball, checked against
# the registry's sha512 integrity written here, unpacked, and only the
# bundled build (delaunator.js, which carries robust-predicates' orient2d)
# and the licences kept. Run again to update: change VERSION and INTEGRITY to
# the registry's (npm view delaunator@X dist.integrity).
set -eu
VERSION=5.0.1
INTEGRITY=sha512-8nvh+XBe96aCESrGOqMp/84b13H9cdKbG5P2ejQCh4d4sK9RL4371qou9drQjMhvnPmhWl5hnmqbEE0fXr9Xnw==
PREDICATES=3.0.2
PREDICATES_INTEGRITY=sha512-IXgzBWvWQwE6PrDI05OvmXUIruQTcoMDzRsOd5CDvHCVLcLHMTSYvOK5Cm46kWqlV3yAbuSpBZdJ5oP5OUoStg==

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/benchmarks/node/vendor/delaunator"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch() { # name version integrity
    curl -fsSL "https://registry.npmjs.org/$1/-/$1-$2.tgz" -o "$work/$1.tgz"
    got="sha512-$(openssl dgst -sha512 -binary "$work/$1.tgz" | base64 -w0)"
    if [ "$got" != "$3" ]; then
        echo "vendor-delaunator: $1's tarball $got is not the registry's $3" >&2
        exit 1
    fi
    mkdir -p "$work/$1"
    tar -xzf "$work/$1.tgz" -C "$work/$1"
}
fetch delaunator "$VERSION" "$INTEGRITY"
fetch robust-predicates "$PREDICATES" "$PREDICATES_INTEGRITY"
rm -rf "$out"
mkdir -p "$out"
cp "$work/delaunator/package/delaunator.js" "$out/"
cp "$work/delaunator/package/LICENSE" "$out/LICENSE"
cp "$work/robust-predicates/package/LICENSE" "$out/LICENSE.robust-predicates"
echo "delaunator $VERSION $INTEGRITY" > "$out/VERSION"
echo "robust-predicates $PREDICATES $PREDICATES_INTEGRITY" >> "$out/VERSION"
echo "vendor-delaunator: Delaunator $VERSION in benchmarks/node/vendor/delaunator"
