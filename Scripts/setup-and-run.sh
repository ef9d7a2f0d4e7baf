#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and runs the main job headless on
# an example scene: renders data/country-rows.swift at the default and at an accessibility text
# size, and prints its layout.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift-env.sh
Scripts/install-dependencies.sh
swift build --product layout-playground
mkdir -p out
scene=data/country-rows.swift
run() { echo; echo "\$ layout-playground $*"; .build/debug/layout-playground "$@"; }
run render "$scene" -o out/country-rows.png --overlays frames,spacing
run render "$scene" -o out/country-rows-all-sizes.png --dynamic-type all --scale 1
run layout "$scene" --format text --proposal 393x300
