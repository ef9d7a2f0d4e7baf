// Pango, PangoCairo and Cairo (with its PNG, SVG and PDF surfaces) for Swift. Flags and
// libraries come from pkg-config (pangocairo, cairo-svg, cairo-pdf); see Package.swift.
#pragma once
#include <pango/pangocairo.h>
#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
