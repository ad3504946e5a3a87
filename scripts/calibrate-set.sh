#!/usr/bin/env bash
# The calibration set's measurement (docs/fidelity.md): every pair in a folder, each a scene
# `<name>.scene` beside the iOS-recorded reference `<name>.png` it states, measured with
# MatchcutCalibrate; prints each pair's line and the share of views placed within 2 pt per kind
# and in all. The pairs stay outside the repository (their code and pictures are the
# repositories'); only this script, the tool and the results are committed.
#
#   scripts/calibrate-set.sh <pairs folder> [<tool>]      (default tool: .build/release/MatchcutCalibrate)
set -euo pipefail
folder=${1:?usage: scripts/calibrate-set.sh <pairs folder> [<tool>]}
tool=${2:-.build/release/MatchcutCalibrate}
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT
for scene in "$folder"/*.scene; do
    name=$(basename "$scene" .scene)
    reference="$folder/$name.png"
    [ -f "$reference" ] || { echo "$name: no $name.png beside the scene" >&2; continue; }
    if "$tool" "$scene" "$reference" --project-root "$folder" --json "$results/$name.json" > "$results/$name.txt" 2>&1; then
        echo "$name: $(tail -1 "$results/$name.txt")"
    else
        echo "$name: not measured: $(tail -1 "$results/$name.txt")"
    fi
done
python3 - "$results" <<'PY'
import glob, json, sys
counts = {}
pairs = 0
for path in sorted(glob.glob(sys.argv[1] + "/*.json")):
    pairs += 1
    for view in json.load(open(path)):
        if view["status"] not in ("placed", "moved", "not found"):
            continue
        placed, total = counts.get(view["group"], (0, 0))
        counts[view["group"]] = (placed + (view["status"] == "placed"), total + 1)
print("%d pairs measured" % pairs)
for group in ("text", "symbol", "image", "shape", "chrome"):
    if group in counts:
        placed, total = counts[group]
        print("  %-7s %4d of %4d placed within 2 pt (%3.0f %%)" % (group, placed, total, 100.0 * placed / total))
placed = sum(p for p, _ in counts.values()); total = sum(t for _, t in counts.values())
print("  all     %4d of %4d placed within 2 pt (%3.0f %%)" % (placed, total, 100.0 * placed / total if total else 0))
PY
