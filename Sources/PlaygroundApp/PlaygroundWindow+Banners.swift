import CGtk
import Foundation
import PlaygroundModel

/// Messages: toasts that go by themselves, banners that ask (recovery after a crash, a file
/// changed elsewhere, unsaved changes before closing).
extension PlaygroundWindow {
    // MARK: Banners, recovery, closing

    /// A short message over the canvas that goes by itself (an edit that cannot be made, a
    /// picture copied): libadwaita's toast. What needs an answer, or concerns the person's
    /// files, is a banner.
    func showToast(_ message: String) {
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)!
        adw_toast_set_timeout(toast, 4)
        if let shown = shownToast { g_object_unref(UnsafeMutableRawPointer(shown)) }
        shownToast = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(toast)))
        adw_toast_overlay_add_toast(toastOverlay.opaque, toast)
        lastToast = message
    }

    /// Takes the last toast away now (stepping's words go where it shows: nothing draws over
    /// them); a toast already gone stays gone.
    func dismissToast() {
        guard let shown = shownToast else { return }
        adw_toast_dismiss(shown)
        g_object_unref(UnsafeMutableRawPointer(shown))
        shownToast = nil
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
            let button = GRef<GKind.Widget>(adopting: gtk_button_new_with_label(title)!)
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
                        let recovered = try PlaygroundDocument.recover(recovery)
                        recovered.screen = recovered.appScreen(default: self.appDefaultScreen)
                        self.replaceDocument(with: recovered)
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
        let drafts = (project?.modifiedFiles ?? []).filter { $0 != document.filePath }
        guard document.isModified || !drafts.isEmpty, !isConfirmedClose else {
            autosaver.clear(for: document)
            for draft in project?.documents.values ?? [:].values { autosaver.clear(for: draft) }
            return false
        }
        let count = drafts.count + (document.isModified ? 1 : 0)
        showBanner(drafts.isEmpty ? "\(document.displayName) has unsaved changes." : "\(count) files of the app have unsaved changes.", actions: [
            ("Save and Close", { [weak self] in
                guard let self, self.saveDrafts() else { return }
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
