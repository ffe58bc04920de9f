#!/bin/sh
# A tile pyramid made by N shards run side by side with GNU parallel
# (Debian: apt-get install parallel), checked byte for byte against one
# unsharded run of the same request.
# Usage: scripts/tiles-parallel.sh PATH/TO/terrainstudio-cli [N [ZOOM [REGION...]]]
set -eu

cli=$(realpath "${1:?usage: $0 PATH/TO/terrainstudio-cli [N [ZOOM [X0 Y0 W H]]]}")
n=${2:-4}
zoom=${3:-3..6}
shift $(($# < 3 ? $# : 3))
region=${*:-"-1600 -1500 1600 2400"}
command -v parallel >/dev/null || { echo "tiles-parallel: GNU parallel not found (apt-get install parallel)" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

start=$(date +%s.%N)
"$cli" export tiles --region $region --zoom "$zoom" --layers map,height -o "$work/one"
mid=$(date +%s.%N)
seq 0 $((n - 1)) | parallel --will-cite --halt now,fail=1 \
    "$cli" export tiles --region $region --zoom "$zoom" --layers map,height \
    --shard "{}/$n" -o "$work/sharded"
end=$(date +%s.%N)

files=$(find "$work/one" -type f | wc -l)
if ! diff -r "$work/one" "$work/sharded" >/dev/null; then
    echo "tiles-parallel: FAILED: $n shards differ from one run" >&2
    diff -rq "$work/one" "$work/sharded" | head >&2
    exit 1
fi
printf 'tiles-parallel: %d shards under GNU parallel = one run, %d files byte for byte (one run %.2f s, %d shards %.2f s)\n' \
    "$n" "$files" "$(awk "BEGIN { print $mid - $start }")" "$n" "$(awk "BEGIN { print $end - $mid }")"
