#!/bin/sh
# Imports the glTF binary mesh into Blender with its own glTF importer,
# headless (Debian: apt-get install blender): a 100 m square at 101 x 101
# samples must arrive as one mesh of 10,201 vertices and 20,000 faces with a
# colour attribute, 100 m by 100 m, as tall as the heights the CLI samples
# span there. Builds nothing.
# Usage: scripts/check-gltf-blender.sh PATH/TO/terrainstudio-cli
set -eu

cli=$(realpath "${1:?usage: $0 PATH/TO/terrainstudio-cli}")
command -v blender >/dev/null || { echo "check-gltf-blender: blender not found (apt-get install blender)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$cli" export mesh --region 0 0 100 100 --size 101 --format glb -o "$work/square.glb"
span=$(python3 -c "
for y in range(101):
    for x in range(101): print(x, y)" | "$cli" sample |
    awk '{ h = $3; if (lo == "" || h < lo) lo = h; if (h > hi) hi = h } END { printf "%.2f", hi - lo }')

# Debian 12's numpy 1.24 no longer has the alias numpy.bool that Blender
# 3.4's glTF importer uses; it is put back for the import.
out=$(blender -b --factory-startup --python-expr "
import numpy
numpy.bool = bool
import bpy
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath='$work/square.glb')
meshes = [o for o in bpy.context.scene.objects if o.type == 'MESH']
m = meshes[0].data
print('MESH', len(meshes), len(m.vertices), len(m.polygons), len(m.color_attributes),
      '%.2f %.2f %.2f' % tuple(meshes[0].dimensions))
" 2>&1 | sed -n 's/^MESH //p')
[ -n "$out" ] || { echo "check-gltf-blender: FAILED: Blender did not import the mesh" >&2; exit 1; }
set -- $out
[ "$1 $2 $3 $4" = "1 10201 20000 1" ] || { echo "check-gltf-blender: FAILED: $out" >&2; exit 1; }
[ "$5 $6 $7" = "100.00 100.00 $span" ] || { echo "check-gltf-blender: FAILED: dimensions $5 $6 $7, expected 100 100 $span" >&2; exit 1; }
echo "check-gltf-blender: Blender $(blender --version 2>/dev/null | head -n1 | cut -d' ' -f2) imported 1 mesh of $2 vertices and $3 faces with vertex colours, $5 x $6 x $7 m"
