import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// One playground window: the view tree (left), the canvas (centre), the inspector (right),
/// the source (bottom, F9), and a header bar. It edits a `PlaygroundDocument` and asks a
/// `LayoutSession` for layouts; it never lays out or draws by itself.
final class PlaygroundWindow {
    // MARK: Owned by GTK once presented (the window owns every widget below it).
    let window: GPointer
    private let headerBar: GPointer
    private let outerPaned: GPointer
    private let innerPaned: GPointer
    private let centrePaned: GPointer
    private let dynamicTypeDropDown: GPointer
    private let presetDropDown: GPointer
    /// The scene's previews; shown when it has more than one.
    private let previewDropDown: GPointer
    private var previewNames: [String] = []
    let banner: GPointer
    private let proposalEntry: GPointer

    // MARK: Panels
    private let tree = TreePanel()
    private let inspector = InspectorPanel()
    let sourcePane = SourcePane()
    let canvas: CanvasView

    // MARK: Model
    var document: PlaygroundDocument
    var session: LayoutSession
    let measurer = PangoTextMeasurer()
    /// The layout session's own measurer: layout runs on a background thread while the
    /// canvas draws with `measurer` (a Pango context is not shared between threads).
    let layoutMeasurer = PangoTextMeasurer()
    let autosaver = Autosaver()
    let recentFiles = RecentFiles()
    let options: PlaygroundApplication.Options
    private var outline: SceneOutline?
    private var result: LayoutResult?
    var selectedRow: Int?
    private var overlays: Set<RenderOptions.Overlay> = []
    private var isPresenting = false
    /// Anchor drags apply an edit per motion; at the end they collapse into one undo step.
    private var anchorDragEdits = 0

    /// Row commands whose keys a text field uses too: they work while the view tree or the
    /// canvas has the focus, not while the source or an entry does (Delete there deletes text).
    static let rowShortcuts: [(action: String, trigger: String)] = [
        ("win.delete-row", "Delete"), ("win.delete-row", "KP_Delete"),
        ("win.move-up", "<Alt>Up"), ("win.move-down", "<Alt>Down"),
    ]

    /// Window actions and their accelerators (GNOME conventions: `win.` scope).
    static let accelerators: [(String, [String])] = [
        ("win.open", ["<Control>o"]), ("win.save", ["<Control>s"]), ("win.save-as", ["<Control><Shift>s"]),
        ("win.undo", ["<Control>z"]), ("win.redo", ["<Control><Shift>z", "<Control>y"]),
        ("win.export", ["<Control>e"]), ("win.copy-image", ["<Control><Shift>c"]),
        ("win.dynamic-type-larger", ["<Control>plus", "<Control>equal", "<Control>KP_Add"]),
        ("win.dynamic-type-smaller", ["<Control>minus", "<Control>KP_Subtract"]),
        ("win.zoom-fit", ["<Control>0"]), ("win.zoom-in", ["<Control><Shift>plus"]), ("win.zoom-out", ["<Control><Shift>minus"]),
        ("win.presentation", ["F5"]), ("win.toggle-source", ["F9"]),
        ("win.add-view", ["<Control><Shift>a"]), ("win.add-modifier", ["<Control><Shift>m"]),
        ("win.wrap-hstack", ["<Control><Alt>h"]), ("win.wrap-vstack", ["<Control><Alt>v"]),
        ("win.wrap-zstack", ["<Control><Alt>z"]), ("win.wrap-frame", ["<Control><Alt>f"]),
        ("win.wrap-padding", ["<Control><Alt>p"]), ("win.unwrap", ["<Control><Alt>u"]),
        ("win.toggle-direction", ["<Control>r"]), ("win.toggle-appearance", ["<Control>d"]),
        ("win.close", ["<Control>w"]),
    ]

