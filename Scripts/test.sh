#!/usr/bin/env bash
# Quick start, command 2 (and CI): installs what is missing, builds, and runs every test:
# the engine's unit tests, the SwiftUI conformance cases, the scene reader's tests and the
# commands' end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift-env.sh
Scripts/install-dependencies.sh
swift build --build-tests
# Every test but the window's, in parallel; then the window tests one at a time: each drives a
# real window under an X server of its own, and several at once on two cores starve each
# other's first frames (a click can reach a window before it has settled).
swift test --skip-build --skip WindowTests
swift test --skip-build --filter WindowTests --no-parallel
