#!/usr/bin/env bash
# Builds the runtime for WebAssembly with Debian's emscripten: the same C++
# sources as the native library (x86 kernels left out: cpufeatures.h), no
# fused multiply-add, SIMD128 for what the compiler vectorises, WebAssembly's
# own exceptions (no JavaScript wrapper around every call that may throw).
# The rows, kernels, map and scatter (hot) at -O3, the rest (reading files,
# planets, the C API's checks) at -Oz: 344 KB instead of 464, as fast.
#   runtime/wasm/build.sh OUT_DIR
# writes OUT_DIR/terrainruntime_wasm.mjs, .wasm and the ES module
# OUT_DIR/terrainruntime.mjs (the calls a page or Node makes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
runtime=$(dirname "$here")
out=${1:?usage: build.sh OUT_DIR}
mkdir -p "$out/obj" "$out/include"
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# nlohmann-json from Debian, without the rest of the host's headers.
ln -sfn /usr/include/nlohmann "$out/include/nlohmann"
sources=(relf/terrainkinds.cpp relf/features/placedobjects.cpp relf/features/roads.cpp
         relf/features/streams.cpp relf/features/goodsite.cpp relf/parameters.cpp
         relf/evaluator.cpp relf/evaluatorrows.cpp relf/kernels/rowkernel.cpp
         relf/kernels/rowkernelportable.cpp relf/kernels/rowkernelsimd128.cpp
         relf/kernels/terrarecords.cpp relf/sineprofile.cpp
         relf/features/mines.cpp relf/features/caverns.cpp relf/planet/planet.cpp
         relf/json/parameterproblems.cpp relf/planet/planetfeatures.cpp relf/json/parameterjson.cpp
         relf/continent.cpp relf/climate.cpp relf/flowrouting.cpp relf/rivers.cpp relf/worldrivers.cpp
         relf/json/continentjson.cpp relf/terrainlod.cpp
         sums/profile1983.cpp util/parallel.cpp util/jsnumbers.cpp util/jsongrammar.cpp
         relf/detailstatistics.cpp relf/map/mapraster.cpp relf/map/maplines.cpp
         relf/map/mapsymbols.cpp relf/map/mapoverview.cpp relf/map/maprivers.cpp relf/map/shaderow.cpp
         render/colourtable.cpp render/raster.cpp render/overviewpalette.cpp
         capi/terrainruntime.cpp capi/terrainruntimelod.cpp capi/terrainruntimemap.cpp capi/terrainruntimerivers.cpp
         capi/terrainruntimeclimate.cpp capi/terrainruntimescatter.cpp relf/features/scatter.cpp)
# What a frame or a grid spends its time in.
hot=" relf/kernels/rowkernel.cpp relf/kernels/rowkernelportable.cpp relf/kernels/rowkernelsimd128.cpp
      relf/kernels/terrarecords.cpp relf/evaluatorrows.cpp relf/evaluator.cpp relf/terrainkinds.cpp
      relf/continent.cpp relf/terrainlod.cpp relf/map/mapraster.cpp relf/map/maplines.cpp
      relf/map/mapsymbols.cpp relf/map/mapoverview.cpp relf/map/maprivers.cpp relf/map/shaderow.cpp render/raster.cpp
      render/colourtable.cpp render/overviewpalette.cpp relf/features/scatter.cpp relf/features/streams.cpp
      relf/features/roads.cpp relf/features/placedobjects.cpp "
hot=" $(echo $hot) " # one space between names
flags=(-std=c++20 -ffp-contract=off -fno-math-errno -msimd128 -fwasm-exceptions
       -I"$runtime" -I"$runtime/capi" -I"$out/include" -Wall -Wextra -Werror -Wno-unused-command-line-argument)
objects=()
for s in "${sources[@]}"; do
    o=$out/obj/$(echo "$s" | tr / _).o
    # Rebuilt when its source, this script or any runtime header is newer.
    if [ ! -e "$o" ] || [ "$runtime/$s" -nt "$o" ] || [ "$0" -nt "$o" ] ||
       [ -n "$(find "$runtime" -name '*.h' -newer "$o" -print -quit)" ]; then
        opt=-Oz
        case "$hot" in *" $s "*) opt=-O3 ;; esac
        em++ "${flags[@]}" "$opt" -c "$runtime/$s" -o "$o" &
        while [ "$(jobs -r | wc -l)" -ge 2 ]; do sleep 0.2; done
    fi
    objects+=("$o")
done
wait
exports='["_tr_open_buffer","_tr_close","_tr_free_string","_tr_height","_tr_terra","_tr_heights","_tr_kinds","_tr_terras","_tr_features","_tr_kind_name","_tr_feature_name","_tr_version","_tr_parameter_format_version","_tr_kernel_name","_tr_lod_defaults","_tr_lod_check","_tr_lod_chunks","_tr_lod_mesh","_tr_lod_indices","_tr_lod_morph","_tr_map","_tr_scatter","_tr_buildings","_tr_rivers","_tr_biomes","_tr_biome_name","_tr_good_site","_tr_mine_cell","_malloc","_free"]'
em++ "${flags[@]}" -O3 "${objects[@]}" -o "$out/terrainruntime_wasm.mjs" \
    -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createTerrainRuntime \
    -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,node -sFILESYSTEM=0 \
    -sEXPORTED_FUNCTIONS="$exports" \
    -sEXPORTED_RUNTIME_METHODS='["UTF8ToString","stringToUTF8","lengthBytesUTF8"]'
cp "$here/terrainruntime.mjs" "$out/terrainruntime.mjs"
ls -l "$out/terrainruntime_wasm.wasm" | awk '{print "terrainruntime_wasm.wasm:", $5, "bytes"}'
