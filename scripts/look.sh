#!/bin/sh
# Renders one frame of a scene as a PNG, to look at by eye (what the opt-in SceneDumpTests
# used to do inside the test suite). Usage:
#   scripts/look.sh <scene> [<time>] [<out.png>]
# <time> is seconds into the timeline (default 0); <out.png> defaults to
# output/look/<scene name>-<time>.png. Uses the debug build when there is one (swift build),
# else the release build (make build).
set -eu
[ $# -ge 1 ] || { echo "usage: scripts/look.sh <scene> [<time>] [<out.png>]" >&2; exit 2; }
scene=$1
time=${2:-0}
name=$(basename "$scene" .scene)
out=${3:-output/look/$name-$time.png}
matchcut=.build/debug/matchcut
[ -x "$matchcut" ] || matchcut=.build/release/matchcut
[ -x "$matchcut" ] || { echo "no matchcut binary: run 'swift build' or 'make build' first" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
"$matchcut" render "$scene" --at "$time" --format png -o "$scratch" --quiet --no-cache
mkdir -p "$(dirname "$out")"
# The one frame the render wrote, whatever its index.
frame=$(find "$scratch" -name 'frame-*.png' | head -n 1)
[ -n "$frame" ] || { echo "the render wrote no frame" >&2; exit 1; }
cp "$frame" "$out"
echo "$out"
