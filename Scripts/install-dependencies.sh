#!/usr/bin/env bash
# Installs the Debian packages Layout Playground needs, skipping those already installed.
# Needs root (or sudo) and Debian's package registry. The Swift toolchain is expected on PATH
# (or at /opt/swift/usr/bin).
set -euo pipefail

packages=(
  pkg-config            # SwiftPM finds gtk4, pango and cairo through it
  libgtk-4-dev          # the playground window (GTK 4)
  libadwaita-1-dev      # ... as a GNOME app (libadwaita 1.2)
  libgtksourceview-5-dev # ... with its source pane (GtkSourceView 5)
  libpango1.0-dev       # text measurement and drawing
  libcairo2-dev         # drawing, PNG/SVG/PDF output
  fonts-inter           # the stand-in for Apple's San Francisco
  fonts-noto-color-emoji # emoji in Text, drawn in colour
  bootstrap-icons       # SF Symbol stand-ins (Documentation/drawing.md, "SF Symbols")
  adwaita-icon-theme    # ... and for what bootstrap-icons lacks
  librsvg2-dev          # ... drawn from their SVG files
  xvfb                  # the window's end-to-end tests run under a virtual display
  xdotool               # ... with synthesized pointer and keyboard input
  imagemagick           # ... and screenshots
  xclip                 # ... reading what the window copied to the clipboard
  openbox               # ... a window manager, for full-screen presentation mode
  python3-gi            # ... a GTK 4 drag source (Tests/WindowTests/Tools/drag-source.py)
  gir1.2-gtk-4.0        #     for dropping a file on the window
  python3               # the conformance runner
  chromium              # the exported web page's tests run in a real browser, headless
  strace                # the hostile tests check that no file outside a scene's folder is opened
  nodejs                # the web page's script is checked with node --check
  desktop-file-utils    # the install tests: desktop-file-validate
  appstream             # ... appstreamcli validate for the metainfo
  man-db                # ... man -l for the manual pages
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-dependencies: everything is installed"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "install-dependencies: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "install-dependencies: done"
