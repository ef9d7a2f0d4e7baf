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

    func buildHeaderBar() {
        let bar = headerBar.opaque
        for (icon, tip, action) in [
            ("document-open-symbolic", "Open a scene (Ctrl+O)", "win.open"),
            ("document-save-symbolic", "Save (Ctrl+S)", "win.save"),
            ("edit-undo-symbolic", "Undo (Ctrl+Z)", "win.undo"),
            ("edit-redo-symbolic", "Redo (Ctrl+Shift+Z)", "win.redo"),
        ] {
            gtk_header_bar_pack_start(bar, Gtk.iconButton(icon, tooltip: tip, action: action).widget)
        }
        gtk_header_bar_pack_start(bar, galleryDropDown.widget)
        gtk_header_bar_pack_start(bar, previewDropDown.widget)
        gtk_header_bar_pack_end(bar, Gtk.iconButton("document-send-symbolic", tooltip: "Export the canvas (Ctrl+E)", action: "win.export").widget)
        gtk_header_bar_pack_end(bar, Gtk.iconButton("view-fullscreen-symbolic", tooltip: "Presentation mode (F5)", action: "win.presentation").widget)
        gtk_header_bar_pack_end(bar, overlayButtons().widget)
        gtk_header_bar_pack_end(bar, Gtk.iconButton("weather-clear-night-symbolic", tooltip: "Light or dark appearance (Ctrl+D)", action: "win.toggle-appearance").widget)
        gtk_header_bar_pack_end(bar, Gtk.iconButton("format-text-direction-rtl-symbolic", tooltip: "Layout direction (Ctrl+R)", action: "win.toggle-direction").widget)
        gtk_header_bar_pack_end(bar, dynamicTypeDropDown.widget)
        gtk_header_bar_pack_end(bar, presetDropDown.widget)
        gtk_header_bar_pack_end(bar, proposalEntry.widget)
        proposalEntry.on("activate") { [weak self] in
            guard let self else { return }
            let text = String(cString: gtk_editable_get_text(self.proposalEntry.opaque))
            switch ProposalState.parse(text) {
            case .failure(let problem):
                self.showBanner("'\(text)': \(problem)", actions: [])
            case .success(let proposal):
                self.document.recordScreenChange(from: self.document.screen, to: self.document.screen.resized(to: proposal))
                self.canvas.zoomToFit()
            }
        }
    }

    /// The scene gallery: the example scenes (`ExampleScenes`) and the recent files, listed
    /// again whenever the recent files change.
    func buildGallery() {
        gtk_widget_set_tooltip_text(galleryDropDown.widget, "Open an example scene or a recent file")
        galleryDropDown.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(self.galleryDropDown.opaque)) - 1
            guard index >= 0 else { return }
            gtk_drop_down_set_selected(self.galleryDropDown.opaque, 0)
            if self.galleryPaths.indices.contains(index) { self.open(path: self.galleryPaths[index]) }
        }
        recentFiles.onChange = { [weak self] in self?.updateGallery() }
        updateGallery()
    }

    func updateGallery() {
        let examples = ExampleScenes.directory().map(ExampleScenes.scenes(in:)) ?? []
        let recent = recentFiles.paths.filter { FileManager.default.fileExists(atPath: $0) }
        galleryPaths = examples + recent
        galleryNames = examples.map { ($0 as NSString).lastPathComponent } + recent.map { "Recent: " + ($0 as NSString).lastPathComponent }
        Gtk.replaceStrings(in: galleryDropDown, with: ["Gallery…"] + galleryNames)
    }

    func overlayButtons() -> GPointer {
        let box = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_add_css_class(box.widget, "linked")
        for overlay in RenderOptions.Overlay.allCases {
            let toggle = GPointer(gtk_toggle_button_new_with_label(overlay.rawValue.capitalized)!)
            gtk_widget_set_tooltip_text(toggle.widget, "Show \(overlay.rawValue)")
            toggle.on("toggled") { [weak self, toggle] in
                guard let self else { return }
                if gtk_toggle_button_get_active(toggle.cast()) != 0 { self.overlays.insert(overlay) } else { self.overlays.remove(overlay) }
                self.canvas.renderOptions.overlays = self.overlays
                self.canvas.redraw()
            }
            Gtk.append(box, toggle)
        }
        return box
    }

    func buildPanes() {
        let vertical = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.append(vertical, banner)
        gtk_widget_set_visible(banner.widget, 0)
        gtk_paned_set_start_child(centrePaned.opaque, canvas.area.widget)
        gtk_paned_set_end_child(centrePaned.opaque, sourcePane.container.widget)
        gtk_paned_set_position(centrePaned.opaque, 640)
        gtk_paned_set_start_child(innerPaned.opaque, centrePaned.widget)
        gtk_paned_set_end_child(innerPaned.opaque, inspector.container.widget)
        gtk_paned_set_position(innerPaned.opaque, 740)
        gtk_paned_set_start_child(outerPaned.opaque, tree.container.widget)
        gtk_paned_set_end_child(outerPaned.opaque, innerPaned.widget)
        gtk_paned_set_position(outerPaned.opaque, 340)
        gtk_paned_set_shrink_start_child(outerPaned.opaque, 0)
        gtk_paned_set_shrink_end_child(innerPaned.opaque, 0)
        gtk_widget_set_vexpand(outerPaned.widget, 1)
        Gtk.append(vertical, outerPaned)
        gtk_window_set_child(window.cast(), vertical.widget)
    }

    func connectPanels() {
        tree.onSelect = { [weak self] index in self?.select(row: index, fromTree: true) }
        tree.onAddView = { [weak self] view in
            guard let self else { return }
            do {
                if let row = self.selectedTreeRow(), !row.isModifier {
                    try self.document.apply(try .insert(view, after: row.id))
                } else if let scene = self.document.scene, let root = SceneOutline.rootBuilder(of: scene, preview: self.document.selectedPreview) {
                    try self.document.apply(try .insert(view, into: root, at: scene.statements(at: root)?.count ?? 0))
                }
            } catch {
                self.showBanner("\(error)", actions: [])
            }
        }
        tree.onMoveRow = { [weak self] dragged, target, position in self?.moveRow(dragged, onto: target, position) }
        tree.onAddModifier = { [weak self] modifier in
            guard let self, let row = self.selectedTreeRow() else { return }
            do {
                try self.document.apply(try .add(modifier, to: row.id))
            } catch {
                self.showBanner("\(error)", actions: [])
            }
        }
        // Read off the main thread: the window keeps answering while hostile or huge text is read.
        sourcePane.onEdit = { [weak self] text in
            self?.document.replaceSourceInBackground(text) { finish in Gtk.after(milliseconds: 0, finish) }
        }
        inspector.onSetArgument = { [weak self] row, label, source in
            guard let self else { return nil }
            do {
                try self.document.apply(.setArgument(row.id, label: label, source: source))
                return nil
            } catch {
                return "\(error)"
            }
        }
        canvas.onProposalDrag = { [weak self] proposal in
            guard let self else { return }
            if self.screenBeforeDrag == nil { self.screenBeforeDrag = self.document.screen }
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
        canvas.onAnchorDrag = { [weak self] index, location in self?.moveAnchor(viewIndex: index, to: location) }
        canvas.onAnchorDragEnd = { [weak self] in self?.finishAnchorDrag() }
        canvas.onDrawn = { [weak self] in
            guard let self, let path = self.options.layoutDumpPath, let result = self.result else { return }
            self.writeLayoutDump(result, to: path)
        }
    }
}
