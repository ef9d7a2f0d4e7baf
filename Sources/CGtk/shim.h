// GTK 4 for Swift. Flags and libraries come from pkg-config (gtk4); see Package.swift.
// Swift calls GTK's functions directly; what it cannot call (function-like macros such as
// G_CALLBACK and the GTK_WIDGET casts) is replaced by pointer casts in PlaygroundApp's
// `GObjectCasts.swift` and `Signals.swift`.
#pragma once
#include <gtk/gtk.h>
