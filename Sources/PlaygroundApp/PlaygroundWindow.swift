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
    // MARK: Widgets, owned here and by their parents (the window is GTK's until it is destroyed)
    let window: GRef<GKind.Window>
    let headerBar: GRef<GKind.Widget>
    /// The header bar's title: the file's name, and the scene's state under it.
    let windowTitle: GRef<GKind.Widget>
    /// The view tree beside the canvas, folded over it as an overlay when the window is narrow.
    let treeFlap: GRef<GKind.Flap>
    /// The inspector on the other side, folded the same way.
    let inspectorFlap: GRef<GKind.Flap>
    let centrePaned: GRef<GKind.Widget>
    /// What the last export chose, for the next export, for copying and for the next session.
    typealias ExportSettings = ExportPreferences
    var exportSettings = ExportPreferences.load() {
        didSet { try? exportSettings.save() }
    }
    /// Toasts show over the panes (`showToast`); the last one's text, for the tests.
    let toastOverlay = GRef<GKind.Widget>(adopting: adw_toast_overlay_new()!)
    var lastToast: String?
    /// The toast last shown (a reference of its own, `showToast`), dismissed when the step's
    /// words take the bottom of the canvas.
    var shownToast: OpaquePointer?
    /// The header bar's toggle buttons by action (`win.toggle-direction`), for the tests.
    var headerToggles: [String: GRef<GKind.Widget>] = [:]
    /// Over the canvas: the proposal, the device preset, the Dynamic Type size.
    let screenBar = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
    let dynamicTypeDropDown: GRef<GKind.DropDown>
    let presetDropDown: GRef<GKind.DropDown>
    /// The scene's previews; shown when it has more than one.
    let previewDropDown: GRef<GKind.DropDown>
    var previewNames: [String] = []
    /// The gallery: example scenes and recent files (`buildGallery`), and their paths.
    let galleryDropDown: GRef<GKind.DropDown>
    var galleryRows: [GalleryRow] = []
    /// The rows' names, for the state dump (`GalleryRow.dumpName`).
    var galleryNames: [String] = []
    let galleryThumbnails = GalleryThumbnails()
    let banner: GRef<GKind.Widget>
    let proposalEntry: GRef<GKind.Entry>

    // MARK: Panels
    let tree = TreePanel()
    /// The app's files, previews and views, over the tree when an app folder is open.
    let navigator = NavigatorPanel()
    /// The navigator above, the tree below, in the left flap.
    let sidebarPaned = GRef<GKind.Widget>(adopting: gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
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
    /// The selection was made by the cursor in the source (its line shows it; no mark).
    var selectionFromSource = false
    var overlays: Set<RenderOptions.Overlay> = []
    var isPresenting = false
    /// Stepping through the layout (F6), or nil (`PlaygroundWindow+Steps`).
    var stepThrough: StepThrough?
    /// The tree, the inspector and the source as they were shown when presentation mode began.
    var shownBeforePresenting: (tree: Bool, inspector: Bool, source: Bool)?
    /// The header's main menu button (F10).
    var mainMenuButton: GRef<GKind.Widget>?
    /// Whether the panels fold over the canvas (a window narrower than `narrowWidth`), as last set.
    var panelsFolded: Bool?
    /// Anchor drags apply an edit per motion; at the end they collapse into one undo step.
    var anchorDragEdits = 0
    /// A computed anchor location the person agreed to replace with a fixed point.
    var approvedAnchorExpression: String?
    /// The screen a proposal drag started on: the drag is one undo step back to it.
    var screenBeforeDrag: Screen?

    /// `opened`: the scene file already read (see `OpeningDocument`), or nil to read it here.
    init(application: GBorrowed<GKind.Application>, options: PlaygroundApplication.Options, opened: Result<OpeningDocument.Opened, Error>? = nil) {
        self.options = options
        let document: PlaygroundDocument
        var openError: String?
        if let opened {
            switch opened {
            case .success(let read):
                document = read.document
                project = read.project
            case .failure(let error):
                openError = "\(error)"
                document = PlaygroundDocument.example(source: BuiltInScene.source, name: BuiltInScene.name)
            }
        } else if let path = options.scenePath {
            do {
                document = try PlaygroundDocument.open(path: path, companions: options.companionPaths)
            } catch {
                openError = "\(error)"
                document = PlaygroundDocument.example(source: BuiltInScene.source, name: BuiltInScene.name)
            }
        } else {
            document = PlaygroundDocument.example(source: BuiltInScene.source, name: BuiltInScene.name)
        }
        self.document = document
        session = LayoutSession(document: document, textMeasurer: layoutMeasurer, imageMeasurer: Self.imageMeasurer)
        canvas = CanvasView(renderer: SceneRenderer(textMeasurer: measurer))
        variantsView = VariantsView(renderer: canvas.renderer)

        // GTK's list of toplevels owns a new window (until it is destroyed); this is a second reference.
        window = GRef(retaining: adw_application_window_new(application.cast())!)
        gtk_window_set_default_size(window.cast(), Int32(Self.defaultSize.width), Int32(Self.defaultSize.height))
        headerBar = GRef(adopting: adw_header_bar_new()!)
        windowTitle = GRef(adopting: adw_window_title_new("Layout Playground", nil)!)
        dynamicTypeDropDown = Gtk.dropDown(DynamicTypeSize.allCases.map(\.name))
        gtk_widget_set_tooltip_text(dynamicTypeDropDown.widget, "Dynamic Type size (Ctrl+Plus, Ctrl+Minus)")
        presetDropDown = Gtk.dropDown(["Custom size"] + DevicePreset.all.map(\.id), maxWidthChars: 16)
        previewDropDown = Gtk.dropDown([], maxWidthChars: 18)
        galleryDropDown = Gtk.dropDown(["Gallery…"])
        gtk_widget_set_tooltip_text(previewDropDown.widget, "The scene's previews (#Preview, PreviewProvider)")
        gtk_widget_set_visible(previewDropDown.widget, 0)
        gtk_widget_set_tooltip_text(presetDropDown.widget, "Device preset: the proposal and its safe area")
        banner = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        proposalEntry = GRef(adopting: gtk_entry_new()!)
        gtk_editable_set_width_chars(proposalEntry.opaque, 12)
        gtk_widget_set_tooltip_text(proposalEntry.widget, "The proposal: W x H, each a number, nil (unspecified) or inf")
        treeFlap = GRef(adopting: adw_flap_new()!)
        inspectorFlap = GRef(adopting: adw_flap_new()!)
        centrePaned = GRef(adopting: gtk_paned_new(GTK_ORIENTATION_VERTICAL)!)
        buildHeaderBar()
        buildGallery()
        buildPanes()
        for dropDown in [presetDropDown, dynamicTypeDropDown, galleryDropDown, previewDropDown] { quietTooltipWhileOpen(dropDown) }
        PlaygroundAction.install(in: self)
        updateScreenshotActions()
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
            guard self.project == nil, self.previewNames.indices.contains(index), index != self.document.selectedPreview else { return }
            self.document.selectedPreview = index
        }
        gtk_drop_down_set_selected(dynamicTypeDropDown.opaque, UInt32(DynamicTypeSize.large.rawValue))
        window.onBool("close-request") { [weak self] in self?.closeRequested() ?? false }
        installFileDrop()
        installPanelFocus()
        installPresentationKeys()
        // Row commands whose keys a text field uses too: they work while the view tree or the
        // canvas has the focus, not while the source or an entry does (Delete there deletes text).
        Gtk.addLocalShortcuts(tree.container, PlaygroundAction.focusShortcuts)
        Gtk.addLocalShortcuts(canvas.area, PlaygroundAction.focusShortcuts)
        document.onChange = { [weak self] change in self?.documentChanged(change) }
        Gtk.every(milliseconds: 5000) { [weak self] in
            guard let self else { return false }
            _ = try? self.autosaver.autosaveIfNeeded(self.document)
            // An app's other files with unsaved changes (drafts) too.
            for draft in self.project?.documents.values ?? [:].values where draft !== self.document {
                _ = try? self.autosaver.autosaveIfNeeded(draft)
            }
            return true
        }
        documentChanged()
        // A file opened from the command line is a recent file too.
        if let path = document.filePath { try? recentFiles.add(path) }
        if options.layoutDumpPath != nil {
            // For tests: the dump follows widgets as GTK places them (banners, panes), not only
            // finished layouts.
            Gtk.every(milliseconds: 250) { [weak self] in
                self?.runTestCommands()
                self?.writeStateDump()
                return self != nil
            }
        }
        // The command line's screen, else the scene's own (`appScreen`: its `// render:` line, its preview's traits).
        if let id = options.devicePreset, let preset = DevicePreset.named(id) {
            document.screen = Screen(preset)
        } else if let proposal = options.proposal {
            document.screen = Screen(proposal: proposal)
        } else if project == nil {
            document.screen = document.appScreen(default: .standard)
        }
        if document.filePath == nil, document.exampleName != nil { canvas.hint = BuiltInScene.hint }
        if options.scenePath == nil || Self.screenIsSmall { gtk_window_maximize(window.cast()) }
        if let openError { showBanner("Could not open the scene: \(openError)", actions: []) }
        offerRecovery()
        watchDocumentFile()
        if project != nil { appOpened() }
    }

    func present() { gtk_window_present(window.cast()) }

    func close() { gtk_window_close(window.cast()) }

    var isConfirmedClose = false
    /// The app folder open (`PlaygroundWindow+App`), or nil for a scene file.
    var project: AppProject?
    /// A monitor per folder of the app, by folder path.
    var folderMonitors: [String: GRef<GKind.FileMonitor>] = [:]
    /// Counts the app folder's events: a scan runs once they pause (`folderEvent`).
    var folderEvents = 0
    /// Watches the document's file for other programs' changes (`PlaygroundWindow+Files`).
    var fileMonitor: GRef<GKind.FileMonitor>?
    /// The file choosers open, each kept until its answer (`runChooser`).
    var openChoosers: [GRef<GKind.FileChooser>] = []
    var monitoredPath: String?
    /// The outside change last offered as reload or keep (asked once per change).
    var noticedDiskState: PlaygroundDocument.DiskState?
    /// The banner's message, for the layout dump tests read.
    var bannerText: String?
    /// The Device Chrome toggle (`PlaygroundWindow+Device`).
    var showsDeviceChrome = false
    /// A screenshot over the scene and its bar over the canvas (`PlaygroundWindow+Screenshot`).
    let screenshotBar = ScreenshotBar()
    /// Web pages being written off the main thread (started, finished, running) and the last
    /// one written (`PlaygroundWindow+WebPage`).
    var webPages: (started: Int, finished: Int, running: Int, written: String?) = (0, 0, 0, nil)
}
