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
    let headerBar: GPointer
    /// The header bar's title: the file's name, and the scene's state under it.
    let windowTitle: GPointer
    /// The view tree beside the canvas, folded over it as an overlay when the window is narrow.
    let treeFlap: GPointer
    /// The inspector on the other side, folded the same way.
    let inspectorFlap: GPointer
    let centrePaned: GPointer
    /// What the last export chose, for the next export and for copying.
    struct ExportSettings {
        var scale = 2.0
        var withOverlays = true
        var folder: String?
        var format = "png"
    }
    var exportSettings = ExportSettings()
    /// Toasts show over the panes (`showToast`); the last one's text, for the tests.
    let toastOverlay = GPointer(adw_toast_overlay_new()!)
    var lastToast: String?
    /// The header bar's toggle buttons by action (`win.toggle-direction`), for the tests.
    var headerToggles: [String: GPointer] = [:]
    /// Over the canvas: the proposal, the device preset, the Dynamic Type size.
    let screenBar = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    let dynamicTypeDropDown: GPointer
    let presetDropDown: GPointer
    /// The scene's previews; shown when it has more than one.
    let previewDropDown: GPointer
    var previewNames: [String] = []
    /// The gallery: example scenes and recent files (`buildGallery`), and their paths.
    let galleryDropDown: GPointer
    var galleryPaths: [String] = []
    var galleryNames: [String] = []
    let banner: GPointer
    let proposalEntry: GPointer

    // MARK: Panels
    let tree = TreePanel()
    let inspector = InspectorPanel()
    let sourcePane = SourcePane()
    let canvas: CanvasView
    /// Under the canvas: the scene at several Dynamic Type sizes, devices or directions.
    let variantsView: VariantsView
    var variantSet = VariantSet.none

    // MARK: Model
    var document: PlaygroundDocument
    var session: LayoutSession
    let measurer = PangoTextMeasurer()
    /// The layout session's own measurer: layout runs on a background thread while the
    /// canvas draws with `measurer` (a Pango context is not shared between threads).
    /// The measurer background layouts use (Pango contexts are not shared between threads). A
    /// new one is made when a document replaces another whose layout is still running.
    var layoutMeasurer = PangoTextMeasurer()
    /// Images of the scene's asset catalogue beside its file (or the working folder's).
    static let imageMeasurer: (String?) -> ImageMeasuring = { path in AssetImageMeasurer(sceneFile: path ?? "./Untitled.swift") }
    let autosaver = Autosaver()
    let recentFiles = RecentFiles()
    let options: PlaygroundApplication.Options
    var outline: SceneOutline?
    var result: LayoutResult?
    var selectedRow: Int?
    var overlays: Set<RenderOptions.Overlay> = []
    var isPresenting = false
    /// Anchor drags apply an edit per motion; at the end they collapse into one undo step.
    var anchorDragEdits = 0
    /// A computed anchor location the person agreed to replace with a fixed point.
    var approvedAnchorExpression: String?
    /// The screen a proposal drag started on: the drag is one undo step back to it.
    var screenBeforeDrag: Screen?

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
        ("win.next-variants", ["<Control><Shift>v"]), ("win.show-tree", ["F7"]), ("win.show-inspector", ["F8"]), ("win.show-help-overlay", ["<Control>question"]),
        ("win.add-view", ["<Control><Shift>a"]), ("win.add-modifier", ["<Control><Shift>m"]),
        ("win.wrap-hstack", ["<Control><Alt>h"]), ("win.wrap-vstack", ["<Control><Alt>v"]),
        ("win.wrap-zstack", ["<Control><Alt>z"]), ("win.wrap-frame", ["<Control><Alt>f"]),
        ("win.wrap-padding", ["<Control><Alt>p"]), ("win.unwrap", ["<Control><Alt>u"]),
        ("win.toggle-direction", ["<Control>r"]), ("win.toggle-appearance", ["<Control>d"]),
        ("win.close", ["<Control>w"]),
    ]

    /// `opened`: the scene file already read (see `OpeningDocument`), or nil to read it here.
    init(application: GPointer, options: PlaygroundApplication.Options, opened: Result<PlaygroundDocument, Error>? = nil) {
        self.options = options
        let document: PlaygroundDocument
        var openError: String?
        if let opened {
            switch opened {
            case .success(let read):
                document = read
            case .failure(let error):
                openError = "\(error)"
                document = PlaygroundDocument.example(source: BuiltInScene.source)
            }
        } else if let path = options.scenePath {
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
        session = LayoutSession(document: document, textMeasurer: layoutMeasurer, imageMeasurer: Self.imageMeasurer)
        canvas = CanvasView(renderer: SceneRenderer(textMeasurer: measurer))
        variantsView = VariantsView(renderer: canvas.renderer)

        window = GPointer(adw_application_window_new(application.cast())!)
        gtk_window_set_default_size(window.cast(), 1400, 900)
        headerBar = GPointer(adw_header_bar_new()!)
        windowTitle = GPointer(adw_window_title_new("Layout Playground", nil)!)
        dynamicTypeDropDown = Gtk.dropDown(DynamicTypeSize.allCases.map(\.name))
        gtk_widget_set_tooltip_text(dynamicTypeDropDown.widget, "Dynamic Type size (Ctrl+Plus, Ctrl+Minus)")
        presetDropDown = Gtk.dropDown(["Custom size"] + DevicePreset.all.map(\.id), maxWidthChars: 16)
        previewDropDown = Gtk.dropDown([], maxWidthChars: 18)
        galleryDropDown = Gtk.dropDown(["Gallery…"])
        gtk_widget_set_tooltip_text(previewDropDown.widget, "The scene's previews (#Preview, PreviewProvider)")
        gtk_widget_set_visible(previewDropDown.widget, 0)
        gtk_widget_set_tooltip_text(presetDropDown.widget, "Device preset: the proposal and its safe area")
        banner = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        proposalEntry = GPointer(gtk_entry_new()!)
        gtk_editable_set_width_chars(proposalEntry.opaque, 12)
        gtk_widget_set_tooltip_text(proposalEntry.widget, "The proposal: W x H, each a number, nil (unspecified) or inf")
        treeFlap = GPointer(adw_flap_new()!)
        inspectorFlap = GPointer(adw_flap_new()!)
        centrePaned = GPointer(gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
        buildHeaderBar()
        buildGallery()
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
        // A file opened from the command line is a recent file too.
        if let path = document.filePath { try? recentFiles.add(path) }
        if options.layoutDumpPath != nil {
            // For tests: the dump follows widgets as GTK places them (banners, panes), not only
            // finished layouts.
            Gtk.every(milliseconds: 250) { [weak self] in
                self?.writeStateDump()
                return self != nil
            }
        }
        if let id = options.devicePreset, let preset = DevicePreset.named(id) {
            document.screen = Screen(preset)
        } else if let proposal = options.proposal {
            document.screen = Screen(proposal: proposal)
        }
        if let openError { showBanner("Could not open the scene: \(openError)", actions: []) }
        offerRecovery()
        watchDocumentFile()
    }

    func present() { gtk_window_present(window.cast()) }

    func close() { gtk_window_close(window.cast()) }

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
        canvas.isStale = document.diagnostics.contains { $0.severity == .error }
        updateTitle()
        relayout()
    }

    /// Lists the document's previews in the header bar (hidden for one or none).
    func updatePreviewList() {
        let names = document.previews.map(\.name)
        if names != previewNames {
            previewNames = names
            Gtk.replaceStrings(in: previewDropDown, with: names)
        }
        gtk_widget_set_visible(previewDropDown.widget, names.count > 1 ? 1 : 0)
        if names.indices.contains(document.selectedPreview), gtk_drop_down_get_selected(previewDropDown.opaque) != UInt32(document.selectedPreview) {
            gtk_drop_down_set_selected(previewDropDown.opaque, UInt32(document.selectedPreview))
        }
    }

    func relayout() {
        canvas.proposal = session.proposal
        canvas.presentationCaption = presentationCaption()
        showScreen()
        // Laid out off the main thread: the canvas keeps the last result until this one comes.
        let current = session
        current.layoutInBackground(deliver: { finish in Gtk.after(milliseconds: 0, finish) }) { [weak self] laidOut in
            // A layout of a document that was replaced meanwhile is not shown.
            guard let self, self.session === current else { return }
            self.show(laidOut)
        }
    }

    /// Shows a finished layout: the canvas, the variants, the inspector, and the dump tests read.
    func show(_ laidOut: LayoutResult?) {
        result = laidOut
        canvas.result = result
        if let outline, let laidOut { tree.markInactive(outline.inactiveBranchRows(in: laidOut)) }
        showVariants()
        if gtk_drop_down_get_selected(dynamicTypeDropDown.opaque) != UInt32(session.dynamicTypeSize.rawValue) {
            gtk_drop_down_set_selected(dynamicTypeDropDown.opaque, UInt32(session.dynamicTypeSize.rawValue))
        }
        canvas.renderOptions.colorScheme = session.colorScheme
        updateInspector()
        if let path = options.layoutDumpPath, let result { writeLayoutDump(result, to: path) }
    }

    /// What the audience must know, in the canvas's corner in presentation mode: the screen,
    /// the Dynamic Type size, the direction and the appearance.
    func presentationCaption() -> String {
        let screen = document.screen.preset ?? "Custom size"
        let direction = session.layoutDirection == .rightToLeft ? "right to left" : "left to right"
        return "\(screen)  \(CanvasLabel.proposal(session.proposal.proposal))  ·  Dynamic Type \(session.dynamicTypeSize.name)  ·  \(direction)  ·  \(session.colorScheme == .dark ? "dark" : "light")"
    }

    /// Lays the variants out (on this thread: a few passes of a tree already built) and shows them.
    func showVariants() {
        let variants = Variant.variants(variantSet, environment: session.environment, screen: document.screen)
        variantsView.colorScheme = session.colorScheme
        variantsView.show(variants.map { ($0, session.layout($0)) })
    }

    func updateTitle() {
        let name = document.displayName + (document.isReadOnly ? " (read-only)" : "") + (document.isModified ? " •" : "")
        gtk_window_set_title(window.cast(), "\(name) — Layout Playground")
        adw_window_title_set_title(windowTitle.opaque, name)
        adw_window_title_set_subtitle(windowTitle.opaque, document.filePath.map { ($0 as NSString).deletingLastPathComponent } ?? "Layout Playground")
    }

    /// Selects a row of the tree: in the tree (unless the tree chose it), on the canvas, in
    /// the inspector, and its code in the source (unless the cursor there chose it).
    func select(row: Int?, fromTree: Bool, fromSource: Bool = false) {
        selectedRow = row
        if !fromTree { tree.select(index: row) }
        if !fromSource { sourcePane.highlight(selectedTreeRow()?.sourceLocation) }
        updateInspector()
    }

    /// The cursor moved in the source: the view whose code it is in is selected (the row
    /// written last at or before the cursor, in the edited file).
    func sourceCursorMoved(line: Int, column: Int) {
        guard let outline else { return }
        let file = (document.filePath as NSString?)?.lastPathComponent
        var best: (index: Int, line: Int, column: Int)?
        for (index, row) in outline.rows.enumerated() {
            guard let location = row.sourceLocation else { continue }
            if let file, location.file != file, !location.file.hasSuffix("/" + file) { continue }
            let place = (location.line, location.column)
            guard place <= (line, column) else { continue }
            if let current = best, (current.line, current.column) >= place { continue }
            best = (index, location.line, location.column)
        }
        guard let best, best.index != selectedRow else { return }
        select(row: best.index, fromTree: false, fromSource: true)
    }

    func updateInspector() {
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

    func selectedTreeRow() -> TreeRow? {
        guard let outline, let selectedRow, outline.rows.indices.contains(selectedRow) else { return nil }
        return outline.rows[selectedRow]
    }

    /// A row dropped on another in the tree: into a container (its builder's end), or before
    /// or after a view among its siblings. Modifiers move with their view.
    func moveRow(_ dragged: Int, onto target: Int, _ position: WindowEdits.DropPosition) {
        guard let outline, let scene = document.scene, outline.rows.indices.contains(dragged), outline.rows.indices.contains(target),
              let edit = WindowEdits.dropping(outline.rows[dragged], on: outline.rows[target], position, in: scene) else { return }
        do {
            try document.apply(edit)
        } catch {
            showToast("\(error)")
        }
    }

    func moveAnchor(viewIndex: Int, to location: Point) {
        guard let outline, let result, let row = outline.row(forPlacedViewAt: viewIndex, in: result),
              let scene = document.scene else { return }
        // A computed location would be lost to a constant: ask first (once per expression).
        if case .replacesExpression(let expression) = scene.writing(ofArgument: "location", of: row.id), expression != approvedAnchorExpression {
            let asking = gtk_widget_get_visible(banner.widget) != 0 && bannerText?.hasPrefix("The anchor's location is computed") == true
            if !asking {
                showBanner("The anchor's location is computed (\(expression)); dragging it writes a fixed point in its place.", actions: [
                    ("Write a Fixed Point", { [weak self] in self?.approvedAnchorExpression = expression }),
                    ("Keep the Expression", {}),
                ])
            }
            return
        }
        if (try? document.apply(WindowEdits.movingAnchor(of: row, to: location))) != nil {
            anchorDragEdits += 1
        }
    }

    func finishAnchorDrag() {
        // One undo step per drag.
        document.mergeLastSourceSteps(anchorDragEdits)
        anchorDragEdits = 0
    }

    var isConfirmedClose = false
    /// Watches the document's file for other programs' changes (`PlaygroundWindow+Files`).
    var fileMonitor: GOwned?
    var monitoredPath: String?
    /// The outside change last offered as reload or keep (asked once per change).
    var noticedDiskState: PlaygroundDocument.DiskState?
    /// The banner's message, for the layout dump tests read.
    var bannerText: String?
}
