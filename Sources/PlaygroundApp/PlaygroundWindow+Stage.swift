import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel

/// The window on stage: what of the canvas a folded panel leaves uncovered (the live labels
/// stay there).
extension PlaygroundWindow {
    /// The panels' widgets (the flaps' children), for their place over the canvas.
    var panelWidgets: [(name: String, flap: GBorrowed<GKind.Flap>)] {
        [("tree", treeFlap.borrowed), ("inspector", inspectorFlap.borrowed)]
    }

    /// A panel's rectangle in `target`'s coordinates: nil unless it is shown.
    func panelRect<W: GObjectHandle>(_ flap: GBorrowed<GKind.Flap>, in target: W) -> Rect? where W.Kind: WidgetKind {
        guard let panel = adw_flap_get_flap(flap.opaque), gtk_widget_get_mapped(panel) != 0,
              adw_flap_get_reveal_flap(flap.opaque) != 0 else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(panel, target.widget, 0, 0, &x, &y) != 0 else { return nil }
        return Rect(x: x, y: y, width: Double(gtk_widget_get_width(panel)), height: Double(gtk_widget_get_height(panel)))
    }

    /// The part of the canvas no folded panel covers, in the canvas's pixels: a panel revealed
    /// over the canvas takes the side it is on.
    func canvasVisibleRegion() -> Rect {
        let width = Double(gtk_widget_get_width(canvas.area.widget)), height = Double(gtk_widget_get_height(canvas.area.widget))
        var minX = 0.0, maxX = width
        for (_, flap) in panelWidgets where adw_flap_get_folded(flap.opaque) != 0 {
            guard let panel = panelRect(flap, in: canvas.area), panel.maxX > minX, panel.minX < maxX else { continue }
            // The panel's side: the one its middle is nearer.
            if panel.midX < width / 2 { minX = max(minX, panel.maxX) } else { maxX = min(maxX, panel.minX) }
        }
        return Rect(x: minX, y: 0, width: max(maxX - minX, 0), height: height)
    }
}

/// The panels at a projector's width (1024 x 768): the tree and the inspector fold over the
/// canvas, the inspector shown over its right side while it has a view to show and away while
/// empty. The scene gets the room, and a view selected on the canvas brings the inspector over
/// it without moving the scene.
extension PlaygroundWindow {
    /// Room for the tree (up to 320 pixels), a phone at a useful zoom (520) and the inspector
    /// (300): a narrower window folds both panels. Decided by the window's width alone (a
    /// flap's own threshold depends on the other flap's folding, and the two see-sawed).
    static let narrowWidth: Int32 = 1140

    var isNarrow: Bool { gtk_widget_get_width(window.widget) < Self.narrowWidth }

    func updateInspectorFolding() {
        let narrow = isNarrow
        guard narrow != panelsFolded else { return }
        panelsFolded = narrow
        let policy = narrow ? ADW_FLAP_FOLD_POLICY_ALWAYS : ADW_FLAP_FOLD_POLICY_AUTO
        adw_flap_set_fold_policy(treeFlap.opaque, policy)
        adw_flap_set_fold_policy(inspectorFlap.opaque, policy)
        revealFoldedInspector()
    }

    /// A folded inspector shows while a row is selected and goes when none is (F8 still shows
    /// or hides it in between); outside presentation mode, which hides every panel.
    func revealFoldedInspector() {
        guard !isPresenting, adw_flap_get_folded(inspectorFlap.opaque) != 0 else { return }
        let reveal: gboolean = selectedRow != nil ? 1 : 0
        if adw_flap_get_reveal_flap(inspectorFlap.opaque) != reveal { adw_flap_set_reveal_flap(inspectorFlap.opaque, reveal) }
    }
}

/// Presentation mode: the panels shown before it, brought back when it ends.
extension PlaygroundWindow {
    /// Shows or hides the tree, the inspector and the source, their toggles following. A panel
    /// that folds as the window changes size may be hidden by its flap afterwards: once the
    /// window has its new size, the panels are set again.
    func restorePanels(tree: Bool, inspector: Bool, source: Bool) {
        func apply() {
            adw_flap_set_reveal_flap(treeFlap.opaque, tree ? 1 : 0)
            // Folded, an empty inspector stays away (`revealFoldedInspector`).
            let inspectorFolded = adw_flap_get_folded(inspectorFlap.opaque) != 0
            adw_flap_set_reveal_flap(inspectorFlap.opaque, inspector && !(inspectorFolded && !isPresenting && selectedRow == nil) ? 1 : 0)
            setToggleState("show-tree", tree)
            setToggleState("show-inspector", inspector)
            setToggleState("toggle-source", source)
            gtk_widget_set_visible(sourcePane.container.widget, source ? 1 : 0)
        }
        apply()
        // Leaving full screen resizes the window a moment later; a flap folding or unfolding
        // then sets its own reveal.
        guard !isPresenting else { return }
        Gtk.after(milliseconds: 400) { [weak self] in
            guard let self, !self.isPresenting else { return }
            apply()
        }
    }
}

/// Esc leaves presentation mode, whatever has the focus in the window (a popover's Esc is its
/// own: it closes the popover).
extension PlaygroundWindow {
    func installPresentationKeys() {
        let keys = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
        gtk_event_controller_set_propagation_phase(keys.opaque, GTK_PHASE_CAPTURE)
        keys.onKeyPressed { [weak self] keyval, state in
            guard let self, self.isPresenting, keyval == UInt32(GDK_KEY_Escape),
                  state & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return false }
            self.setToggleState("presentation", false)
            self.setPresenting(false)
            return true
        }
        Gtk.addController(keys, to: window)
    }
}

/// The first launch: the window opens maximised on the built-in example when no scene is named,
/// and on any scene when the screen is smaller than its default size (a projector).
extension PlaygroundWindow {
    static let defaultSize = (width: 1400, height: 900)

    /// True when the first monitor is smaller than the window's default size.
    static var screenIsSmall: Bool {
        guard let display = gdk_display_get_default(), let monitors = gdk_display_get_monitors(display),
              g_list_model_get_n_items(monitors) > 0, let first = g_list_model_get_item(monitors, 0) else { return false }
        defer { g_object_unref(first) }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(OpaquePointer(first), &geometry)
        return geometry.width > 0 && (geometry.width < defaultSize.width || geometry.height < defaultSize.height)
    }
}

/// Drop-downs whose tooltip does not cover their own list.
extension PlaygroundWindow {
    /// While `dropDown`'s list is open its tooltip is off: left under the pointer, it showed
    /// over the list's first item (the device drop-down's "Custom size").
    func quietTooltipWhileOpen(_ dropDown: GRef<GKind.DropDown>) {
        let owner = dropDown.borrowed
        var child = gtk_widget_get_first_child(dropDown.widget)
        while let widget = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0 {
                let popover = GBorrowed<GKind.Widget>(widget)
                popover.on("show") {
                    gtk_widget_set_has_tooltip(owner.widget, 0)
                    gtk_widget_trigger_tooltip_query(owner.widget)
                }
                popover.on("hide") { gtk_widget_set_has_tooltip(owner.widget, 1) }
            }
            child = gtk_widget_get_next_sibling(widget)
        }
    }
}
