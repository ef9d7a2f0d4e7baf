import CGtk

/// When Tab is the editor's (it indents) and when it is the window's (it moves to the next
/// panel): the editor's only once the person is editing there, having clicked in it or typed
/// in it since its focus came (`isEditing`). Focus brought by Tab shows the cursor and edits
/// nothing.
extension SourcePane {
    /// Tab, Shift+Tab (ISO_Left_Tab) and the modifier keys: keys that do not start editing.
    static func isTabOrModifier(_ keyval: UInt32) -> Bool {
        keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_ISO_Left_Tab) || keyval == UInt32(GDK_KEY_KP_Tab)
            || (UInt32(GDK_KEY_Shift_L)...UInt32(GDK_KEY_Hyper_R)).contains(keyval) || keyval == UInt32(GDK_KEY_ISO_Level3_Shift)
    }

    /// A press in the editor or a key typed there starts editing; the focus leaving ends it.
    func trackEditing() {
        let press = GRef<GKind.Controller>(adopting: gtk_gesture_drag_new()!)
        gtk_event_controller_set_propagation_phase(press.opaque, GTK_PHASE_CAPTURE)
        press.onPoint("drag-begin") { [weak self] _, _ in self?.isEditing = true }
        Gtk.addController(press, to: view)
        let keys = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.onKeyPressed { [weak self] keyval, _ in
            if !Self.isTabOrModifier(keyval) { self?.isEditing = true }
            return false
        }
        Gtk.addController(keys, to: view)
        let focus = GRef<GKind.Controller>(adopting: gtk_event_controller_focus_new()!)
        focus.on("leave") { [weak self] in self?.isEditing = false }
        Gtk.addController(focus, to: view)
    }

    /// Whether the editor has the keyboard focus.
    var hasFocus: Bool { gtk_widget_has_focus(view.widget) != 0 }

    /// Gives the editor the focus from another panel (Tab): the cursor where it was, scrolled
    /// into view; not editing yet, so the next Tab goes on to the next panel.
    func focusFromPanel() {
        gtk_widget_grab_focus(view.widget)
        isEditing = false
        let buffer = gtk_text_view_get_buffer(view.cast())
        // A cursor nobody placed sits at the end of the text: it starts at the top instead.
        var cursor = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &cursor, gtk_text_buffer_get_insert(buffer))
        if gtk_text_iter_is_end(&cursor) != 0 {
            gtk_text_buffer_get_start_iter(buffer, &cursor)
            gtk_text_buffer_place_cursor(buffer, &cursor)
        }
        gtk_text_view_scroll_mark_onscreen(view.cast(), gtk_text_buffer_get_insert(buffer))
    }
}
