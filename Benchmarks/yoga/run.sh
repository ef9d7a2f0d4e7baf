#!/bin/sh
# The playground's layout pass beside Yoga's on the same shapes (BENCHMARKS.md, "Method").
#
# Usage: Benchmarks/yoga/run.sh YOGA_DIR [quick]
#   YOGA_DIR   a checkout of https://github.com/facebook/yoga (the folder holding yoga/Yoga.h);
#              Yoga is built from it with g++ -O2 into $BUILD (default /tmp/yoga-harness),
#              never into this repository.
#   quick      a tenth of the sizes and one round (checks that the harness runs).
# Environment: LAYOUT_PLAYGROUND (default .build/release/layout-playground: build it first with
#   `swift build -c release --product layout-playground`), BUILD, ROUNDS (default 3).
#
# Runs Yoga's harness (harness.cpp) and `layout-playground bench --json` in turn, ROUNDS times
# (interleaved, so a change of load on a shared machine touches both), keeps the best of the
# rounds for each figure, and prints a Markdown table: ns per view of each, and the ratio of the
# playground's time to Yoga's for the same shape (the full pass and the re-layout at a new width).
set -eu

if [ $# -lt 1 ] || [ ! -f "$1/yoga/Yoga.h" ]; then
    echo "usage: $0 YOGA_DIR [quick | instructions]   (YOGA_DIR holds yoga/Yoga.h)" >&2
    exit 2
fi
YOGA_DIR=$(cd "$1" && pwd)
MODE=${2:-}
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${BUILD:-/tmp/yoga-harness}
PLAYGROUND=${LAYOUT_PLAYGROUND:-$ROOT/.build/release/layout-playground}
ROUNDS=${ROUNDS:-3}
[ "$MODE" = quick ] && ROUNDS=1
mkdir -p "$BUILD/objects"

# Yoga's library, built once per checkout (its objects are kept in $BUILD).
if [ ! -f "$BUILD/libyoga.a" ] || [ "$YOGA_DIR" != "$(cat "$BUILD/source" 2>/dev/null)" ]; then
    rm -f "$BUILD"/objects/*.o
    find "$YOGA_DIR/yoga" -name '*.cpp' | while read -r source; do
        object="$BUILD/objects/$(echo "${source#"$YOGA_DIR"/}" | tr '/' '_' | sed 's/\.cpp$/.o/')"
        g++ -O2 -std=c++20 -DNDEBUG -I"$YOGA_DIR" -c "$source" -o "$object"
    done
    rm -f "$BUILD/libyoga.a"
    ar rcs "$BUILD/libyoga.a" "$BUILD"/objects/*.o
    echo "$YOGA_DIR" > "$BUILD/source"
fi
g++ -O2 -std=c++20 -DNDEBUG -I"$YOGA_DIR" "$HERE/harness.cpp" "$BUILD/libyoga.a" -o "$BUILD/harness"

if [ ! -x "$PLAYGROUND" ]; then
    echo "no $PLAYGROUND: build it with swift build -c release --product layout-playground" >&2
    exit 2
fi
if [ "$MODE" = instructions ]; then
    # One pass of each kind per shape; callgrind counts only inside the layout calls and
    # writes one file per call (--dump-after). Valgrind 3.19 cannot read the DWARF 5 Swift
    # writes: the symbols of a copy without it are all the counts need.
    rm -rf "$BUILD/callgrind" && mkdir -p "$BUILD/callgrind"
    objcopy --strip-debug "$PLAYGROUND" "$BUILD/callgrind/layout-playground"
    YOGA_REPETITIONS=1 valgrind --tool=callgrind --toggle-collect=YGNodeCalculateLayout --dump-after=YGNodeCalculateLayout \
        --callgrind-out-file="$BUILD/callgrind/yoga.out" "$BUILD/harness" > "$BUILD/callgrind/yoga.jsonl" 2>/dev/null
    # LayoutTree.layout(proposal:safeAreaInsets:tracing:loggingSteps:cancellation:), mangled:
    # a change of its signature must change this name (the counts come out empty otherwise).
    LAYOUT='$s12LayoutEngine0A4TreeC6layout8proposal14safeAreaInsets7tracing12loggingSteps12cancellationAA0A6ResultVAA16ProposedViewSizeV_AA04EdgeH0VS2bAA0A10Cancelling_pSgtF'
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind "--toggle-collect=$LAYOUT" "--dump-after=$LAYOUT" \
        --callgrind-out-file="$BUILD/callgrind/playground.out" "$BUILD/callgrind/layout-playground" bench --repetitions 1 --json \
        > "$BUILD/callgrind/playground.jsonl" 2>/dev/null
    python3 "$HERE/instructions.py" "$BUILD/callgrind"
    exit 0
fi

BENCH_QUICK=""
[ "$MODE" = quick ] && BENCH_QUICK="--quick"
: > "$BUILD/yoga.jsonl"
: > "$BUILD/playground.jsonl"
round=1
while [ "$round" -le "$ROUNDS" ]; do
    "$BUILD/harness" $MODE >> "$BUILD/yoga.jsonl"
    "$PLAYGROUND" bench --json $BENCH_QUICK >> "$BUILD/playground.jsonl"
    round=$((round + 1))
done

python3 - "$BUILD/yoga.jsonl" "$BUILD/playground.jsonl" <<'EOF'
import json, sys
yoga, ours = {}, {}
for line in open(sys.argv[1]):
    row = json.loads(line)
    best = yoga.setdefault(row["shape"], dict(row))
    best["full_ns"] = min(best["full_ns"], row["full_ns"])
    best["relayout_ns"] = min(best["relayout_ns"], row["relayout_ns"])
for line in open(sys.argv[2]):
    row = json.loads(line)
    best = ours.setdefault(row["shape"], dict(row))
    best["full_ns"] = min(best["full_ns"], row["full_ns"])
    best["relayout_ns"] = min(best["relayout_ns"], row["relayout_ns"])
def name(shape, views):
    return {"row": f"row of {(views - 1) // 2:,} fixed leaves", "binary": f"binary tree of {(views + 1) // 2:,} leaves",
            "form": f"{(views - 1) // 5:,} form rows"}[shape]
print("| shape | views (Yoga nodes) | full pass, ns per view | Yoga, ns per node | playground / Yoga | re-layout, ns per view | Yoga's cached re-layout, ns per node | playground / Yoga |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for shape in ("row", "binary", "form"):
    if shape not in yoga or shape not in ours:
        continue
    y, o = yoga[shape], ours[shape]
    print(f"| {name(shape, o['views'])} | {o['views']} ({y['nodes']}) | {o['full_ns'] / o['views']:.0f} | {y['full_ns'] / y['nodes']:.0f} | "
          f"{o['full_ns'] / y['full_ns']:.2f} | {o['relayout_ns'] / o['views']:.0f} | {y['relayout_ns'] / y['nodes']:.0f} | "
          f"{o['relayout_ns'] / y['relayout_ns']:.2f} |")
print()
print("Ratios are of the whole shape's time (the same layout problem): a fixed leaf is one Yoga node and")
print("two views here (Color and its frame), so per-view figures of the row are not directly comparable.")
EOF
