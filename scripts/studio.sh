#!/usr/bin/env bash
# Installs what is missing, builds, and starts the studio on the built-in
# 1983 terrain (or on the parameter file given as an argument).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target terrainstudio
exec ./build/release/app/terrainstudio "$@"
