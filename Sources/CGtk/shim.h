// GTK 4 and libadwaita 1 for Swift. Flags and libraries come from pkg-config (libadwaita-1,
// which requires gtk4); see Package.swift. Swift calls their functions directly; what it
// cannot call (function-like macros such as G_CALLBACK and the GTK_WIDGET casts) is replaced
// by pointer casts in PlaygroundApp's `GObject/` files.
#pragma once
#include <gtk/gtk.h>
#include <adwaita.h>
