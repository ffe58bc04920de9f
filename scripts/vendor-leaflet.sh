#!/bin/sh
# Vendors Leaflet (the tile viewer's map library) from the npm registry into
# web/vendor/leaflet/: the release's tarball, checked against the registry's
# sha512 integrity written here, unpacked, and only the files the viewer
# loads kept (leaflet.js, leaflet.css and the layer switcher's icons, LICENSE). Run again to update: change
# VERSION and INTEGRITY to the registry's (npm view leaflet@X dist.integrity).
set -eu
VERSION=1.9.4
INTEGRITY=sha512-nxS1ynzJOmOlHp+iL3FyWqK89GtNL8U8rvlMOsQdTTssxZwCXh8N2NB3GDQOL+YR3XnWyZAxwQixURb+FA74PA==

root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/web/vendor/leaflet"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

curl -fsSL "https://registry.npmjs.org/leaflet/-/leaflet-$VERSION.tgz" -o "$work/leaflet.tgz"
got="sha512-$(openssl dgst -sha512 -binary "$work/leaflet.tgz" | base64 -w0)"
if [ "$got" != "$INTEGRITY" ]; then
    echo "vendor-leaflet: the tarball's $got is not the registry's $INTEGRITY" >&2
    exit 1
fi
tar -xzf "$work/leaflet.tgz" -C "$work"
rm -rf "$out"
mkdir -p "$out"
mkdir -p "$out/images"
cp "$work/package/dist/leaflet.js" "$work/package/dist/leaflet.css" "$work/package/LICENSE" "$out/"
cp "$work/package/dist/images/layers.png" "$work/package/dist/images/layers-2x.png" "$out/images/"
echo "$VERSION $INTEGRITY" > "$out/VERSION"
echo "vendor-leaflet: Leaflet $VERSION in web/vendor/leaflet"
