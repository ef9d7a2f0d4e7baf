// librsvg for Swift: the SF Symbol stand-ins (Adwaita's symbolic SVG icons) are drawn with it.
// Flags and libraries come from pkg-config (librsvg-2.0); see Package.swift.
#pragma once
#include <librsvg/rsvg.h>
