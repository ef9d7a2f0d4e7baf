import CGtk

/// Tab never edits: Tab and Shift+Tab (Ctrl+Tab and Ctrl+Shift+Tab too) move the focus from
/// panel to panel: the tree, the canvas, the inspector, the source, the navigator where an
/// app is open, skipping those hidden or with nothing to focus. In the source, Tab indents
/// only once the person is editing there (`SourcePane.isEditing`); Ctrl+Tab leaves it.
/// (GTK's own Tab walked into the editor at the end of the file, out of sight, and the next
/// Tab wrote spaces there.)
extension PlaygroundWindow {
    /// The panels in Tab's order.
    enum FocusPanel: String, CaseIterable {
        case tree, canvas, inspector, source, navigator
    }

    func installPanelFocus() {
        let keys = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_ISO_Left_Tab) || keyval == UInt32(GDK_KEY_KP_Tab) else { return false }
            let control = state & GDK_CONTROL_MASK.rawValue != 0
            // The editor's own Tab (indent, Shift+Tab unindent) once the person edits there.
            if !control, self.sourcePane.hasFocus, self.sourcePane.isEditing { return false }
            // Tab in a popover or a dialog of the window is theirs.
            guard self.focusedPanel() != nil || self.focusIsInMainArea() else { return false }
            let backward = keyval == UInt32(GDK_KEY_ISO_Left_Tab) || state & GDK_SHIFT_MASK.rawValue != 0
            self.focusNextPanel(backward: backward)
            return true
        }
        Gtk.addController(keys, to: window)
        // The arrow keys on the canvas walk its views: Down and Right the next row of the tree,
        // Up and Left the previous (Left and Right step instead while stepping).
        let arrows = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
        arrows.onKeyPressed { [weak self] keyval, state in
            let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            guard let self, state & modifiers == 0 else { return false }
            let sideways = keyval == UInt32(GDK_KEY_Left) || keyval == UInt32(GDK_KEY_Right)
            guard !(sideways && self.stepThrough != nil) else { return false }
            switch keyval {
            case UInt32(GDK_KEY_Down), UInt32(GDK_KEY_Right): return self.walkViews(by: 1)
            case UInt32(GDK_KEY_Up), UInt32(GDK_KEY_Left): return self.walkViews(by: -1)
            default: return false
            }
        }
        Gtk.addController(arrows, to: canvas.area)
    }

    /// Selects the tree's next (or previous) row from the selected one, the first (or last)
    /// when none is; false when there is no row to go to.
    func walkViews(by step: Int) -> Bool {
        guard let rows = outline?.rows, !rows.isEmpty else { return false }
        let next = selectedRow.map { $0 + step } ?? (step > 0 ? 0 : rows.count - 1)
        guard rows.indices.contains(next) else { return false }
        select(row: next, fromTree: false)
        return true
    }

    /// The widget of each panel, for finding which one holds the focus.
    private func panelWidget(_ panel: FocusPanel) -> UnsafeMutablePointer<GtkWidget> {
        switch panel {
        case .tree: return tree.container.widget
        case .canvas: return canvas.area.widget
        case .inspector: return inspector.container.widget
        case .source: return sourcePane.container.widget
        case .navigator: return navigator.container.widget
        }
    }

    /// The panel the focus is in, nil when it is elsewhere (the header bar, the screen bar).
    func focusedPanel() -> FocusPanel? {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return nil }
        return FocusPanel.allCases.first { panel in
            let widget = panelWidget(panel)
            return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
        }
    }

    /// The focus is in the window's own widgets (the header bar, the screen bar), not in a
    /// popover or a menu of theirs.
    private func focusIsInMainArea() -> Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(window.widget)) else { return true }
        return gtk_widget_get_native(focus) == gtk_widget_get_native(window.widget)
    }

    /// Moves the focus to the next (or previous) panel that can take it.
    func focusNextPanel(backward: Bool) {
        let order = FocusPanel.allCases
        let start = focusedPanel().flatMap { order.firstIndex(of: $0) } ?? (backward ? 0 : order.count - 1)
        for step in 1...order.count {
            let index = ((start + (backward ? -step : step)) % order.count + order.count) % order.count
            if focus(order[index]) { return }
        }
    }

    /// Gives `panel` the focus; false when it is hidden or has nothing to focus.
    @discardableResult
    func focus(_ panel: FocusPanel) -> Bool {
        let widget = panelWidget(panel)
        guard gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0 else { return false }
        switch panel {
        case .tree:
            tree.focusRows()
        case .canvas:
            gtk_widget_grab_focus(canvas.area.widget)
        case .source:
            sourcePane.focusFromPanel()
        case .navigator:
            navigator.focusList()
        case .inspector:
            return gtk_widget_child_focus(widget, GTK_DIR_TAB_FORWARD) != 0
        }
        return focusedPanel() == panel
    }
}

/// F7 and F8: the panel shown takes the focus, so the keys that follow act in it.
extension PlaygroundWindow {
    /// Reveals or hides the tree or the inspector. A panel shown takes the focus (once its
    /// flap has shown it: a folded flap slides in); the focus in a panel hidden goes to the canvas.
    func showPanel(_ panel: FocusPanel, _ shown: Bool) {
        let flap = panel == .tree ? treeFlap.borrowed : inspectorFlap.borrowed
        let hadFocus = focusedPanel() == panel
        adw_flap_set_reveal_flap(flap.opaque, shown ? 1 : 0)
        guard shown else {
            if hadFocus { gtk_widget_grab_focus(canvas.area.widget) }
            return
        }
        if focus(panel) { return }
        Gtk.after(milliseconds: 300) { [weak self] in
            guard let self, adw_flap_get_reveal_flap(flap.opaque) != 0 else { return }
            self.focus(panel)
        }
    }
}
