# The start that the check-*.sh scripts share (sourced, POSIX sh). Before
# sourcing, a script sets
#   check=check-NAME tools="TOOL ..." packages="DEBIAN-PACKAGE ..."
# and, when the program it runs draws with Qt and no display, offscreen=1.
# Then cli is the absolute path of the terrainstudio-cli given first, a
# missing tool stops the check (exit 2) naming the packages that bring it,
# the shell works in a fresh folder ($work) removed at exit,
# fail MESSAGE stops the check (exit 1), and params_with_road FILE writes the
# built-in terrain with a road across the checks' region to FILE.
cli=$(realpath "${1:?usage: $0 PATH/TO/terrainstudio-cli}")
for tool in $tools; do
    command -v "$tool" >/dev/null || { echo "$check: $tool not found (apt-get install $packages)" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "${offscreen:-}" ]; then
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR="$work/runtime"
    mkdir -m 700 "$XDG_RUNTIME_DIR"
fi
cd "$work"

fail() {
    echo "$check: FAILED: $*" >&2
    exit 1
}

params_with_road() {
    "$cli" params > "$1"
    python3 - "$1" <<'PY'
import json, sys
p = json.load(open(sys.argv[1]))
p["roads"] = [{"width": 6, "vertices": [[-1500, -1000], [-900, -600], [-300, -700]]}]
json.dump(p, open(sys.argv[1], "w"))
PY
}
