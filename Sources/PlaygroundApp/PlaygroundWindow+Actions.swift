import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// The window's actions and their keys, the screen's settings and presentation mode.
extension PlaygroundWindow {
    // MARK: Actions

    func installActions() {
        addAction("open") { [weak self] in self?.chooseFile(save: false) }
        addAction("save") { [weak self] in self?.save() }
        addAction("save-as") { [weak self] in self?.chooseFile(save: true) }
        addAction("undo") { [weak self] in self?.document.undo() }
        addAction("redo") { [weak self] in self?.document.redo() }
        addAction("export") { [weak self] in self?.chooseExport() }
        addAction("copy-image") { [weak self] in self?.copyImage() }
        addAction("export-previews") { [weak self] in
            guard let self else { return }
            self.chooseFolder(title: "Export All Previews") { PictureSet.previews(of: self.document, session: self.session) }
        }
        addAction("export-variants") { [weak self] in
            guard let self else { return }
            let set = self.variantSet == .none ? VariantSet.dynamicType : self.variantSet
            self.chooseFolder(title: "Export Variants (\(set.title))") { PictureSet.variants(set, of: self.document, session: self.session) }
        }
        addAction("dynamic-type-larger") { [weak self] in self?.stepDynamicType(1) }
        addAction("dynamic-type-smaller") { [weak self] in self?.stepDynamicType(-1) }
        addAction("zoom-fit") { [weak self] in self?.canvas.zoomToFit() }
        addAction("zoom-in") { [weak self] in self?.canvas.zoom(bySteps: 1, around: nil) }
        addAction("zoom-out") { [weak self] in self?.canvas.zoom(bySteps: -1, around: nil) }
        // On/off settings: actions with a boolean state, shown by their toggle buttons and as
        // check items in the menu.
        addToggleAction("presentation", false) { [weak self] on in self?.setPresenting(on) }
        addToggleAction("toggle-source", true) { [weak self] on in
            guard let self else { return }
            gtk_widget_set_visible(self.sourcePane.container.widget, on ? 1 : 0)
        }
        addToggleAction("toggle-direction", false) { [weak self] on in
            guard let self else { return }
            self.session.layoutDirection = on ? .rightToLeft : .leftToRight
            self.relayout()
        }
        addToggleAction("toggle-appearance", false) { [weak self] on in
            guard let self else { return }
            // The scene and the window both: libadwaita's dark style around a dark scene.
            self.session.colorScheme = on ? .dark : .light
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), on ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT)
            self.sourcePane.setDark(on)
            self.relayout()
        }
        addToggleAction("show-tree", true) { [weak self] on in
            guard let self else { return }
            adw_flap_set_reveal_flap(self.treeFlap.opaque, on ? 1 : 0)
        }
        addToggleAction("show-inspector", true) { [weak self] on in
            guard let self else { return }
            adw_flap_set_reveal_flap(self.inspectorFlap.opaque, on ? 1 : 0)
        }
        for overlay in RenderOptions.Overlay.allCases {
            addToggleAction("overlay-\(overlay.rawValue)", false) { [weak self] on in
                guard let self else { return }
                if on { self.overlays.insert(overlay) } else { self.overlays.remove(overlay) }
                self.canvas.renderOptions.overlays = self.overlays
                self.canvas.redraw()
            }
        }
        addVariantsAction()
        addAction("next-variants") { [weak self] in
            guard let self else { return }
            self.setVariants(self.variantSet.next)
        }
        addAction("show-help-overlay") { [weak self] in self?.showShortcuts() }
        addAction("about") { [weak self] in self?.showAbout() }
        addAction("delete-row") { [weak self] in self?.editSelected { .delete($0.id) } }
        addAction("add-view") { [weak self] in self?.tree.openViewPalette() }
        addAction("add-modifier") { [weak self] in self?.tree.openModifierPalette() }
        addAction("move-up") { [weak self] in self?.moveSelected(up: true) }
        addAction("move-down") { [weak self] in self?.moveSelected(up: false) }
        for wrapper in SceneEdit.Wrapper.allCases {
            let name = "wrap-" + wrapper.rawValue.lowercased()
            addAction(name) { [weak self] in self?.editSelected { .wrap($0.id, in: wrapper) } }
        }
        addAction("unwrap") { [weak self] in self?.editSelected { .unwrap($0.id) } }
        addAction("close") { [weak self] in self?.close() }
    }

    /// An action with a boolean state, `win.name`: activating it flips the state and calls
    /// `body` with the new one.
    func addToggleAction(_ name: String, _ initial: Bool, _ body: @escaping (Bool) -> Void) {
        let action = GRef<GKind.Action>(adopting: g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!)
        let borrowed = action.borrowed
        action.onPointer("activate") { _ in
            let state = g_action_get_state(borrowed.opaque)!
            let on = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(borrowed.opaque, g_variant_new_boolean(on ? 1 : 0))
            body(on)
        }
        g_action_map_add_action(window.opaque, action.opaque)
    }

    /// `win.variants`: a string state naming the `VariantSet` shown (radio items in the menu).
    func addVariantsAction() {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = GRef<GKind.Action>(adopting: g_simple_action_new_stateful("variants", type, g_variant_new_string(VariantSet.none.rawValue))!)
        action.onPointer("activate") { [weak self] parameter in
            guard let self, let parameter, let name = g_variant_get_string(OpaquePointer(parameter), nil),
                  let set = VariantSet(rawValue: String(cString: name)) else { return }
            self.setVariants(set)
        }
        g_action_map_add_action(window.opaque, action.opaque)
    }

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

    func addAction(_ name: String, _ body: @escaping () -> Void) {
        let action = GRef<GKind.Action>(adopting: g_simple_action_new(name, nil)!)
        action.onPointer("activate") { _ in body() }
        g_action_map_add_action(window.opaque, action.opaque)
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
        isPresenting = on
        // The panels and the source hide; leaving brings back what was shown before.
        gtk_widget_set_visible(treeFlap.widget, 1)
        adw_flap_set_reveal_flap(treeFlap.opaque, !on && toggleState("show-tree") ? 1 : 0)
        adw_flap_set_reveal_flap(inspectorFlap.opaque, !on && toggleState("show-inspector") ? 1 : 0)
        gtk_widget_set_visible(sourcePane.container.widget, !on && toggleState("toggle-source") ? 1 : 0)
        gtk_widget_set_visible(headerBar.widget, on ? 0 : 1)
        gtk_widget_set_visible(screenBar.widget, on ? 0 : 1)
        if isPresenting { gtk_window_fullscreen(window.cast()) } else { gtk_window_unfullscreen(window.cast()) }
        canvas.isPresentationMode = isPresenting
        canvas.zoomToFit()
    }
}
