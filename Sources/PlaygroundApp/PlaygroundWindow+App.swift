import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// An app folder open (`AppProject`): the navigator over the tree, choosing a file, preview or
/// view of the app, and every folder of the app watched for other editors' saves. The
/// decisions (what a row shows, what an outside change re-reads, when to ask) are the model's.
extension PlaygroundWindow {
    /// The screen a chosen root falls back to: the command line's device or size, else the
    /// standard one.
    static func defaultScreen(_ options: PlaygroundApplication.Options) -> Screen {
        if let id = options.devicePreset, let preset = DevicePreset.named(id) { return Screen(preset) }
        if let proposal = options.proposal { return Screen(proposal: proposal) }
        return .standard
    }

    var appDefaultScreen: Screen { Self.defaultScreen(options) }

    // MARK: Opening

    /// File → Open Folder…: a native chooser for folders.
    func chooseAppFolder() {
        let start = project?.folder ?? document.filePath.map { ($0 as NSString).deletingLastPathComponent }
        runChooser("Open an App Folder", GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: "_Open", configure: { Self.start($0, in: start) }) { [weak self] path, _ in
            self?.openFolder(path)
        }
    }

    /// Opens the app folder at `path` (asking first when text would be lost).
    func openFolder(_ path: String) {
        confirmLeavingDocument(to: "Open \((path as NSString).lastPathComponent)") { [weak self] in
            guard let self else { return }
            do {
                let opened = try AppProject(folder: path)
                guard let file = opened.openingFile else { return }
                let document = try opened.open(file, defaultScreen: self.appDefaultScreen)
                // Left (saved or declined): the old file's and the old app's autosaves go.
                self.autosaver.clear(for: self.document)
                self.leaveApp()
                self.project = opened
                self.replaceDocument(with: document, keepsDraft: true)
                self.appOpened()
                try? self.recentFiles.add(path)
            } catch {
                self.showBanner("Could not open \(path): \(error)", actions: [])
            }
        }
    }

    /// Shows the navigator and watches the app's folders (after `project` is set).
    func appOpened() {
        gtk_widget_set_visible(navigator.container.widget, 1)
        gtk_widget_set_visible(previewDropDown.widget, 0)
        navigator.onChoose = { [weak self] row in self?.navigatorChose(row) }
        navigator.onSearch = { [weak self] _ in self?.updateNavigator() }
        updateNavigator()
        watchAppFolder()
    }

    /// Leaves the app (a single scene file opened instead): no navigator, no folder watch.
    func leaveApp() {
        guard project != nil else { return }
        clearDraftAutosaves()
        project = nil
        for monitor in folderMonitors.values { g_file_monitor_cancel(monitor.cast()) }
        folderMonitors = [:]
        gtk_widget_set_visible(navigator.container.widget, 0)
    }

    /// The autosaves of the app's drafts other than the document shown (their changes were
    /// saved or declined).
    private func clearDraftAutosaves() {
        for draft in project?.documents.values ?? [:].values where draft !== document { autosaver.clear(for: draft) }
    }

    /// Ctrl+P: the navigator's search field (the tree's flap shown first when folded away).
    func focusNavigatorSearch() {
        guard project != nil else { return showToast("Open an app folder (Ctrl+Shift+O) to find its views") }
        adw_flap_set_reveal_flap(treeFlap.opaque, 1)
        navigator.focusSearch()
    }

    // MARK: Choosing

    func navigatorChose(_ row: AppOutline.Row) {
        switch row {
        case .folder:
            return
        case .file(let path, _, _):
            guard path != document.filePath else { return }
            showAppFile(path, entry: nil)
        case .entry(let entry):
            guard entry.file == document.filePath else { return showAppFile(entry.file, entry: entry) }
            guard entry != document.shownEntry else { return }
            selectedRow = nil
            if document.show(entry, defaultScreen: appDefaultScreen) { canvas.zoomToFit() }
        }
    }

    /// Edits `path`, showing `entry` (nil: its first preview or view); the file left keeps its
    /// unsaved changes as a draft.
    func showAppFile(_ path: String, entry: AppEntry?) {
        guard let project else { return }
        do {
            let opened = try project.open(path, showing: entry, defaultScreen: appDefaultScreen)
            replaceDocument(with: opened, keepsDraft: true)
            // A draft whose file another program changed meanwhile: asked now that it shows.
            checkFileOnDisk()
        } catch {
            showBanner("Could not open \((path as NSString).lastPathComponent): \(error)", actions: [])
            updateNavigator()
        }
    }

    /// Lists the app again (after a reading, a search) with what is shown selected.
    func updateNavigator() {
        guard let project else { return }
        if document === project.shownDocument { project.refreshOutline() }
        let rows = project.outline.rows(matching: navigator.query)
        navigator.reload(rows, selected: AppOutline.selectedRow(in: rows, editing: document.filePath, showing: document.shownEntry))
    }

