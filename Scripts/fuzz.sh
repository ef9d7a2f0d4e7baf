#!/usr/bin/env bash
# Fuzzes layout-playground with mutated scenes and arguments (issue 9).
#
#   Scripts/fuzz.sh --minutes N [--seed S] [--bin PATH] [--release] [--generate] [other layout-fuzz options]
#
# --generate fuzzes with programs built from the grammar of the Swift the evaluator runs
# (loops, recursion, collections, arithmetic at Int's limits, custom layouts: ProgramGenerator)
# instead of mutated seed scenes.
#
# --cost-model calls every member of the library on adversarial receivers and arguments and
# reports the calls whose time per charged step, or memory per charged byte, is far above the
# rest, and any that trap (`CostProbe`; --cost-report FILE keeps the figures). Run it from the
# repository's root (it reads the member names from Sources/).
#
# Builds layout-fuzz and layout-playground (debug unless --release; with --bin, only
# layout-fuzz), runs the cases for N minutes (default 10), prints a summary (cases run, failing
# cases and distinct findings by kind, time) and keeps each distinct finding, minimized, in
# Tests/FuzzTests/Findings as <kind>-<hash>.swift and .args, which FuzzTests replays.
# Exit status: 0 when nothing broke the contract, 1 when something did, 2 for bad arguments.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -f Scripts/swift-env.sh ]; then
    # shellcheck disable=SC1091
    source Scripts/swift-env.sh
fi

configuration=debug
minutes=10
binary=""
passed=()
while [ $# -gt 0 ]; do
    case "$1" in
        --release) configuration=release ;;
        --minutes) minutes="${2:?--minutes needs a value}"; shift ;;
        --bin) binary="${2:?--bin needs a path}"; shift ;;
        --help|-h) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) passed+=("$1") ;;
    esac
    shift
done

echo "building layout-fuzz${binary:+ (layout-playground given)} in $configuration..." >&2
swift build -c "$configuration" --product layout-fuzz >&2
if [ -z "$binary" ]; then
    swift build -c "$configuration" --product layout-playground >&2
    binary="$(swift build -c "$configuration" --show-bin-path)/layout-playground"
fi
fuzz="$(swift build -c "$configuration" --show-bin-path)/layout-fuzz"

echo "machine: $(nproc) cores, $(uname -sm); build: $configuration; started $(date -u '+%Y-%m-%d %H:%M UTC')" >&2
exec "$fuzz" --minutes "$minutes" --bin "$binary" "${passed[@]+"${passed[@]}"}"
