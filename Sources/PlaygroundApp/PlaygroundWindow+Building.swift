import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// Building the window: the header bar, the gallery and overlay buttons, the panes, and the
/// panels' callbacks.
extension PlaygroundWindow {
    // MARK: Building

    /// The header bar, GNOME's way: the view tree's toggle, open, undo and redo, and the
    /// gallery at the start; the file's name as the title (room for it at 1024 pixels); at the
    /// end direction, appearance, presentation, the inspector's toggle and the primary menu with
    /// the rest. The screen's settings are over the canvas (`screenBar`). Every tooltip names
    /// its key.
    func buildHeaderBar() {
        let bar = headerBar.opaque
        adw_header_bar_set_title_widget(bar, windowTitle.widget)
        // The bar takes references of its own; a widget is handed over as a handle, which the call keeps.
        func packStart<W: GObjectHandle>(_ widget: W) where W.Kind: WidgetKind { adw_header_bar_pack_start(bar, widget.widget) }
        func packEnd<W: GObjectHandle>(_ widget: W) where W.Kind: WidgetKind { adw_header_bar_pack_end(bar, widget.widget) }
        func toggle(_ icon: String, _ tooltip: String, _ action: String) -> GRef<GKind.Widget> {
            let button = Gtk.toggleButton(icon, tooltip: tooltip, action: action)
            headerToggles[action] = button
            return button
        }
        packStart(toggle("sidebar-show-symbolic", "View tree (F7)", "win.show-tree"))
        for (icon, tip, action) in [
            ("document-open-symbolic", "Open a scene (Ctrl+O)", "win.open"),
            ("edit-undo-symbolic", "Undo (Ctrl+Z)", "win.undo"),
            ("edit-redo-symbolic", "Redo (Ctrl+Shift+Z)", "win.redo"),
        ] {
            packStart(Gtk.iconButton(icon, tooltip: tip, action: action))
        }
        packStart(galleryDropDown)
        packStart(previewDropDown)
        let menu = GRef<GKind.Widget>(adopting: gtk_menu_button_new()!)
        gtk_menu_button_set_icon_name(menu.opaque, "open-menu-symbolic")
        gtk_widget_set_tooltip_text(menu.widget, "Main menu (F10)")
        // The button keeps the menu (a reference of its own).
        let menuModel = Self.primaryMenu()
        gtk_menu_button_set_menu_model(menu.opaque, menuModel.cast())
        gtk_menu_button_set_primary(menu.opaque, 1)
        mainMenuButton = menu
        packEnd(menu)
        packEnd(toggle("sidebar-show-right-symbolic", "Inspector (F8)", "win.show-inspector"))
        packEnd(toggle("view-fullscreen-symbolic", "Presentation mode (F5)", "win.presentation"))
        packEnd(toggle("weather-clear-night-symbolic", "Dark appearance (Ctrl+D)", "win.toggle-appearance"))
        packEnd(toggle("format-text-direction-rtl-symbolic", "Right to left (Ctrl+R)", "win.toggle-direction"))
        proposalEntry.on("activate") { [weak self] in
            guard let self else { return }
            let text = String(cString: gtk_editable_get_text(self.proposalEntry.opaque))
            switch ProposalState.parse(text) {
            case .failure(let problem):
                self.showToast("'\(text)': \(problem)")
            case .success(let proposal):
                self.document.recordScreenChange(from: self.document.screen, to: self.document.screen.resized(to: proposal))
                self.canvas.zoomToFit()
            }
        }
    }

    /// Over the canvas: the screen the scene is shown on (the proposal, a device preset) and
    /// its Dynamic Type size.
    func buildScreenBar() {
        Gtk.setMargins(screenBar, 6)
        Gtk.append(screenBar, proposalEntry)
        Gtk.append(screenBar, presetDropDown)
        Gtk.append(screenBar, dynamicTypeDropDown)
    }

