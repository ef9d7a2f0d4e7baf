#!/usr/bin/env bash
# Quick start, command 2 (and CI): installs what is missing, builds, and runs every test:
# the engine's unit tests, the SwiftUI conformance cases, the scene reader's tests and the
# commands' end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/swift-env.sh
Scripts/install-dependencies.sh
swift build --build-tests
swift test --skip-build
