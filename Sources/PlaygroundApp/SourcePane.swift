import CGtk
import PlaygroundModel
import SceneSource

/// The bottom panel: the scene as SwiftUI source, always in step with the tree. Typing re-reads
/// the source after a short pause; diagnostics appear under it with line:column and the canvas
/// keeps the last good layout.
final class SourcePane {
    // MARK: Owned by the widget tree.
    let container: GPointer
    private let textView: GPointer
    private let buffer: GPointer
    private let diagnosticsLabel: GPointer

    /// Called with the edited text after the pause.
    var onEdit: ((String) -> Void)?
    private var isSettingText = false
    private var pendingEdit: UInt32 = 0
    /// The pause after the last keystroke before the source is read again.
    static let pauseMilliseconds: UInt32 = 400

    init() {
        textView = GPointer(gtk_text_view_new()!)
        gtk_text_view_set_monospace(textView.cast(), 1)
        gtk_text_view_set_left_margin(textView.cast(), 8)
        gtk_text_view_set_top_margin(textView.cast(), 6)
        buffer = GPointer(gtk_text_view_get_buffer(textView.cast())!)
        diagnosticsLabel = Gtk.label("", css: ["error"])
        gtk_label_set_wrap(diagnosticsLabel.opaque, 1)
        gtk_label_set_selectable(diagnosticsLabel.opaque, 1)
        let box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Gtk.append(box, Gtk.scrolled(textView))
        Gtk.append(box, diagnosticsLabel)
        Gtk.setMargins(diagnosticsLabel, 4)
        container = box
        gtk_widget_set_size_request(container.widget, -1, 180)
        buffer.on("changed") { [weak self] in self?.textChanged() }
    }

    var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.cast(), &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer.cast(), &start, &end, 0) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }

    /// Shows `text` unless it is already there (keeps the cursor while the user types).
    func show(_ text: String) {
        guard text != self.text else { return }
        isSettingText = true
        gtk_text_buffer_set_text(buffer.cast(), text, -1)
        isSettingText = false
    }

    func show(diagnostics: [Diagnostic]) {
        let lines = diagnostics.map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
        gtk_label_set_text(diagnosticsLabel.opaque, lines.joined(separator: "\n"))
        gtk_widget_set_visible(diagnosticsLabel.widget, lines.isEmpty ? 0 : 1)
    }

    private func textChanged() {
        guard !isSettingText else { return }
        if pendingEdit != 0 { g_source_remove(pendingEdit) }
        pendingEdit = Gtk.after(milliseconds: Self.pauseMilliseconds) { [weak self] in
            guard let self else { return }
            self.pendingEdit = 0
            self.onEdit?(self.text)
        }
    }
}
