#!/bin/sh
# Fetches playwright-core (the browser checks' driver of Debian's chromium)
# from the npm registry into a cache, checked against the registry's sha512
# integrity written here; prints the directory to import it from. It has no
# dependencies and downloads no browser.
# Usage: scripts/fetch-playwright-core.sh  → …/node_modules/playwright-core
set -eu
VERSION=1.65.1
INTEGRITY=sha512-hqPpz7blSMPxWVdoeE1yiBSzXsKiVOd2k+kjCvmUywD2GPO2Dd9HfcWnq9NN0GHbNZDFgZ9JfBFr+X5/BLo0qw==
cache=${XDG_CACHE_HOME:-$HOME/.cache}/terrainstudio/playwright-core-$VERSION
dir=$cache/node_modules/playwright-core
if [ ! -e "$dir/package.json" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    curl -fsSL "https://registry.npmjs.org/playwright-core/-/playwright-core-$VERSION.tgz" -o "$work/p.tgz"
    got="sha512-$(openssl dgst -sha512 -binary "$work/p.tgz" | base64 -w0)"
    if [ "$got" != "$INTEGRITY" ]; then
        echo "fetch-playwright-core: the tarball's $got is not the registry's $INTEGRITY" >&2
        exit 1
    fi
    tar -xzf "$work/p.tgz" -C "$work"
    mkdir -p "$cache/node_modules"
    rm -rf "$dir"
    mv "$work/package" "$dir"
fi
echo "$dir"