    init(application: GPointer, options: PlaygroundApplication.Options) {
        self.options = options
        let document: PlaygroundDocument
        var openError: String?
        if let path = options.scenePath {
            do {
                document = try PlaygroundDocument.open(path: path, companions: options.companionPaths)
            } catch {
                openError = "\(error)"
                document = PlaygroundDocument.example(source: BuiltInScene.source)
            }
        } else {
            document = PlaygroundDocument.example(source: BuiltInScene.source)
        }
        self.document = document
        session = LayoutSession(document: document, textMeasurer: layoutMeasurer)
        canvas = CanvasView(renderer: SceneRenderer(textMeasurer: measurer))

        window = GPointer(gtk_application_window_new(application.cast())!)
        gtk_window_set_default_size(window.cast(), 1400, 900)
        headerBar = GPointer(gtk_header_bar_new()!)
        gtk_window_set_titlebar(window.cast(), headerBar.widget)
        dynamicTypeDropDown = Self.dropDown(DynamicTypeSize.allCases.map(\.name))
        gtk_widget_set_tooltip_text(dynamicTypeDropDown.widget, "Dynamic Type size (Ctrl+Plus, Ctrl+Minus)")
        presetDropDown = Self.dropDown(["Custom size"] + DevicePreset.all.map(\.id))
        previewDropDown = Self.dropDown([])
        gtk_widget_set_tooltip_text(previewDropDown.widget, "The scene's previews (#Preview, PreviewProvider)")
        gtk_widget_set_visible(previewDropDown.widget, 0)
        gtk_widget_set_tooltip_text(presetDropDown.widget, "Device preset: the proposal and its safe area")
        banner = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        proposalEntry = GPointer(gtk_entry_new()!)
        gtk_editable_set_width_chars(proposalEntry.opaque, 12)
        gtk_widget_set_tooltip_text(proposalEntry.widget, "The proposal: W x H, each a number, nil (unspecified) or inf")
        outerPaned = GPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!)
        innerPaned = GPointer(gtk_paned_new(GTK_ORIENTATION_HORIZONTAL)!)
        centrePaned = GPointer(gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
        buildHeaderBar()
        buildPanes()
        installActions()
        connectPanels()
        dynamicTypeDropDown.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(self.dynamicTypeDropDown.opaque))
            guard DynamicTypeSize.allCases.indices.contains(index), self.session.dynamicTypeSize.rawValue != index else { return }
            self.session.dynamicTypeSize = DynamicTypeSize.allCases[index]
            self.relayout()
        }
        presetDropDown.onPointer("notify::selected") { [weak self] _ in self?.presetChanged() }
        previewDropDown.onPointer("notify::selected") { [weak self] _ in
            guard let self else { return }
            let index = Int(gtk_drop_down_get_selected(self.previewDropDown.opaque))
            guard self.previewNames.indices.contains(index), index != self.document.selectedPreview else { return }
            self.document.selectedPreview = index
        }
        gtk_drop_down_set_selected(dynamicTypeDropDown.opaque, UInt32(DynamicTypeSize.large.rawValue))
        window.onBool("close-request") { [weak self] in self?.closeRequested() ?? false }
        installFileDrop()
        Gtk.addLocalShortcuts(tree.container, Self.rowShortcuts)
        Gtk.addLocalShortcuts(canvas.area, Self.rowShortcuts)
        document.onChange = { [weak self] change in self?.documentChanged(change) }
        Gtk.every(milliseconds: 5000) { [weak self] in
            guard let self else { return false }
            _ = try? self.autosaver.autosaveIfNeeded(self.document)
            return true
        }
        documentChanged()
        if options.layoutDumpPath != nil {
            // For tests: the dump follows widgets as GTK places them (banners, panes), not only
            // finished layouts.
            Gtk.every(milliseconds: 250) { [weak self] in
                self?.writeStateDump()
                return self != nil
            }
        }
        if let id = options.devicePreset, let index = DevicePreset.all.firstIndex(where: { $0.id == id }) {
            gtk_drop_down_set_selected(presetDropDown.opaque, UInt32(index + 1))
        }
        if let openError { showBanner("Could not open the scene: \(openError)", actions: []) }
        offerRecovery()
        watchDocumentFile()
    }

    func present() { gtk_window_present(window.cast()) }

    func close() { gtk_window_close(window.cast()) }

    // MARK: Building

    private static func dropDown(_ items: [String]) -> GPointer {
        var pointers: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) } + [nil]
        let list = gtk_string_list_new(&pointers)
        for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) }
        return GPointer(gtk_drop_down_new(list, nil)!)
    }

    private func buildHeaderBar() {
        let bar = headerBar.opaque
        for (icon, tip, action) in [
            ("document-open-symbolic", "Open a scene (Ctrl+O)", "win.open"),
            ("document-save-symbolic", "Save (Ctrl+S)", "win.save"),
            ("edit-undo-symbolic", "Undo (Ctrl+Z)", "win.undo"),
            ("edit-redo-symbolic", "Redo (Ctrl+Shift+Z)", "win.redo"),
        ] {
            gtk_header_bar_pack_start(bar, Gtk.iconButton(icon, tooltip: tip, action: action).widget)
        }
        gtk_header_bar_pack_start(bar, galleryButton().widget)
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
            guard let proposal = ProposalState(parsing: text) else {
                self.showBanner("'\(text)' is not a proposal: write W x H with numbers, nil or inf (393 x 852, nil x 852, inf x 100)", actions: [])
                return
            }
            let before = self.session.proposal
            self.session.proposal = proposal
            self.document.recordProposalChange(from: before, to: proposal)
            self.canvas.zoomToFit()
        }
    }

    /// The scene gallery: every scene in data/, and the recent files.
    private func galleryButton() -> GPointer {
        let scenes = Self.galleryScenes()
        let recent = recentFiles.paths.filter { FileManager.default.fileExists(atPath: $0) }
        let names = ["Gallery…"] + scenes.map { ($0 as NSString).lastPathComponent } + recent.map { "Recent: " + ($0 as NSString).lastPathComponent }
        let dropDown = Self.dropDown(names)
        gtk_widget_set_tooltip_text(dropDown.widget, "Open a scene from the gallery (data/) or a recent file")
        dropDown.onPointer("notify::selected") { [weak self, dropDown] _ in
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque)) - 1
            guard index >= 0 else { return }
            let all = scenes + recent
            if all.indices.contains(index) { self?.open(path: all[index]) }
            gtk_drop_down_set_selected(dropDown.opaque, 0)
        }
        return dropDown
    }

    /// The scenes of data/: beside the working directory, or two folders up from the executable.
    static func galleryScenes() -> [String] {
        let candidates = [
            FileManager.default.currentDirectoryPath + "/data",
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("../../../data").standardized.path,
        ]
        for directory in candidates {
            if let files = try? FileManager.default.contentsOfDirectory(atPath: directory) {
                let scenes = files.filter { $0.hasSuffix(".swift") }.sorted().map { directory + "/" + $0 }
                if !scenes.isEmpty { return scenes }
            }
        }
        return []
    }

    private func overlayButtons() -> GPointer {
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

    private func buildPanes() {
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

    private func connectPanels() {
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
            self.session.proposal = proposal
        }
        canvas.onProposalDragEnd = { [weak self] before, after in
            self?.document.recordProposalChange(from: before, to: after)
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

    // MARK: Document and layout

    func documentChanged(_ change: PlaygroundDocument.Change = .source) {
        // A drag of a proposal handle changes only the proposal: lay out again, nothing else.
        if change == .proposal { return relayout() }
        // Typed text waiting for its background read: the canvas keeps the last scene.
        if change == .text { return updateTitle() }
        updatePreviewList()
        if let scene = document.scene { outline = SceneOutline(scene: scene, preview: document.selectedPreview) }
        tree.reload(outline?.rows ?? [], selected: selectedRow)
        sourcePane.show(document.sourceText)
        sourcePane.show(diagnostics: document.diagnostics)
        updateTitle()
        relayout()
    }

    /// Lists the document's previews in the header bar (hidden for one or none).
    private func updatePreviewList() {
        let names = document.previews.map(\.name)
        if names != previewNames {
            previewNames = names
            let list = gtk_drop_down_get_model(previewDropDown.opaque)
            var pointers: [UnsafePointer<CChar>?] = names.map { UnsafePointer(strdup($0)) } + [nil]
            gtk_string_list_splice(list, 0, UInt32(g_list_model_get_n_items(list)), &pointers)
            for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) }
        }
        gtk_widget_set_visible(previewDropDown.widget, names.count > 1 ? 1 : 0)
        if names.indices.contains(document.selectedPreview), gtk_drop_down_get_selected(previewDropDown.opaque) != UInt32(document.selectedPreview) {
            gtk_drop_down_set_selected(previewDropDown.opaque, UInt32(document.selectedPreview))
        }
    }

    private func relayout() {
        canvas.proposal = session.proposal
        if gtk_widget_has_focus(proposalEntry.widget) == 0 {
            gtk_editable_set_text(proposalEntry.opaque, session.proposal.description)
        }
        // Laid out off the main thread: the canvas keeps the last result until this one comes.
        let current = session
        current.layoutInBackground(deliver: { finish in Gtk.after(milliseconds: 0, finish) }) { [weak self] laidOut in
            // A layout of a document that was replaced meanwhile is not shown.
            guard let self, self.session === current else { return }
            self.show(laidOut)
        }
    }

    /// Shows a finished layout: the canvas, the inspector, and the dump tests read.
    private func show(_ laidOut: LayoutResult?) {
        result = laidOut
        canvas.result = result
        if gtk_drop_down_get_selected(dynamicTypeDropDown.opaque) != UInt32(session.dynamicTypeSize.rawValue) {
            gtk_drop_down_set_selected(dynamicTypeDropDown.opaque, UInt32(session.dynamicTypeSize.rawValue))
        }
        canvas.renderOptions.colorScheme = session.colorScheme
        updateInspector()
        if let path = options.layoutDumpPath, let result { writeLayoutDump(result, to: path) }
    }

    /// Writes the layout and the window's state for tests (`--layout-dump`).
    func writeStateDump() {
        if let path = options.layoutDumpPath, let result { writeLayoutDump(result, to: path) }
    }

    private func writeLayoutDump(_ result: LayoutResult, to path: String) {
        var text = result.jsonText()
        // Where the handles are in the window's surface (X window) coordinates, for tests that
        // drag them with synthesized pointer input.
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window.raw), &surfaceX, &surfaceY)
        func surfacePoint(_ widget: GPointer, _ point: Point) -> String {
            var x = point.x, y = point.y
            gtk_widget_translate_coordinates(widget.widget, window.widget, point.x, point.y, &x, &y)
            return "{\"x\": \(formatPoints(x + surfaceX)), \"y\": \(formatPoints(y + surfaceY))}"
        }
        let handles = canvas.handleCentres().map { name, point in "\"\(name)\": \(surfacePoint(canvas.area, point))" }
        // The middle of the source pane, for tests that type into it (null when hidden).
        let source = sourcePane.container.widget
        let sourceCentre = gtk_widget_get_mapped(source) != 0
            ? surfacePoint(sourcePane.container, Point(
                x: Double(gtk_widget_get_width(source)) / 2, y: Double(gtk_widget_get_height(source)) / 2))
            : "null"
        // The document and the banner, with its buttons' centres, for the fault tests.
        var buttons: [String] = []
        if gtk_widget_get_mapped(banner.widget) != 0 {
            var child = gtk_widget_get_first_child(banner.widget)
            while let widget = child {
                let raw = UnsafeMutableRawPointer(widget)
                if g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0,
                   gtk_widget_get_mapped(widget) != 0, gtk_widget_get_width(widget) > 0,
                   let label = gtk_button_get_label(raw.assumingMemoryBound(to: GtkButton.self)) {
                    let point = surfacePoint(GPointer(widget), Point(
                        x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2))
                    buttons.append("\(jsonString(String(cString: label))): \(point)")
                }
                child = gtk_widget_get_next_sibling(widget)
            }
        }
        let bannerShown = gtk_widget_get_visible(banner.widget) != 0 ? bannerText : nil
        let documentState = "{\"path\": \(document.filePath.map(jsonString) ?? "null"), \"modified\": \(document.isModified), "
            + "\"reading\": \(document.isReading), \"banner\": \(bannerShown.map(jsonString) ?? "null"), "
            + "\"bannerButtons\": {\(buttons.joined(separator: ", "))}}"
        text = "{\"dynamicTypeSize\": \"\(session.dynamicTypeSize.name)\",\n \"handles\": {"
            + handles.joined(separator: ", ") + "},\n \"sourcePane\": \(sourceCentre),\n \"document\": \(documentState),\n " + text.dropFirst()
        let temporary = path + ".tmp"
        if FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) {
            _ = rename(temporary, path)
        }
    }

    func updateTitle() {
        let name = document.displayName + (document.isReadOnly ? " (read-only)" : "") + (document.isModified ? " •" : "")
        gtk_window_set_title(window.cast(), "\(name) — Layout Playground")
    }

    private func select(row: Int?, fromTree: Bool) {
        selectedRow = row
        if !fromTree { tree.select(index: row) }
        updateInspector()
    }

    private func updateInspector() {
        guard let outline, let selectedRow, outline.rows.indices.contains(selectedRow) else {
            canvas.selectedViews = []
            inspector.show(row: nil, arguments: [], placed: nil)
            canvas.redraw()
            return
        }
        let row = outline.rows[selectedRow]
        let placedIndices = result.map { outline.placedViews(for: row, in: $0) } ?? []
        canvas.selectedViews = Set(placedIndices)
        let placed = placedIndices.first.flatMap { index in result?.views[index] }
        inspector.show(row: row, arguments: document.scene?.arguments(of: row) ?? [], placed: placed)
        canvas.redraw()
    }

    private func selectedTreeRow() -> TreeRow? {
        guard let outline, let selectedRow, outline.rows.indices.contains(selectedRow) else { return nil }
        return outline.rows[selectedRow]
    }

    /// A row dropped on another in the tree: into a container (its builder's end), or before
    /// or after a view among its siblings. Modifiers move with their view.
    private func moveRow(_ dragged: Int, onto target: Int, _ position: TreePanel.DropPosition) {
        guard let outline, outline.rows.indices.contains(dragged), outline.rows.indices.contains(target) else { return }
        let row = outline.rows[dragged], destination = outline.rows[target]
        let edit: SceneEdit
        if position == .into, let builder = destination.contentBuilder {
            edit = .move(row.id, to: builder, at: document.scene?.statements(at: builder)?.count ?? 0)
        } else if case .view(let statement) = destination.address {
            edit = .move(row.id, to: statement.builder, at: statement.index + (position == .after ? 1 : 0))
        } else {
            return
        }
        do {
            try document.apply(edit)
        } catch {
            showBanner("\(error)", actions: [])
        }
    }

    private func moveAnchor(viewIndex: Int, to location: Point) {
        guard let outline, let result, let row = outline.row(forPlacedViewAt: viewIndex, in: result) else { return }
        let source = "CGPoint(x: \(formatPoints(location.x)), y: \(formatPoints(location.y)))"
        if (try? document.apply(.setArgument(row.id, label: "location", source: source))) != nil {
            anchorDragEdits += 1
        }
    }

    private func finishAnchorDrag() {
        guard anchorDragEdits > 1 else {
            anchorDragEdits = 0
            return
        }
        // One undo step per drag: keep the final text, drop the intermediate steps.
        let final = document.sourceText
        for _ in 0..<anchorDragEdits { document.undo() }
        anchorDragEdits = 0
        document.replaceSource(final)
    }

    // MARK: Actions

    private func installActions() {
        addAction("open") { [weak self] in self?.chooseFile(save: false) }
        addAction("save") { [weak self] in self?.save() }
        addAction("save-as") { [weak self] in self?.chooseFile(save: true) }
        addAction("undo") { [weak self] in self?.document.undo() }
        addAction("redo") { [weak self] in self?.document.redo() }
        addAction("export") { [weak self] in self?.chooseExport() }
        addAction("copy-image") { [weak self] in self?.copyImage() }
        addAction("dynamic-type-larger") { [weak self] in self?.stepDynamicType(1) }
        addAction("dynamic-type-smaller") { [weak self] in self?.stepDynamicType(-1) }
        addAction("zoom-fit") { [weak self] in self?.canvas.zoomToFit() }
        addAction("zoom-in") { [weak self] in self?.canvas.zoom(bySteps: 1) }
        addAction("zoom-out") { [weak self] in self?.canvas.zoom(bySteps: -1) }
        addAction("presentation") { [weak self] in self?.togglePresentation() }
        addAction("toggle-source") { [weak self] in
            guard let self else { return }
            let visible = gtk_widget_get_visible(self.sourcePane.container.widget) != 0
            gtk_widget_set_visible(self.sourcePane.container.widget, visible ? 0 : 1)
        }
        addAction("toggle-direction") { [weak self] in
            guard let self else { return }
            self.session.layoutDirection = self.session.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
            self.relayout()
        }
        addAction("toggle-appearance") { [weak self] in
            guard let self else { return }
            self.session.colorScheme = self.session.colorScheme == .light ? .dark : .light
            if let settings = gtk_settings_get_default() {
                var value = GValue()
                g_value_init(&value, GType(5 << 2))
                g_value_set_boolean(&value, self.session.colorScheme == .dark ? 1 : 0)
                g_object_set_property(GPointer(settings).cast(), "gtk-application-prefer-dark-theme", &value)
                g_value_unset(&value)
            }
            self.relayout()
        }
        addAction("delete-row") { [weak self] in self?.editSelected { .delete($0.id) } }
        addAction("add-view") { [weak self] in self?.tree.openViewPalette() }
        addAction("add-modifier") { [weak self] in self?.tree.openModifierPalette() }
        addAction("move-up") { [weak self] in self?.editSelected { .moveUp($0.id) } }
        addAction("move-down") { [weak self] in self?.editSelected { .moveDown($0.id) } }
        for wrapper in SceneEdit.Wrapper.allCases {
            let name = "wrap-" + wrapper.rawValue.lowercased()
            addAction(name) { [weak self] in self?.editSelected { .wrap($0.id, in: wrapper) } }
        }
        addAction("unwrap") { [weak self] in self?.editSelected { .unwrap($0.id) } }
        addAction("close") { [weak self] in self?.close() }
    }

    private func addAction(_ name: String, _ body: @escaping () -> Void) {
        let action = GPointer(g_simple_action_new(name, nil)!)
        action.onPointer("activate") { _ in body() }
        g_action_map_add_action(OpaquePointer(window.raw), OpaquePointer(action.raw))
        g_object_unref(action.gpointer)
    }

    private func editSelected(_ edit: (TreeRow) -> SceneEdit) {
        guard let row = selectedTreeRow() else { return }
        do {
            try document.apply(edit(row))
        } catch {
            showBanner("\(error)", actions: [])
        }
    }

    private func stepDynamicType(_ steps: Int) {
        if session.stepDynamicType(by: steps) { relayout() }
    }

    private func presetChanged() {
        let index = Int(gtk_drop_down_get_selected(presetDropDown.opaque)) - 1
        guard DevicePreset.all.indices.contains(index) else {
            // A custom size is a window, not a device: no safe area.
            session.safeAreaInsets = EdgeInsets()
            relayout()
            return
        }
        let preset = DevicePreset.all[index]
        let before = session.proposal
        // The safe area stays while the handles resize the screen: its edges keep their bars.
        session.safeAreaInsets = preset.safeArea
        session.proposal = preset.proposal
        document.recordProposalChange(from: before, to: preset.proposal)
        canvas.zoomToFit()
        relayout()
    }

    private func togglePresentation() {
        isPresenting.toggle()
        for panel in [tree.container, inspector.container, sourcePane.container] {
            gtk_widget_set_visible(panel.widget, isPresenting ? 0 : 1)
        }
        if isPresenting { gtk_window_fullscreen(window.cast()) } else { gtk_window_unfullscreen(window.cast()) }
        canvas.isPresentationMode = isPresenting
        canvas.zoomToFit()
    }

    private func exportCanvas(to path: String, format: ImageFormat, scale: Double = 2, withOverlays: Bool = true) throws {
        guard let result else { return }
        var options = RenderOptions(scale: scale, colorScheme: session.colorScheme, overlays: withOverlays ? overlays : [])
        options.drawsBackground = true
        try ImageWriter.write(SceneCanvas(result: result, renderer: canvas.renderer), to: path, format: format, options: options)
    }

    private func chooseExport() {
        let chooser = GPointer(gtk_file_chooser_native_new("Export Canvas (PNG or SVG)", window.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")!)
        gtk_file_chooser_set_current_name(chooser.opaque, ((document.displayName as NSString).deletingPathExtension) + ".png")
        Self.addChoice(chooser, id: "scale", label: "Scale", options: [("1", "1x"), ("2", "2x"), ("3", "3x")], selected: "2")
        Self.addChoice(chooser, id: "overlays", label: "Overlays", options: [("with", "With the overlays shown"), ("without", "Without overlays")], selected: "with")
        chooser.onInt("response") { [weak self, chooser] response in
            let scale = Double(Self.choice(chooser, "scale") ?? "2") ?? 2
            let withOverlays = Self.choice(chooser, "overlays") != "without"
            defer { g_object_unref(chooser.gpointer) }
            guard let self, response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.opaque), let cPath = g_file_get_path(file) else { return }
            let path = String(cString: cPath)
            g_free(cPath)
            g_object_unref(UnsafeMutableRawPointer(file))
            do {
                try self.exportCanvas(to: path, format: ImageFormat(path: path) ?? .png, scale: scale, withOverlays: withOverlays)
            } catch {
                self.showBanner("Could not export: \(error)", actions: [])
            }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// A choice in a file chooser (`gtk_file_chooser_add_choice`): `options` are (id, label).
    private static func addChoice(_ chooser: GPointer, id: String, label: String, options: [(String, String)], selected: String) {
        var ids: [UnsafePointer<CChar>?] = options.map { UnsafePointer(strdup($0.0)) } + [nil]
        var labels: [UnsafePointer<CChar>?] = options.map { UnsafePointer(strdup($0.1)) } + [nil]
        gtk_file_chooser_add_choice(chooser.opaque, id, label, &ids, &labels)
        gtk_file_chooser_set_choice(chooser.opaque, id, selected)
        for pointer in ids + labels { free(UnsafeMutablePointer(mutating: pointer)) }
    }

    private static func choice(_ chooser: GPointer, _ id: String) -> String? {
        gtk_file_chooser_get_choice(chooser.opaque, id).map { String(cString: $0) }
    }

    private func copyImage() {
        // The picture goes through a PNG file of its own, read back as a texture and removed.
        let path = NSTemporaryDirectory() + "layout-playground-clipboard-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try exportCanvas(to: path, format: .png)
            guard let texture = gdk_texture_new_from_filename(path, nil) else { return }
            let clipboard = gtk_widget_get_clipboard(window.widget)
            gdk_clipboard_set_texture(clipboard, texture)
            g_object_unref(UnsafeMutableRawPointer(texture))
        } catch {
            showBanner("Could not copy the picture: \(error)", actions: [])
        }
    }

    private func installFileDrop() {
        let target = GPointer(gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)!)
        target.onDrop { [weak self] value in
            guard let self, let value else { return false }
            let object = g_value_get_object(value.assumingMemoryBound(to: GValue.self))
            guard let object, let cPath = g_file_get_path(OpaquePointer(object)) else { return false }
            let path = String(cString: cPath)
            g_free(cPath)
            self.open(path: path)
            return true
        }
        gtk_widget_add_controller(window.widget, OpaquePointer(target.raw))
    }

    var isConfirmedClose = false
    /// Watches the document's file for other programs' changes (`PlaygroundWindow+Files`).
    var fileMonitor: GPointer?
    var monitoredPath: String?
    /// The outside change last offered as reload or keep (asked once per change).
    var noticedDiskState: PlaygroundDocument.DiskState?
    /// The banner's message, for the layout dump tests read.
    var bannerText: String?
}
