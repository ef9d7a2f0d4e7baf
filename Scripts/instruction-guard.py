#!/usr/bin/env python3
"""The speed regression guard: counts the work a build does that the machine cannot blur.

Time on a shared 2-core machine varies by a third between runs; the number of instructions a
command executes and the number of allocations it makes do not. For each workload this script
runs the release binary once under `valgrind --tool=callgrind` (deterministic hashing, so
dictionary orders and therefore counts repeat) and reads:

  - instructions: the total the program executed ("Collected" in callgrind's summary);
  - allocations: the calls to malloc, calloc, realloc and posix_memalign (Swift's allocations
    end there), read from callgrind's call graph.

It compares them with the checked-in baseline (Benchmarks/instruction-baseline.json) and names
every workload that grew by more than the tolerance (10% by default); exit status 1 then, 0
when none did, 2 for bad arguments. `--record` writes the baseline instead. Run it before
resolving an issue that touches the engine, the evaluator or the renderer (BENCHMARKS.md,
"Method"); it is not part of the test run (it takes a few minutes).

Usage: Scripts/instruction-guard.py [--binary PATH] [--only TEXT] [--record] [--tolerance 0.10]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Benchmarks", "instruction-baseline.json")
SCENES = os.path.join(ROOT, "Benchmarks", "scenes")

# name -> arguments of layout-playground. Sizes are kept small enough that callgrind (about
# fifty times slower than the program) finishes each in well under a minute.
WORKLOADS = {
    "bench row of 1,000 leaves": ["bench", "--views", "1000", "--only", "row", "--repetitions", "1"],
    "bench binary tree of 2^10 leaves": ["bench", "--views", "1000", "--only", "binary", "--repetitions", "1"],
    "bench nested stacks": ["bench", "--views", "1000", "--only", "nested", "--repetitions", "1"],
    "bench form rows": ["bench", "--views", "1000", "--only", "rows of two", "--repetitions", "1"],
    "layout 10,001 views (rows.swift)": ["layout", os.path.join(SCENES, "rows.swift"), "--fixed-advance-text"],
    "layout with the trace (rows.swift)": ["layout", os.path.join(SCENES, "rows.swift"), "--fixed-advance-text", "--trace"],
    "render a screen (data/corpus/26-news-feed.swift)": ["render", os.path.join(ROOT, "data", "corpus", "26-news-feed.swift"), "-o", "{tmp}/news.png"],
    "list an app (data/trailhead)": ["list", os.path.join(ROOT, "data", "trailhead")],
    "layout an app's preview (data/trailhead)": ["layout", os.path.join(ROOT, "data", "trailhead"), "--fixed-advance-text"],
}

ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc"}


def stripped(binary, folder):
    """A copy of the binary without its DWARF (Valgrind 3.19 cannot read the DWARF 5 Swift
    writes; symbol names, which are all the counts need, stay)."""
    copy = os.path.join(folder, "layout-playground")
    subprocess.run(["objcopy", "--strip-debug", binary, copy], check=True)
    return copy


def count(binary, arguments, scratch):
    """(instructions, allocations) of one run under callgrind."""
    out = os.path.join(scratch, "callgrind.out")
    arguments = [a.replace("{tmp}", scratch) for a in arguments]
    # Callgrind runs the program about fifty times slower: the scene's time limits (wall time)
    # are scaled so that they do not end the work the guard counts.
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", LAYOUT_PLAYGROUND_TIME_SCALE="200")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary] + arguments
    finished = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=environment, cwd=scratch)
    if finished.returncode != 0:
        raise RuntimeError(f"{' '.join(arguments)} ended with status {finished.returncode} under callgrind:\n{finished.stderr[-2000:]}")
    collected = re.search(r"Collected : (\d+)", finished.stderr)
    if not collected:
        raise RuntimeError(f"callgrind printed no count for {' '.join(arguments)}:\n{finished.stderr[-2000:]}")
    return int(collected.group(1)), allocations(out)


def allocations(path):
    """Calls to the allocator functions in a callgrind output file (names are compressed: the
    first mention of a function is `cfn=(id) name`, later ones `cfn=(id)`)."""
    names = {}
    total = 0
    callee = None
    with open(path, errors="replace") as lines:
        for line in lines:
            if line.startswith(("cfn=", "fn=")):
                match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.strip())
                if match:
                    ident, name = match.group(1), match.group(2)
                    if name:
                        names[ident] = name
                    if line.startswith("cfn="):
                        callee = names.get(ident)
                continue
            if line.startswith("calls=") and callee is not None:
                if callee in ALLOCATORS:
                    total += int(line.split("=", 1)[1].split()[0])
                callee = None
    return total


def main():
    parser = argparse.ArgumentParser(description="Instruction and allocation counts per workload against a baseline.")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "layout-playground"))
    parser.add_argument("--only", help="only the workloads whose name contains this text")
    parser.add_argument("--record", action="store_true", help="write the counts as the new baseline")
    parser.add_argument("--tolerance", type=float, default=0.10, help="growth allowed before a workload is named (0.10 = 10%%)")
    options = parser.parse_args()
    options.binary = os.path.abspath(options.binary)
    if not os.access(options.binary, os.X_OK):
        print(f"error: no executable at {options.binary}; build it with `swift build -c release --product layout-playground`", file=sys.stderr)
        return 2
    baseline = {}
    if os.path.exists(BASELINE):
        with open(BASELINE) as file:
            baseline = json.load(file).get("workloads", {})
    results = {}
    grown = []
    keep = tempfile.TemporaryDirectory()
    binary = stripped(options.binary, keep.name)
    print(f"{'workload':<52} {'instructions':>15} {'change':>8} {'allocations':>12} {'change':>8}")
    for name, arguments in WORKLOADS.items():
        if options.only and options.only not in name:
            continue
        with tempfile.TemporaryDirectory() as scratch:
            instructions, allocs = count(binary, arguments, scratch)
        results[name] = {"instructions": instructions, "allocations": allocs}
        before = baseline.get(name)
        changes = []
        for key, value in (("instructions", instructions), ("allocations", allocs)):
            if before and before.get(key):
                change = value / before[key] - 1
                changes.append(f"{change:+.1%}")
                if change > options.tolerance:
                    grown.append(f"{name}: {key} {before[key]:,} -> {value:,} ({change:+.1%})")
            else:
                changes.append("new")
        print(f"{name:<52} {instructions:>15,} {changes[0]:>8} {allocs:>12,} {changes[1]:>8}", flush=True)
    if options.record:
        merged = dict(baseline)
        merged.update(results)
        commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
        temporary = BASELINE + ".tmp"
        with open(temporary, "w") as file:
            json.dump({"commit": commit, "tool": "valgrind --tool=callgrind, SWIFT_DETERMINISTIC_HASHING=1, release build",
                       "workloads": merged}, file, indent=1, sort_keys=True)
            file.write("\n")
        os.replace(temporary, BASELINE)
        print(f"baseline written: {os.path.relpath(BASELINE, ROOT)}")
        return 0
    if grown:
        print("\ngrew by more than {:.0%}:".format(options.tolerance))
        for line in grown:
            print("  " + line)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
