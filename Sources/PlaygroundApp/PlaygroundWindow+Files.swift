import CGtk
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// Files, and never losing or misplacing a person's text: opening asks before unsaved changes
/// go; a recovery opens as the file it came from; another program's change or deletion of the
/// file is noticed (a GIO file monitor) and offered as reload or keep; a save that would
/// overwrite such a change, recreate a deleted file or write a read-only one asks instead.
/// Pictures leave through here too (export, copy, a set of pictures), and files come in by
/// drop; every file chooser goes through `runChooser`.
extension PlaygroundWindow {
    // MARK: Opening

    /// Opens `path`, asking first when the document has unsaved changes: a folder as an app
    /// (`openFolder`), a file of the app open as that file in the navigator, any other file
    /// as a scene of its own.
    func open(path: String) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return openFolder(path) }
        if let project, project.files.contains(path) { return showAppFile(path, entry: nil) }
        let name = (path as NSString).lastPathComponent
        confirmLeavingDocument(to: "Open \(name)") { [weak self] in
            guard let self else { return }
            do {
                let opened = try PlaygroundDocument.open(path: path)
                // On its own screen, as a file of an app opens: its `// render:` line, else
                // its preview's traits, else the default.
                opened.screen = opened.appScreen(default: self.appDefaultScreen)
                self.leaveApp()
                self.replaceDocument(with: opened)
                try? self.recentFiles.add(path)
            } catch {
                self.showBanner("Could not open \(path): \(error)", actions: [])
            }
        }
    }

    /// Shows `replacement` in place of the document, on the replacement's own screen (never
    /// the one the previous scene was left at). The way the scene is shown (Dynamic Type,
    /// direction, appearance, device chrome) stays; the old document's autosave goes, since
    /// its changes were saved or declined, unless `keepsDraft` (another file of an app: the
    /// one left keeps its unsaved text).
    func replaceDocument(with replacement: PlaygroundDocument, keepsDraft: Bool = false) {
        if replacement.identifier != document.identifier, !keepsDraft || !document.isModified { autosaver.clear(for: document) }
        document.onChange = nil
        document = replacement
        let environment = session.environment
        if session.isLayingOut {
            // The old document's layout stops soon and is not shown; until it does, it still
            // measures text with the old measurer, so the new session gets its own.
            session.cancelBackgroundLayout()
            layoutMeasurer = PangoTextMeasurer()
        }
        session = LayoutSession(document: replacement, textMeasurer: layoutMeasurer, imageMeasurer: Self.imageMeasurer)
        session.environment = environment
        replacement.onChange = { [weak self] change in self?.documentChanged(change) }
        selectedRow = nil
        noticedDiskState = nil
        watchDocumentFile()
        documentChanged()
        canvas.zoomToFit()
    }

    /// Runs `proceed` at once when no unsaved change would be lost; otherwise asks: save
    /// first, go on without saving, or (dismissing the banner) stay.
    func confirmLeavingDocument(to action: String, proceed: @escaping () -> Void) {
        let drafts = (project?.modifiedFiles ?? []).filter { $0 != document.filePath }
        guard document.isModified || !drafts.isEmpty else { return proceed() }
        let count = drafts.count + (document.isModified ? 1 : 0)
        showBanner(count == 1 && drafts.isEmpty ? "\(document.displayName) has unsaved changes." : "\(count) files of the app have unsaved changes.", actions: [
            ("Save, Then \(action)", { [weak self] in
                guard let self, self.saveDrafts() else { return }
                self.save()
                if !self.document.isModified { proceed() }
            }),
            ("\(action) Without Saving", proceed),
        ])
    }

    // MARK: Saving

    /// Saves the app's files with unsaved changes other than the one shown; false (with a
    /// banner) when one could not be saved: it is then shown, to resolve.
    func saveDrafts() -> Bool {
        guard let project else { return true }
        for path in project.modifiedFiles where path != document.filePath {
            guard let draft = project.documents[path] else { continue }
            do {
                try draft.save()
                autosaver.clear(for: draft)
            } catch {
                showAppFile(path, entry: nil)
                save()
                return false
            }
        }
        return true
    }

    func save() {
        guard document.filePath != nil else { return chooseFile(save: true) }
        do {
            try document.save()
            autosaver.clear(for: document)
            noticedDiskState = nil
            updateTitle()
        } catch let error as DocumentError {
            offerResolution(of: error)
        } catch {
            showBanner("Could not save: \(error)", actions: [])
        }
    }

    /// A refused save: the choices that resolve it.
    private func offerResolution(of error: DocumentError) {
        let message = "Not saved: \(error.message)."
        switch error.kind {
        case .changedOnDisk:
            showBanner(message, actions: [
                ("Reload", { [weak self] in self?.reloadFromDisk() }),
                ("Keep Mine and Save", { [weak self] in self?.keepOwnVersion(thenSave: true) }),
            ])
        case .deletedOnDisk:
            showBanner(message, actions: [
                ("Save Again", { [weak self] in self?.keepOwnVersion(thenSave: true) }),
                ("Save As…", { [weak self] in self?.chooseFile(save: true) }),
            ])
        case .readOnly:
            showBanner(message, actions: [("Save As…", { [weak self] in self?.chooseFile(save: true) })])
        case .other:
            showBanner("Could not save: \(error)", actions: [])
        }
    }

    private func reloadFromDisk() {
        do {
            try document.reloadFromDisk()
            autosaver.clear(for: document)
            noticedDiskState = nil
        } catch {
            showBanner("Could not reload: \(error)", actions: [])
        }
    }

    private func keepOwnVersion(thenSave: Bool) {
        document.keepOwnVersion()
        noticedDiskState = nil
        if thenSave { save() }
        updateTitle()
    }

    func chooseFile(save: Bool) {
        let name = (document.filePath as NSString?)?.lastPathComponent ?? "Scene.swift"
        runChooser(save ? "Save Scene" : "Open Scene", save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                   accept: save ? "_Save" : "_Open", configure: { chooser in
            if save { gtk_file_chooser_set_current_name(chooser.opaque, name) }
        }) { [weak self] path, _ in
            guard let self else { return }
            guard save else { return self.open(path: path) }
            do {
                try self.document.save(to: path)
                try? self.recentFiles.add(path)
                self.autosaver.clear(for: self.document)
                self.noticedDiskState = nil
                self.watchDocumentFile()
                self.updateTitle()
            } catch {
                self.showBanner("Could not save: \(error)", actions: [])
            }
        }
    }

    /// The one way the window asks for a file or folder (open, save, export, export a set): a
    /// native chooser, set up by `configure`, that calls `chosen` with the path and the chooser
    /// (to read its choices) when accepted. The window keeps the chooser (`openChoosers`) until
    /// its answer.
    func runChooser(_ title: String, _ action: GtkFileChooserAction, accept: String, configure: (GBorrowed<GKind.FileChooser>) -> Void,
                    chosen: @escaping (String, GBorrowed<GKind.FileChooser>) -> Void) {
        let chooser = GRef<GKind.FileChooser>(adopting: gtk_file_chooser_native_new(title, window.cast(), action, accept, "_Cancel")!)
        openChoosers.append(chooser)
        configure(chooser.borrowed)
        chooser.onInt("response") { [weak self, borrowed = chooser.borrowed] response in
            // Released after the handler: GLib holds the chooser while it emits.
            defer { self?.openChoosers.removeAll { $0.raw == borrowed.raw } }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let chosenFile = gtk_file_chooser_get_file(borrowed.opaque) else { return }
            let file = GRef<GKind.Object>(adopting: chosenFile)
            guard let cPath = g_file_get_path(file.opaque) else { return }
            let path = String(cString: cPath)
            g_free(cPath)
            chosen(path, borrowed)
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// Starts `chooser` in `folder`, when there is one.
    static func start(_ chooser: some GObjectHandle<GKind.FileChooser>, in folder: String?) {
        guard let folder else { return }
        let file = GRef<GKind.Object>(adopting: g_file_new_for_path(folder)!)
        gtk_file_chooser_set_current_folder(chooser.opaque, file.opaque, nil)
    }

    // MARK: Other programs' changes

    /// Watches the document's file (again, after it moved to another path by Save As).
    /// In an app, the folders are watched instead (`watchAppFolder`).
    func watchDocumentFile() {
        let watched = project == nil ? document.filePath : nil
        guard watched != monitoredPath else { return }
        if let fileMonitor { g_file_monitor_cancel(fileMonitor.cast()) }
        fileMonitor = nil
        monitoredPath = watched
        guard let path = watched, let newFile = g_file_new_for_path(path) else { return }
        let file = GRef<GKind.Object>(adopting: newFile)
        guard let made = g_file_monitor_file(file.opaque, G_FILE_MONITOR_WATCH_MOVES, nil, nil) else { return }
        let monitor = GRef<GKind.FileMonitor>(adopting: made)
        // Events come in bursts (an editor's write, rename and attribute change): look once
        // they settle.
        monitor.onFileEvent { [weak self] _ in
            Gtk.after(milliseconds: 150) { self?.checkFileOnDisk() }
        }
        fileMonitor = monitor
    }

    /// Offers reload or keep when the file changed or went away (once per new state).
    func checkFileOnDisk() {
        let state = document.diskState()
        guard state != .unchanged else {
            noticedDiskState = nil
            return
        }
        guard state != noticedDiskState else { return }
        noticedDiskState = state
        let name = document.displayName
        switch state {
        case .changed:
            showBanner("\(name) was changed by another program.", actions: [
                ("Reload", { [weak self] in self?.reloadFromDisk() }),
                ("Keep Mine", { [weak self] in self?.keepOwnVersion(thenSave: false) }),
            ])
        case .deleted:
            showBanner("\(name) was deleted by another program. Your text is still here.", actions: [
                ("Save Again", { [weak self] in self?.keepOwnVersion(thenSave: true) }),
                ("Save As…", { [weak self] in self?.chooseFile(save: true) }),
            ])
        case .unchanged:
            break
        }
    }

    // MARK: Exporting and copying the canvas, dropped files


    func exportCanvas(to path: String, format: ImageFormat, scale: Double = 2, withOverlays: Bool = true) throws {
        guard let result else { return }
        var options = RenderOptions(scale: scale, colorScheme: session.colorScheme, overlays: withOverlays ? overlays : [])
        options.drawsBackground = true
        // On a device's screen, as the device shows it unless the export turned that off.
        try ImageWriter.write(exportPicture(result), to: path, format: format, options: options)
    }

    /// Ctrl+E: a PNG or SVG of the canvas. The chooser starts where the last export went, with
    /// its scale, overlays and device chrome; copying (Ctrl+Shift+C) uses them too.
    func chooseExport() {
        let settings = exportSettings
        let name = ((document.displayName as NSString).deletingPathExtension) + "." + settings.format
        var offersDevice = false
        runChooser("Export Canvas (PNG or SVG)", GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Export", configure: { chooser in
            gtk_file_chooser_set_current_name(chooser.opaque, name)
            Self.start(chooser, in: settings.folder)
            Self.addChoice(chooser, id: "scale", label: "Scale", options: [("1", "1x"), ("2", "2x"), ("3", "3x")], selected: formatPoints(settings.scale))
            Self.addChoice(chooser, id: "overlays", label: "Overlays", options: [("with", "With the overlays shown"), ("without", "Without overlays")],
                           selected: settings.withOverlays ? "with" : "without")
            offersDevice = self.addDeviceChoice(to: chooser)
        }) { [weak self] path, chooser in
            guard let self else { return }
            let scale = Double(Self.choice(chooser, "scale") ?? "2") ?? 2
            let withOverlays = Self.choice(chooser, "overlays") != "without"
            let format = ImageFormat(path: path) ?? .png
            let withDevice = offersDevice ? Self.choice(chooser, "device") != "without" : self.exportSettings.withDeviceChrome
            self.exportSettings = ExportSettings(scale: scale, withOverlays: withOverlays, folder: (path as NSString).deletingLastPathComponent,
                                                 format: format == .svg ? "svg" : "png", withDeviceChrome: withDevice)
            do {
                try self.exportCanvas(to: path, format: format, scale: scale, withOverlays: withOverlays)
                self.showToast("Exported \((path as NSString).lastPathComponent)")
            } catch {
                self.showToast("Could not export: \(error)")
            }
        }
    }

    /// Asks for a folder, then writes every picture `pictures` makes into it as PNG, with the
    /// last export's scale and overlays.
    func chooseFolder(title: String, pictures: @escaping () -> [(fileName: String, result: LayoutResult)]) {
        let folder = exportSettings.folder
        runChooser(title, GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: "_Export", configure: { Self.start($0, in: folder) }) { [weak self] folder, _ in
            guard let self else { return }
            self.exportSettings.folder = folder
            do {
                let written = try self.writePictures(pictures(), into: folder)
                self.showToast("Wrote \(written) pictures to \((folder as NSString).lastPathComponent)")
            } catch {
                self.showToast("Could not export: \(error)")
            }
        }
    }

    /// Writes each picture as `folder/fileName` (each through a temporary file, then renamed),
    /// on a device's screen as the device shows it unless the last export turned that off.
    func writePictures(_ pictures: [(fileName: String, result: LayoutResult)], into folder: String) throws -> Int {
        var options = RenderOptions(scale: exportSettings.scale, colorScheme: session.colorScheme, overlays: exportSettings.withOverlays ? overlays : [])
        options.drawsBackground = true
        for picture in pictures {
            try ImageWriter.write(exportPicture(picture.result), to: folder + "/" + picture.fileName, format: .png, options: options)
        }
        return pictures.count
    }

    /// A choice in a file chooser (`gtk_file_chooser_add_choice`): `options` are (id, label).
    /// The selected option is listed first: GTK 4.8's native chooser ignores
    /// `gtk_file_chooser_set_choice` (its dialog shows, and answers, the first option), so the
    /// last export's scale, overlays and device would otherwise be forgotten at every export.
    static func addChoice(_ chooser: some GObjectHandle<GKind.FileChooser>, id: String, label: String, options: [(String, String)], selected: String) {
        let options = options.filter { $0.0 == selected } + options.filter { $0.0 != selected }
        Gtk.withCStrings(options.map(\.0)) { ids in
            Gtk.withCStrings(options.map(\.1)) { labels in gtk_file_chooser_add_choice(chooser.opaque, id, label, ids, labels) }
        }
        gtk_file_chooser_set_choice(chooser.opaque, id, selected)
    }

    static func choice(_ chooser: some GObjectHandle<GKind.FileChooser>, _ id: String) -> String? {
        gtk_file_chooser_get_choice(chooser.opaque, id).map { String(cString: $0) }
    }

    func copyImage() {
        // The picture goes through a PNG file of its own, read back as a texture and removed.
        let path = NSTemporaryDirectory() + "layout-playground-clipboard-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try exportCanvas(to: path, format: .png, scale: exportSettings.scale, withOverlays: exportSettings.withOverlays)
            guard let made = gdk_texture_new_from_filename(path, nil) else { return }
            // The clipboard keeps the texture (a reference of its own).
            let texture = GRef<GKind.Object>(adopting: made)
            let clipboard = gtk_widget_get_clipboard(window.widget)
            gdk_clipboard_set_texture(clipboard, texture.opaque)
            showToast("Copied the canvas at \(formatPoints(exportSettings.scale))x")
        } catch {
            showToast("Could not copy the picture: \(error)")
        }
    }

    func installFileDrop() {
        let target = GRef<GKind.Controller>(adopting: gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)!)
        target.onDrop { [weak self] value in
            guard let self, let value else { return false }
            let object = g_value_get_object(value.assumingMemoryBound(to: GValue.self))
            guard let object, let cPath = g_file_get_path(OpaquePointer(object)) else { return false }
            let path = String(cString: cPath)
            g_free(cPath)
            // A picture is a screenshot to compare with; anything else a scene (or an app folder) to open.
            if path.lowercased().hasSuffix(".png") {
                self.showScreenshot(path: path)
            } else {
                self.open(path: path)
            }
            return true
        }
        Gtk.addController(target, to: window)
    }
}
