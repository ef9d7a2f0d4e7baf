#!/usr/bin/env python3
"""The table of `run.sh YOGA_DIR instructions`: instructions per pass, the playground's beside Yoga's.

Reads the folder run.sh wrote: callgrind files with one dump per layout call (`yoga.out.N`,
`playground.out.N`, in call order) and the JSON lines each program printed (the shapes and their
sizes, in the same order).
  - Yoga's harness, per shape (row, binary, form): a full pass, the re-layout tree's first pass,
    its re-layout at a new width: dumps 1-3, 4-6, 7-9.
  - `layout-playground bench --repetitions 1 --json`, per shape (row, binary, nested, form): a
    full pass and a re-layout: dumps 1-2, 3-4, 5-6, 7-8.
"""

import glob
import json
import os
import re
import sys

def name(shape, views):
    """The shape as BENCHMARKS.md names it, at the size run."""
    return {"row": f"row of {(views - 1) // 2:,} fixed leaves", "binary": f"binary tree of {(views + 1) // 2:,} leaves",
            "form": f"{(views - 1) // 5:,} form rows"}[shape]


def counts(folder, prefix):
    """Instructions of each dumped call, in call order."""
    files = sorted(glob.glob(os.path.join(folder, prefix + ".out.*")), key=lambda f: int(f.rsplit(".", 1)[1]))
    found = []
    for path in files:
        with open(path) as text:
            found.append(int(re.search(r"^summary: (\d+)", text.read(), re.M).group(1)))
    return found


def main():
    folder = sys.argv[1]
    with open(os.path.join(folder, "yoga.jsonl")) as text:
        yoga_rows = [json.loads(line) for line in text]
    with open(os.path.join(folder, "playground.jsonl")) as text:
        ours_rows = [json.loads(line) for line in text]
    yoga_counts, ours_counts = counts(folder, "yoga"), counts(folder, "playground")
    yoga = {row["shape"]: (row["nodes"], yoga_counts[3 * i], yoga_counts[3 * i + 2]) for i, row in enumerate(yoga_rows)}
    ours = {row["shape"]: (row["views"], ours_counts[2 * i], ours_counts[2 * i + 1]) for i, row in enumerate(ours_rows)}
    print("| shape | views (Yoga nodes) | full pass, instructions per view | Yoga, per node | playground / Yoga "
          "| re-layout, per view | Yoga's cached re-layout, per node | playground / Yoga |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for shape in ("row", "binary", "form"):
        if shape not in yoga or shape not in ours:
            continue
        (nodes, full, again), (views, our_full, our_again) = yoga[shape], ours[shape]
        print(f"| {name(shape, views)} | {views} ({nodes}) | {our_full / views:.0f} | {full / nodes:.0f} | {our_full / full:.2f} "
              f"| {our_again / views:.0f} | {again / nodes:.0f} | {our_again / again:.2f} |")


if __name__ == "__main__":
    main()