    /// The primary menu: files; pictures, overlays and variants as submenus; how the scene is
    /// shown; help. Short enough for a 768-pixel screen (about 15 rows).
    static func primaryMenu() -> GRef<GKind.MenuModel> {
        let menu = GRef<GKind.MenuModel>(adopting: g_menu_new()!)
        // A menu keeps its sections and submenus (references of their own).
        func items(_ items: [(String, String)]) -> GRef<GKind.MenuModel> {
            let made = GRef<GKind.MenuModel>(adopting: g_menu_new()!)
            for (label, action) in items { g_menu_append(made.opaque, label, action) }
            return made
        }
        func section(_ model: GRef<GKind.MenuModel>) { g_menu_append_section(menu.opaque, nil, model.cast()) }
        section(items([("_Open…", "win.open"), ("Open _Folder…", "win.open-folder"), ("_Follow the Editor", "win.follow-editor"), ("_Save", "win.save"), ("Save _As…", "win.save-as"), ("Add _Preview", "win.add-preview")]))
        let pictures = items([("_Export Image…", "win.export"), ("_Copy Image", "win.copy-image"),
                              ("Export All _Previews…", "win.export-previews"), ("Export _Variants…", "win.export-variants"),
                              ("Export _Web Page…", "win.export-web-page")])
        // The device and a screenshot to compare with, a section of their own.
        let device = items([("_Device Chrome", "win.toggle-device-chrome"), ("Compare with _Screenshot…", "win.compare-screenshot"),
                            ("_Remove Screenshot", "win.remove-screenshot")])
        withExtendedLifetime(device) { g_menu_append_section(pictures.opaque, nil, device.cast()) }
        let overlays = items(RenderOptions.Overlay.allCases.map { ("Show \($0.rawValue.capitalized)", "win.overlay-\($0.rawValue)") })
        let variants = items(VariantSet.allCases.map { ($0.title, "win.variants::" + $0.rawValue) })
        let submenus = items([])
        g_menu_append_submenu(submenus.opaque, "_Pictures", pictures.cast())
        g_menu_append_submenu(submenus.opaque, "O_verlays", overlays.cast())
        g_menu_append_submenu(submenus.opaque, "Va_riants (Ctrl+Shift+V)", variants.cast())
        section(submenus)
        section(items([("_Right to Left", "win.toggle-direction"), ("_Dark Appearance", "win.toggle-appearance"),
                       ("S_trict: Stand-ins as Errors", "win.toggle-strict"),
                       ("Show Source", "win.toggle-source"), ("_Presentation Mode", "win.presentation")]))
        section(items([("_Keyboard Shortcuts", "win.show-help-overlay"), ("_About Layout Playground", "win.about")]))
        return menu
    }

    /// The canvas above the source, between the view tree and the inspector. Each panel is
    /// an `AdwFlap`: beside the canvas when the window is wide enough for the panels' and the
    /// canvas's natural widths, folded over the canvas (revealed by its toggle) when it is not,
    /// so the window fits a 1024 x 768 projector.
    func buildPanes() {
        buildScreenBar()
        sourcePane.setDark(false)
        let vertical = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.append(vertical, headerBar)
        Gtk.append(vertical, banner)
        gtk_widget_set_visible(banner.widget, 0)
        let canvasColumn = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.append(canvasColumn, screenBar)
        Gtk.append(canvasColumn, screenshotBar.container)
        Gtk.append(canvasColumn, canvas.area)
        Gtk.append(canvasColumn, variantsView.area)
        gtk_paned_set_start_child(centrePaned.opaque, canvasColumn.widget)
        gtk_paned_set_end_child(centrePaned.opaque, sourcePane.container.widget)
        gtk_paned_set_position(centrePaned.opaque, 560)
        // The navigator over the tree, shown while an app folder is open (`PlaygroundWindow+App`).
        gtk_paned_set_start_child(sidebarPaned.opaque, navigator.container.widget)
        gtk_paned_set_end_child(sidebarPaned.opaque, tree.container.widget)
        gtk_paned_set_shrink_start_child(sidebarPaned.opaque, 0)
        gtk_paned_set_position(sidebarPaned.opaque, 400)
        gtk_widget_set_visible(navigator.container.widget, 0)
        for (flap, panel, position) in [(inspectorFlap, inspector.container, GTK_PACK_END), (treeFlap, sidebarPaned, GTK_PACK_START)] {
            // A flap is as wide as its panel's natural width: long rows would make it half the
            // window. The clamp holds it at 320 pixels (the rows scroll and ellipsize).
            let clamp = GRef<GKind.Widget>(adopting: adw_clamp_new()!)
            adw_clamp_set_maximum_size(clamp.opaque, 320)
            adw_clamp_set_tightening_threshold(clamp.opaque, 320)
            adw_clamp_set_child(clamp.opaque, panel.widget)
            // The panels' scrolled windows expand; the flap must not take that as its own.
            gtk_widget_set_hexpand(clamp.widget, 0)
            gtk_widget_set_size_request(panel.widget, 260, -1)
            adw_flap_set_flap(flap.opaque, clamp.widget)
            adw_flap_set_flap_position(flap.opaque, position)
            adw_flap_set_fold_threshold_policy(flap.opaque, ADW_FOLD_THRESHOLD_POLICY_NATURAL)
            adw_flap_set_modal(flap.opaque, 0)
            gtk_widget_add_css_class(clamp.widget, "background")
        }
        // Folding hides a flap by itself: its toggle follows.
        for (flap, action) in [(treeFlap.borrowed, "show-tree"), (inspectorFlap.borrowed, "show-inspector")] {
            flap.onPointer("notify::reveal-flap") { [weak self] _ in
                self?.setToggleState(action, adw_flap_get_reveal_flap(flap.opaque) != 0)
            }
        }
        adw_flap_set_content(inspectorFlap.opaque, centrePaned.widget)
        adw_flap_set_content(treeFlap.opaque, inspectorFlap.widget)
        // The canvas asks for room for a phone at a useful zoom; below that the panels fold.
        gtk_drawing_area_set_content_width(canvas.area.cast(), 520)
        adw_toast_overlay_set_child(toastOverlay.opaque, treeFlap.widget)
        gtk_widget_set_vexpand(toastOverlay.widget, 1)
        Gtk.append(vertical, toastOverlay)
        adw_application_window_set_content(window.cast(), vertical.widget)
    }

