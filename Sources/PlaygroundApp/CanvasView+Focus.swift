import CGtk

/// The canvas with the keyboard: a ring round it while it has the focus (the arrow keys walk
/// its views: `PlaygroundWindow.installPanelFocus`).
extension CanvasView {
    func installFocusControllers() {
        let focus = GRef<GKind.Controller>(adopting: gtk_event_controller_focus_new()!)
        focus.on("enter") { [weak self] in self?.redraw() }
        focus.on("leave") { [weak self] in self?.redraw() }
        Gtk.addController(focus, to: area)
    }

    /// Whether the canvas has the keyboard focus, its ring drawn.
    var showsFocusRing: Bool { gtk_widget_has_focus(area.widget) != 0 }

    /// The focus ring: the accent colour round the canvas's edge.
    func paintFocusRing(on cairo: OpaquePointer, width: Double, height: Double) {
        guard showsFocusRing, width > 4, height > 4 else { return }
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, 0.21, 0.52, 0.89, 0.9)
        cairo_set_line_width(cairo, 2)
        cairo_rectangle(cairo, 1, 1, width - 2, height - 2)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }
}
