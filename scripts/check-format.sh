#!/usr/bin/env bash
# Fails, naming the files, when any tracked C++ source differs from .clang-format.
# Fix with: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
    echo "clang-format is not installed (bash scripts/deps.sh installs it)" >&2
    exit 1
fi
files=$(git ls-files '*.cpp' '*.h' 2>/dev/null || find app core widgets tests benchmarks -name '*.cpp' -o -name '*.h')
bad=$(echo "$files" | xargs clang-format --dry-run 2>&1 | grep -o '^[^:]*:[0-9]*:[0-9]*: warning' | cut -d: -f1 | sort -u || true)
if [ -n "$bad" ]; then
    echo "Not formatted as .clang-format says:" >&2
    echo "$bad" | sed 's/^/  /' >&2
    exit 1
fi
echo "$(echo "$files" | wc -l) files formatted as .clang-format says"
