#!/usr/bin/env bash
# Installs the Debian 12 packages Terrain Studio needs, if any is missing.
set -euo pipefail
packages=(g++ cmake ninja-build qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev
          qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqcustomplot-dev libgl-dev libpng-dev
          zlib1g-dev
          libopenexr-dev parallel
          libgl1-mesa-dri fonts-dejavu-core xvfb xauth libbenchmark-dev
          librandom123-dev libcgal-dev libboost-dev libglm-dev qt6-translations-l10n
          clang-format qt6-declarative-dev qt6-shadertools-dev qt6-quick3d-dev
          qml6-module-qtquick qml6-module-quick3d qml6-module-qtquick-window
          qml6-module-qtqml-workerscript
          nlohmann-json3-dev pkg-config pybind11-dev python3-dev python3-numpy python3-pytest
          mono-devel emscripten nodejs)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    run=()
    [ "$(id -u)" -eq 0 ] || run=(sudo)
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${run[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
