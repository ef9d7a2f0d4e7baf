import CGtk
import Foundation
import PlaygroundModel
import Rendering

/// Files, and never losing or misplacing a person's text: opening asks before unsaved changes
/// go; a recovery opens as the file it came from; another program's change or deletion of the
/// file is noticed (a GIO file monitor) and offered as reload or keep; a save that would
/// overwrite such a change, recreate a deleted file or write a read-only one asks instead.
extension PlaygroundWindow {
    // MARK: Opening

    /// Opens `path`, asking first when the document has unsaved changes.
    func open(path: String) {
        let name = (path as NSString).lastPathComponent
        confirmLeavingDocument(to: "Open \(name)") { [weak self] in
            guard let self else { return }
            do {
                self.replaceDocument(with: try PlaygroundDocument.open(path: path))
                try? self.recentFiles.add(path)
            } catch {
                self.showBanner("Could not open \(path): \(error)", actions: [])
            }
        }
    }

    /// Shows `replacement` in place of the document. The way the scene is shown (Dynamic
    /// Type, direction, appearance, device) stays; the old document's autosave goes, since its
    /// changes were saved or declined.
    func replaceDocument(with replacement: PlaygroundDocument) {
        if replacement.identifier != document.identifier { autosaver.clear(for: document) }
        document.onChange = nil
        // The screen stays too, unless the new scene's preview asks for a size of its own.
        if replacement.screen == .standard { replacement.screen = document.screen }
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
        guard document.isModified else { return proceed() }
        showBanner("\(document.displayName) has unsaved changes.", actions: [
            ("Save, Then \(action)", { [weak self] in
                guard let self else { return }
                self.save()
                if !self.document.isModified { proceed() }
            }),
            ("\(action) Without Saving", proceed),
        ])
    }

    // MARK: Saving

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
    /// (to read its choices) when accepted. The chooser frees itself after its answer.
    func runChooser(_ title: String, _ action: GtkFileChooserAction, accept: String, configure: (GPointer) -> Void,
                    chosen: @escaping (String, GPointer) -> Void) {
        let chooser = GPointer(gtk_file_chooser_native_new(title, window.cast(), action, accept, "_Cancel")!)
        configure(chooser)
        chooser.onInt("response") { [chooser] response in
            defer { g_object_unref(chooser.gpointer) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                  let file = gtk_file_chooser_get_file(chooser.opaque), let cPath = g_file_get_path(file) else { return }
            let path = String(cString: cPath)
            g_free(cPath)
            g_object_unref(UnsafeMutableRawPointer(file))
            chosen(path, chooser)
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// Starts `chooser` in `folder`, when there is one.
    static func start(_ chooser: GPointer, in folder: String?) {
        guard let folder else { return }
        let file = g_file_new_for_path(folder)
        gtk_file_chooser_set_current_folder(chooser.opaque, file, nil)
        g_object_unref(UnsafeMutableRawPointer(file))
    }

    // MARK: Other programs' changes

    /// Watches the document's file (again, after it moved to another path by Save As).
    func watchDocumentFile() {
        guard document.filePath != monitoredPath else { return }
        if let fileMonitor { g_file_monitor_cancel(fileMonitor.pointer.cast()) }
        fileMonitor = nil
        monitoredPath = document.filePath
        guard let path = document.filePath, let file = g_file_new_for_path(path) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = GPointer(g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, nil)) else { return }
        // Events come in bursts (an editor's write, rename and attribute change): look once
        // they settle.
        monitor.onFileEvent { [weak self] _ in
            Gtk.after(milliseconds: 150) { self?.checkFileOnDisk() }
        }
        fileMonitor = GOwned(monitor)
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

    // MARK: Banners, recovery, closing

    /// A short message over the canvas that goes by itself (an edit that cannot be made, a
    /// picture copied): libadwaita's toast. What needs an answer, or concerns the person's
    /// files, is a banner.
    func showToast(_ message: String) {
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)!
        adw_toast_set_timeout(toast, 4)
        adw_toast_overlay_add_toast(toastOverlay.opaque, toast)
        lastToast = message
    }

    /// A message across the top of the window with buttons; a button hides the banner before
    /// it acts, so an action may show a banner of its own.
    func showBanner(_ message: String, actions: [(String, () -> Void)]) {
        Gtk.clear(banner)
        let label = Gtk.label(message)
        gtk_widget_set_hexpand(label.widget, 1)
        gtk_label_set_wrap(label.opaque, 1)
        Gtk.append(banner, label)
        for (title, body) in actions {
            let button = GPointer(gtk_button_new_with_label(title)!)
            button.on("clicked") { [weak self] in
                if let self { gtk_widget_set_visible(self.banner.widget, 0) }
                body()
                self?.writeStateDump()
            }
            Gtk.append(banner, button)
        }
        let dismiss = Gtk.iconButton("window-close-symbolic", tooltip: "Dismiss")
        dismiss.on("clicked") { [weak self] in
            if let self { gtk_widget_set_visible(self.banner.widget, 0) }
        }
        Gtk.append(banner, dismiss)
        Gtk.setMargins(banner, 6)
        gtk_widget_set_visible(banner.widget, 1)
        bannerText = message
    }

    /// Offers the newest autosave left by a playground that closed unexpectedly. Recovering
    /// opens it as the file it came from (asking first if this document has unsaved changes),
    /// never into the document that happens to be open.
    func offerRecovery() {
        guard let recovery = autosaver.pendingRecoveries().first(where: { $0.identifier != document.identifier }) else { return }
        let name = recovery.originalPath.map { ($0 as NSString).lastPathComponent } ?? "an unsaved scene"
        showBanner("Unsaved changes to \(name) from \(recovery.date) were kept after the playground closed unexpectedly.", actions: [
            ("Recover", { [weak self] in
                self?.confirmLeavingDocument(to: "Recover") { [weak self] in
                    guard let self else { return }
                    do {
                        // The recovery's autosave stays until the recovered text is saved or
                        // closed: a crash now loses nothing.
                        self.replaceDocument(with: try PlaygroundDocument.recover(recovery))
                    } catch {
                        self.showBanner("Could not recover: \(error)", actions: [])
                    }
                }
            }),
            ("Discard", { [weak self] in
                self?.autosaver.discard(recovery)
                self?.offerRecovery()
            }),
        ])
    }

    /// Returns true to stop the window from closing (unsaved changes: ask first).
    func closeRequested() -> Bool {
        guard document.isModified, !isConfirmedClose else {
            autosaver.clear(for: document)
            return false
        }
        showBanner("\(document.displayName) has unsaved changes.", actions: [
            ("Save and Close", { [weak self] in
                guard let self else { return }
                self.save()
                if !self.document.isModified { self.isConfirmedClose = true; self.close() }
            }),
            ("Close Without Saving", { [weak self] in
                guard let self else { return }
                self.isConfirmedClose = true
                self.close()
            }),
        ])
        return true
    }
}
