#!/bin/sh
# Vendors three.js (the forest page's WebGL library) from the npm registry
# into web/vendor/three/: the release's tarball, checked against the
# registry's sha512 integrity written here, unpacked, and only the files the
# page loads kept (build/three.module.js, self-contained in this release,
# and LICENSE). Run again to update: change VERSION and INTEGRITY to the
# registry's (npm view three@X dist.integrity).
set -eu
VERSION=0.170.0
INTEGRITY=sha512-FQK+LEpYc0fBD+J8g6oSEyyNzjp+Q7Ks1C568WWaoMRLW+TkNNWmenWeGgJjV105Gd+p/2ql1ZcjYvNiPZBhuQ==

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/web/vendor/three"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

curl -fsSL "https://registry.npmjs.org/three/-/three-$VERSION.tgz" -o "$work/three.tgz"
got="sha512-$(openssl dgst -sha512 -binary "$work/three.tgz" | base64 -w0)"
if [ "$got" != "$INTEGRITY" ]; then
    echo "vendor-three: the tarball's $got is not the registry's $INTEGRITY" >&2
    exit 1
fi
tar -xzf "$work/three.tgz" -C "$work"
rm -rf "$out"
mkdir -p "$out"
cp "$work/package/build/three.module.js" "$work/package/LICENSE" "$out/"
echo "$VERSION $INTEGRITY" > "$out/VERSION"
echo "vendor-three: three.js $VERSION in web/vendor/three"
