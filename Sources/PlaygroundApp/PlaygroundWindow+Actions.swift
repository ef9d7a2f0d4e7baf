import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// What the window's actions do beyond one call (their table is `PlaygroundAction.all`), the
/// screen's settings and presentation mode.
extension PlaygroundWindow {
    // MARK: Actions (declared in `PlaygroundAction.all`)

    func setVariants(_ set: VariantSet) {
        variantSet = set
        if let action = g_action_map_lookup_action(window.opaque, "variants") {
            g_simple_action_set_state(action, g_variant_new_string(set.rawValue))
        }
        showVariants()
    }

    /// The state of the boolean action `win.name`.
    func toggleState(_ name: String) -> Bool {
        guard let action = g_action_map_lookup_action(window.opaque, name), let state = g_action_get_state(action) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// Sets the state of `win.name` without acting (the setting changed another way).
    func setToggleState(_ name: String, _ on: Bool) {
        guard let action = g_action_map_lookup_action(window.opaque, name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    func editSelected(_ edit: (TreeRow) -> SceneEdit) {
        guard let row = selectedTreeRow() else { return }
        do {
            try document.apply(edit(row))
        } catch {
            showToast("\(error)")
        }
    }

    /// Alt+Up, Alt+Down: the selected row among its siblings; the selection follows it.
    func moveSelected(up: Bool) {
        guard let row = selectedTreeRow(), let index = selectedRow else { return }
        let destination = outline?.index(afterMoving: index, up: up)
        do {
            try document.apply(up ? .moveUp(row.id) : .moveDown(row.id))
            if let destination { select(row: destination, fromTree: false) }
        } catch {
            showToast("\(error)")
        }
    }

    func stepDynamicType(_ steps: Int) {
        if session.stepDynamicType(by: steps) { relayout() }
    }

    /// The preset drop-down chose a screen: a device's, or "Custom size" (the same proposal as a
    /// plain window). One undo step; nothing when it names the screen already shown.
    func presetChanged() {
        let index = Int(gtk_drop_down_get_selected(presetDropDown.opaque)) - 1
        let chosen = DevicePreset.all.indices.contains(index) ? Screen(DevicePreset.all[index]) : Screen(proposal: document.screen.proposal)
        guard chosen.preset != document.screen.preset else { return }
        document.recordScreenChange(from: document.screen, to: chosen)
        canvas.zoomToFit()
    }

    /// Shows the document's screen in the preset drop-down and the proposal field.
    func showScreen() {
        let index = document.screen.preset.flatMap { id in DevicePreset.all.firstIndex { $0.id == id } }.map { $0 + 1 } ?? 0
        if gtk_drop_down_get_selected(presetDropDown.opaque) != UInt32(index) {
            gtk_drop_down_set_selected(presetDropDown.opaque, UInt32(index))
        }
        if gtk_widget_has_focus(proposalEntry.widget) == 0 {
            gtk_editable_set_text(proposalEntry.opaque, session.proposal.description)
        }
    }

    func setPresenting(_ on: Bool) {
        guard on != isPresenting else { return }
        isPresenting = on
        // The panels and the source hide; leaving brings back what was shown before. Hiding a
        // panel turns its toggle off (the flap says so), so what was shown is kept here first.
        if on { shownBeforePresenting = (toggleState("show-tree"), toggleState("show-inspector"), toggleState("toggle-source")) }
        let shown = on ? (tree: false, inspector: false, source: false) : (shownBeforePresenting ?? (true, true, true))
        gtk_widget_set_visible(treeFlap.widget, 1)
        restorePanels(tree: shown.tree, inspector: shown.inspector, source: shown.source)
        gtk_widget_set_visible(headerBar.widget, on ? 0 : 1)
        gtk_widget_set_visible(screenBar.widget, on ? 0 : 1)
        if isPresenting { gtk_window_fullscreen(window.cast()) } else { gtk_window_unfullscreen(window.cast()) }
        canvas.isPresentationMode = isPresenting
        canvas.zoomToFit()
        // Full screen without a header: the way out is said on entry (Esc, or F5 again).
        if on { showToast("Esc leaves presentation") }
    }
}
