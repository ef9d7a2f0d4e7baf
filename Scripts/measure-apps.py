#!/usr/bin/env python3
"""Measures how much of whole app folders lays out.

For each app folder given, runs the built executable on every preview (and, with --views,
on every view the folder declares) in its own process, as a person would:

    layout-playground layout APP_DIR --preview N --fixed-advance-text
    layout-playground layout APP_DIR --view NAME --fixed-advance-text

each under `timeout 30` and a 6 GB address-space limit (`ulimit -v 6000000`), and reports
per app: items, laid out (exit 0), stopped (exit 1, with the first error line), crashed or
hung (any other ending), the slowest item; a stopped item that still printed its layout (a
view of it drawn as an error placeholder) is counted apart; then the first errors' causes ranked by count
across the apps. The previews and views come from `layout-playground list APP_DIR --format
json` when the executable has that command, else from the names the error of
`--preview 9999` lists.

Usage: Scripts/measure-apps.py [--binary PATH] [--views | --views-only] [--every N] [--jobs N] [--json OUT] APP_DIR...
The apps are others' code: keep them outside the repository (in /tmp).
"""

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
from collections import Counter, defaultdict

LIMIT_SECONDS = 30
ADDRESS_SPACE_KB = 6_000_000


def run_limited(binary, args, cwd):
    """Runs the executable with the time and memory limits; (status, seconds, stderr, whether
    it printed a layout)."""
    command = ["bash", "-c", f'ulimit -v {ADDRESS_SPACE_KB}; exec timeout {LIMIT_SECONDS} "$0" "$@"', binary] + args
    started = time.monotonic()
    process = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    elapsed = time.monotonic() - started
    return process.returncode, elapsed, process.stderr.decode("utf-8", "replace"), len(process.stdout) > 0


