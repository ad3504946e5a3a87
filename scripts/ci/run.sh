#!/usr/bin/env bash
# The action's main step: 'matchcut test' (goldens) or 'matchcut render', one shard of it
# when MATCHCUT_SHARD says K/N. It exits 0 even when the command fails, so that the report
# is uploaded; verdict.sh then fails the job. Writes to $GITHUB_OUTPUT:
#   status=<exit status>  output=<report or render folder>  artifact=<a name for its upload>
# With $GITHUB_STEP_SUMMARY set, 'matchcut test' writes its failing frames there itself.
#   MATCHCUT          the binary (build.sh's output)
#   MATCHCUT_COMMAND  test (default), render, or build (run nothing: a job that only builds)
#   MATCHCUT_SCENES   scene files or folders, space-separated (default: scenes)
#   MATCHCUT_ARGS     more options, as a shell would split them (--jobs 4 --filter 'card-*')
#   MATCHCUT_SHARD    K/N, or empty for everything
#   MATCHCUT_OUTPUT   the folder; default output/golden-failures (test) or output (render),
#                     with -K for a shard
set -uo pipefail
command="${MATCHCUT_COMMAND:-test}"
matchcut="${MATCHCUT:-}"
if [ -z "$matchcut" ] && [ "$command" != build ]; then echo "::error::set MATCHCUT to the binary (build.sh writes it)" >&2; exit 2; fi
case "$command" in
    build) echo "status=0" >> "${GITHUB_OUTPUT:-/dev/stdout}"; exit 0 ;;
    test) default=output/golden-failures ;;
    render) default=output ;;
    *) echo "::error::MATCHCUT_COMMAND must be 'test', 'render' or 'build', not '$command'" >&2; exit 2 ;;
esac
shard="${MATCHCUT_SHARD:-}"
output="${MATCHCUT_OUTPUT:-}"
if [ -z "$output" ]; then output="$default${shard:+-${shard%/*}}"; fi
artifact="matchcut-$command${shard:+-${shard%/*}-of-${shard#*/}}"
read -r -a scenes <<< "${MATCHCUT_SCENES:-scenes}"
eval "extra=(${MATCHCUT_ARGS:-})"
arguments=("$command" "${scenes[@]}" -o "$output")
if [ -n "$shard" ]; then arguments+=(--shard "$shard"); fi
arguments+=("${extra[@]}")
echo "matchcut ${arguments[*]}"
"$matchcut" "${arguments[@]}"
status=$?
{
    echo "status=$status"
    echo "output=$output"
    echo "artifact=$artifact"
} >> "${GITHUB_OUTPUT:-/dev/stdout}"
exit 0