    /// The view whose body the tree shows: the entry shown when it is a view of the file edited.
    var treeRootView: String? {
        guard let entry = document.shownEntry, entry.kind == .view, entry.file == document.filePath else { return nil }
        return entry.name.split(separator: ".").last.map(String.init)
    }

    /// False when the entry shown is another file's (a model file edited while a screen shows):
    /// the tree, which edits this file, has no rows then.
    var treeShowsShownRoot: Bool {
        guard project != nil, let entry = document.shownEntry else { return true }
        return entry.file == document.filePath
    }

    // MARK: Other editors' saves

    /// Watches every folder of the app that holds its files (GIO, moves reported as such).
    func watchAppFolder() {
        guard let project else { return }
        var folders: Set<String> = [project.folder]
        for file in project.files {
            var folder = (file as NSString).deletingLastPathComponent
            while folder.count > project.folder.count, folder.hasPrefix(project.folder), folders.insert(folder).inserted {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        for (folder, monitor) in folderMonitors where !folders.contains(folder) {
            g_file_monitor_cancel(monitor.cast())
            folderMonitors[folder] = nil
        }
        for folder in folders where folderMonitors[folder] == nil {
            let file = GRef<GKind.Object>(adopting: g_file_new_for_path(folder)!)
            guard let made = g_file_monitor_directory(file.opaque, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { continue }
            let monitor = GRef<GKind.FileMonitor>(adopting: made)
            monitor.onFileEvent { [weak self] _ in self?.folderEvent() }
            folderMonitors[folder] = monitor
        }
    }

    /// An event in a folder of the app: read the folder once events pause for 200 ms (an
    /// editor's save is several: a write, a rename, attributes; a rewrite in place is read
    /// when it is done).
    private func folderEvent() {
        folderEvents += 1
        let seen = folderEvents
        Gtk.after(milliseconds: 200) { [weak self] in
            guard let self, self.folderEvents == seen else { return }
            self.folderSettled()
        }
    }

    private func folderSettled() {
        guard let project else { return }
        let reaction = project.takeOutsideChanges()
        if reaction.asksAboutShown || reaction.shownDeleted { checkFileOnDisk() }
        if let follow = reaction.follow {
            showAppFile(follow, entry: nil)
        } else if !reaction.reread {
            updateNavigator()
        }
        if reaction.filesChanged { watchAppFolder() }
    }
}

// MARK: - The test probe

extension PlaygroundWindow {
    /// For `--dump-layout`: the app's navigator (null without an app): the search field's
    /// place and text, the entry shown, and each row shown with its place (surface
    /// coordinates, null when scrolled out of sight or folded away) and whether it is selected.
    var navigatorDumpField: String {
        guard let project else { return "\"navigator\": null" }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(window.opaque, &surfaceX, &surfaceY)
        func rect<W: GObjectHandle>(_ widget: W) -> String where W.Kind: WidgetKind {
            guard gtk_widget_get_mapped(widget.widget) != 0 else { return "null" }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(widget.widget, window.widget, &bounds) != 0 else { return "null" }
            return "{\"x\": \(formatPoints(Double(bounds.origin.x) + surfaceX)), \"y\": \(formatPoints(Double(bounds.origin.y) + surfaceY)), "
                + "\"width\": \(formatPoints(Double(bounds.size.width))), \"height\": \(formatPoints(Double(bounds.size.height)))}"
        }
        let rows = zip(navigator.rows, navigator.rowWidgets).enumerated().map { index, pair -> String in
            let (row, widget) = pair
            let (kind, title): (String, String)
            switch row {
            case .folder(let name): (kind, title) = ("folder", name)
            case .file(_, let name, _): (kind, title) = ("file", name)
            case .entry(let entry): (kind, title) = (entry.kind == .preview ? "preview" : "view", entry.name)
            }
            return "{\"kind\": \"\(kind)\", \"title\": \(jsonString(title)), \"selected\": \(navigator.selectedIndex == index), \"rect\": \(rect(widget))}"
        }
        let shown = document.shownEntry.map { "{\"name\": \(jsonString($0.name)), \"kind\": \"\($0.kind == .preview ? "preview" : "view")\", \"file\": \(jsonString($0.file))}" } ?? "null"
        return "\"navigator\": {\"folder\": \(jsonString(project.folder)), \"files\": \(project.files.count), \"query\": \(jsonString(navigator.query)), "
            + "\"search\": \(rect(navigator.searchEntry)), \"shown\": \(shown), \"drafts\": [\(project.modifiedFiles.map(jsonString).joined(separator: ", "))], "
            + "\"rows\": [\(rows.joined(separator: ", "))]}"
    }
}
