// GtkSourceView 5 for Swift: the source pane's editor (highlighting, line numbers, marks).
// Flags and libraries come from pkg-config (gtksourceview-5); see Package.swift.
#pragma once
#include <gtksourceview/gtksource.h>