def list_items(binary, app, with_views):
    """The app's previews (numbers from 1, with names) and views (names; FILE:Name where several files declare one)."""
    process = subprocess.run([binary, "list", app, "--format", "json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if process.returncode == 0:
        try:
            listing = json.loads(process.stdout.decode("utf-8", "replace"))
            entries = listing.get("items", [])
            previews = [entry for entry in entries if entry.get("kind") == "preview"]
            items = [("preview", str(index + 1), entry.get("name", str(index + 1)), entry.get("file"), entry.get("line"))
                     for index, entry in enumerate(previews)]
            if with_views:
                views = [entry for entry in entries if entry.get("kind") == "view"]
                named = Counter(entry["name"] for entry in views)
                for entry in views:
                    # A name several files declare is chosen by its file.
                    argument = f"{entry['file']}:{entry['name']}" if named[entry["name"]] > 1 else entry["name"]
                    items.append(("view", argument, entry["name"], entry.get("file"), entry.get("line")))
            return items
        except (ValueError, KeyError, TypeError):
            pass
    # No `list`: the names the refusal of an unknown preview lists.
    _, _, stderr, _ = run_limited(binary, ["layout", app, "--preview", "9999", "--fixed-advance-text"], None)
    match = re.search(r"its previews are (.*)", stderr)
    if not match:
        return []
    listed = match.group(1).strip()
    names = listed[1:-1].split("', '") if listed.startswith("'") and listed.endswith("'") else []
    return [("preview", str(index + 1), name, None, None) for index, name in enumerate(names)]


ERROR_LINE = re.compile(r"(?:^|: )error: (.*)$")


def first_error(stderr):
    """The first error line: (where, message)."""
    for line in stderr.splitlines():
        match = ERROR_LINE.search(line)
        if match:
            where = line[: match.start()].strip() if match.start() > 0 else ""
            return where, match.group(1).strip()
    lines = [line for line in stderr.splitlines() if line.strip()]
    return "", (lines[-1].strip() if lines else "")


def cause(message):
    """A message with the scene's own names and values left out, to count alike causes."""
    text = re.sub(r"'[^']*'", "'…'", message)
    text = re.sub(r'"[^"]*"', '"…"', text)
    text = re.sub(r"\b\d+(\.\d+)?\b", "N", text)
    return text[:160]


def measure(binary, app, item):
    kind, argument, name, file, line = item
    flag = "--preview" if kind == "preview" else "--view"
    status, seconds, stderr, printed = run_limited(binary, ["layout", app, flag, argument, "--fixed-advance-text"], None)
    where, message = first_error(stderr) if status != 0 else ("", "")
    warnings = sum(1 for text in stderr.splitlines() if ": warning: " in text or text.startswith("warning: "))
    return {"kind": kind, "argument": argument, "name": name, "file": file, "line": line, "status": status,
            "seconds": round(seconds, 3), "where": where, "error": message, "warnings": warnings,
            "partial": status == 1 and printed}


def outcome(status):
    if status == 0:
        return "laid out"
    if status == 1:
        return "stopped"
    return "crashed or hung"


def main():
    parser = argparse.ArgumentParser(description="Measure how many previews and views of whole app folders lay out.")
    parser.add_argument("apps", nargs="+", help="app folders")
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "layout-playground"))
    parser.add_argument("--views", action="store_true", help="also lay out every view the folder declares (--view NAME)")
    parser.add_argument("--views-only", action="store_true", help="lay out only the views (implies --views)")
    parser.add_argument("--jobs", type=int, default=2, help="items laid out at once")
    parser.add_argument("--json", help="write every item's result to this file")
    parser.add_argument("--every", type=int, default=1, help="of the views, lay out only every Nth (1st, N+1th, ...) to sample a large app")
    parser.add_argument("--examples", type=int, default=2, help="examples listed per cause")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"no executable at {binary} (build it, or pass --binary)")

    results = {}
    for app in arguments.apps:
        items = list_items(binary, app, arguments.views or arguments.views_only)
        if arguments.views_only:
            items = [item for item in items if item[0] == "view"]
        if arguments.every > 1:
            views = [item for item in items if item[0] == "view"]
            sampled = set(id(item) for item in views[::arguments.every])
            items = [item for item in items if item[0] != "view" or id(item) in sampled]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
            results[app] = list(pool.map(lambda item: measure(binary, app, item), items))
        report_app(app, results[app])

    print()
    print("| app | kind | items | laid out | stopped | of which drawn with error placeholders | crashed or hung | slowest (s) |")
    print("|---|---|---|---|---|---|---|---|")
    totals = defaultdict(Counter)
    for app, items in results.items():
        for kind in ("preview", "view"):
            of_kind = [item for item in items if item["kind"] == kind]
            if not of_kind:
                continue
            counts = Counter(outcome(item["status"]) for item in of_kind)
            counts["partial"] = sum(1 for item in of_kind if item.get("partial"))
            slowest = max(item["seconds"] for item in of_kind)
            print(f"| {os.path.basename(os.path.normpath(app))} | {kind}s | {len(of_kind)} | {counts['laid out']} | {counts['stopped']} | "
                  f"{counts['partial']} | {counts['crashed or hung']} | {slowest:.2f} |")
            totals[kind].update(counts)
            totals[kind]["items"] += len(of_kind)
    for kind, counts in totals.items():
        share = 100.0 * counts["laid out"] / counts["items"] if counts["items"] else 0
        print(f"| all | {kind}s | {counts['items']} | {counts['laid out']} ({share:.0f}%) | {counts['stopped']} | {counts['partial']} | "
              f"{counts['crashed or hung']} | |")

    print()
    print("First errors by cause, across apps (count, apps, cause, examples):")
    causes = defaultdict(list)
    for app, items in results.items():
        for item in items:
            if item["status"] != 0:
                text = item["error"] if item["status"] == 1 else f"exit {item['status']}"
                causes[cause(text)].append((os.path.basename(os.path.normpath(app)), item))
    for text, entries in sorted(causes.items(), key=lambda pair: -len(pair[1])):
        apps = sorted({app for app, _ in entries})
        print(f"{len(entries):4d}  [{', '.join(apps)}]  {text}")
        for app, item in entries[: arguments.examples]:
            print(f"        {app} {item['kind']} {item['argument']}: {item['where']} {item['error']}")

    if arguments.json:
        with open(arguments.json, "w") as file:
            json.dump(results, file, indent=1)


def report_app(app, items):
    counts = Counter(outcome(item["status"]) for item in items)
    slowest = max((item["seconds"] for item in items), default=0)
    print(f"{app}: {len(items)} items, {counts['laid out']} laid out, {counts['stopped']} stopped, "
          f"{counts['crashed or hung']} crashed or hung, slowest {slowest:.2f} s", flush=True)


if __name__ == "__main__":
    main()
