#!/usr/bin/env bash
# Quick start, command 1: installs what is missing, builds, and runs the main job on an
# example scene (headless: the layout of data/country-rows.swift as a tree).
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift-env.sh
Scripts/install-dependencies.sh
swift build --product layout-playground
scene=data/country-rows.swift
echo
echo "\$ layout-playground layout $scene --format text"
.build/debug/layout-playground layout "$scene" --format text
