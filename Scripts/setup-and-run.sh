#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and runs the main job: the
# playground window on its built-in example scene when there is a display; without one
# (a server, CI), the headless job: renders data/country-rows.swift into out/ and prints its
# layout.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift-env.sh
Scripts/install-dependencies.sh
# An optimised build: layout is several times faster than in a debug build (BENCHMARKS.md).
# The first build compiles swift-syntax with optimisations and takes a while (README).
swift build -c release --product layout-playground
run() { echo; echo "\$ layout-playground $*"; .build/release/layout-playground "$@"; }
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  run gui
else
  mkdir -p out
  scene=data/country-rows.swift
  run render "$scene" -o out/country-rows.png --overlays frames,spacing
  run render "$scene" -o out/country-rows-all-sizes.png --dynamic-type all --scale 1
  run layout "$scene" --format text --proposal 393x300
  echo
  echo "No display: the window was not opened. Under Xvfb: Xvfb :99 & DISPLAY=:99 GSK_RENDERER=cairo .build/release/layout-playground"
fi