    func connectPanels() {
        tree.onSelect = { [weak self] index in self?.select(row: index, fromTree: true) }
        tree.onAddView = { [weak self] view in
            guard let self else { return }
            let before = self.outline?.rows ?? []
            defer {
                // The view just added is selected, ready for its modifiers and parameters.
                if let added = self.outline?.firstChangedRow(comparedTo: before) { self.select(row: added, fromTree: false) }
            }
            do {
                guard let scene = self.document.scene,
                      let edit = try WindowEdits.adding(view, selected: self.selectedTreeRow(), in: scene, preview: self.document.selectedPreview) else { return }
                try self.document.apply(edit)
            } catch {
                self.showToast("\(error)")
            }
        }
        tree.onMoveRow = { [weak self] dragged, target, position in self?.moveRow(dragged, onto: target, position) }
        tree.onAddModifier = { [weak self] modifier in
            guard let self, let row = self.selectedTreeRow() else { return }
            do {
                try self.document.apply(try .add(modifier, to: row.id))
            } catch {
                self.showToast("\(error)")
            }
        }
        // Read off the main thread: the window keeps answering while hostile or huge text is read.
        sourcePane.onCursorMoved = { [weak self] line, column in self?.sourceCursorMoved(line: line, column: column) }
        sourcePane.onEdit = { [weak self] text in
            self?.document.replaceSourceInBackground(text) { finish in Gtk.after(milliseconds: 0, finish) }
        }
        inspector.onContinuedEdit = { [weak self] in self?.document.mergeLastSourceSteps(2) }
        inspector.onSetArgument = { [weak self] row, label, source in
            guard let self else { return nil }
            do {
                try self.document.apply(.setArgument(row.id, label: label, source: source))
                return nil
            } catch {
                return "\(error)"
            }
        }
        inspector.onSetStandInSize = { [weak self] name, size in
            guard let self else { return nil }
            do {
                try self.document.setStandInSize(size, for: name)
                return nil
            } catch {
                return "\(error)"
            }
        }
        canvas.onProposalDrag = { [weak self] proposal in
            guard let self else { return }
            if self.screenBeforeDrag == nil { self.screenBeforeDrag = self.document.screen }
            // The first drag did what the hint says: it goes.
            self.canvas.hint = nil
            self.session.proposal = proposal
        }
        canvas.onProposalDragEnd = { [weak self] _, after in
            guard let self else { return }
            let before = self.screenBeforeDrag ?? self.document.screen
            self.screenBeforeDrag = nil
            self.document.recordScreenChange(from: before, to: before.resized(to: after))
        }
        canvas.onSelectView = { [weak self] index in
            guard let self, let outline = self.outline, let result = self.result else { return }
            guard let index, let row = outline.row(forPlacedViewAt: index, in: result),
                  let rowIndex = outline.rows.firstIndex(of: row) else {
                self.select(row: nil, fromTree: false)
                return
            }
            self.select(row: rowIndex, fromTree: false)
        }
        screenshotBar.onOpacity = { [weak self] opacity in self?.canvas.reference?.opacity = opacity }
        canvas.onAnchorDrag = { [weak self] index, location in self?.moveAnchor(viewIndex: index, to: location) }
        canvas.onAnchorDragEnd = { [weak self] in self?.finishAnchorDrag() }
        canvas.visibleRegion = { [weak self] in self?.canvasVisibleRegion() }
        canvas.onDrawn = { [weak self] in
            // The window's width decides whether the panels fold (`updateInspectorFolding`):
            // after this frame, not while it is drawn.
            if let self, self.panelsFolded != self.isNarrow { Gtk.after(milliseconds: 0) { [weak self] in self?.updateInspectorFolding() } }
            guard let self, let path = self.options.layoutDumpPath, let result = self.result else { return }
            self.writeLayoutDump(result, to: path)
        }
        // The variants scroll on their own: their frames are written too.
        variantsView.onDrawn = { [weak self] in
            guard let self, let path = self.options.layoutDumpPath, let result = self.result else { return }
            self.writeLayoutDump(result, to: path)
        }
    }
}
