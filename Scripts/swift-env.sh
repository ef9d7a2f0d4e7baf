#!/usr/bin/env bash
# Puts the Swift toolchain on PATH when it is installed at /opt/swift but not on PATH.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
