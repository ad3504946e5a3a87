#!/usr/bin/env bash
# The action's main step: 'matchcut test' (goldens) or 'matchcut render', one shard of it
# when MATCHCUT_SHARD says K/N. It exits 0 even when the command fails, so that the report
# is uploaded; verdict.sh then fails the job. Writes to $GITHUB_OUTPUT:
#   status=<exit status>  output=<report or render folder>  artifact=<a name for its upload>
# With $GITHUB_STEP_SUMMARY set, 'matchcut test' writes its failing frames there itself.
#   MATCHCUT          the binary (build.sh's output)
#   MATCHCUT_COMMAND  test (default), render, or build (run nothing: a job that only builds)
#   MATCHCUT_SCENES   scene files or folders, split like MATCHCUT_ARGS (default: scenes)
#   MATCHCUT_ARGS     more options, split into words as a shell would (--jobs 4 --filter 'card-*')
#                     but never expanded or run: $(…), `…`, $VAR, ~, globs and ; stay literal text
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
if [ -n "$shard" ] && ! [[ "$shard" =~ ^[0-9]{1,4}/[0-9]{1,4}$ ]]; then
    echo "::error::the 'shard' input must be K/N, like 2/4" >&2; exit 2
fi
output="${MATCHCUT_OUTPUT:-}"
if [ -z "$output" ]; then output="$default${shard:+-${shard%/*}}"; fi
# One line each in $GITHUB_OUTPUT: a line break in a value would add outputs of its own.
if [[ "$output" == *[[:cntrl:]]* ]]; then echo "::error::the 'output' input holds a control character" >&2; exit 2; fi
artifact="matchcut-$command${shard:+-${shard%/*}-of-${shard#*/}}"

# Splits $1 into the array 'words' the way a shell splits words: blanks separate, '…' keeps
# everything literal, "…" keeps everything but \" \\ \$ and \` literal, \x outside quotes is x.
# Nothing is expanded or executed. An unclosed quote is an error.
split_words() {
    local text="$1" word="" quote="" started=0 i c
    words=()
    for ((i = 0; i < ${#text}; i++)); do
        c="${text:i:1}"
        if [ "$quote" = "'" ]; then
            if [ "$c" = "'" ]; then quote=""; else word+="$c"; fi
        elif [ "$quote" = '"' ]; then
            if [ "$c" = '"' ]; then quote=""
            elif [ "$c" = '\' ] && [[ "${text:i+1:1}" == [\"\\\$\`] ]]; then i=$((i + 1)); word+="${text:i:1}"
            else word+="$c"; fi
        elif [[ "$c" == [[:blank:]] || "$c" == $'\n' ]]; then
            if [ "$started" = 1 ]; then words+=("$word"); word=""; started=0; fi
        elif [ "$c" = "'" ] || [ "$c" = '"' ]; then quote="$c"; started=1
        elif [ "$c" = '\' ] && [ $((i + 1)) -lt ${#text} ]; then i=$((i + 1)); word+="${text:i:1}"; started=1
        else word+="$c"; started=1; fi
    done
    if [ -n "$quote" ]; then return 1; fi
    if [ "$started" = 1 ]; then words+=("$word"); fi
}

if ! split_words "${MATCHCUT_SCENES:-scenes}"; then echo "::error::the 'scenes' input has an unclosed quote" >&2; exit 2; fi
scenes=("${words[@]}")
if ! split_words "${MATCHCUT_ARGS:-}"; then echo "::error::the 'args' input has an unclosed quote" >&2; exit 2; fi
extra=("${words[@]}")
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
