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
    /// The errors and the warnings under the source, each in libadwaita's colour for it (legible
    /// in light and dark style).
    private let errorsLabel: GPointer
    private let warningsLabel: GPointer
    var diagnosticsLabels: [GPointer] { [errorsLabel, warningsLabel] }

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
        errorsLabel = Gtk.label("", css: ["error"])
        warningsLabel = Gtk.label("", css: ["warning"])
        let box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Gtk.append(box, Gtk.scrolled(textView))
        for label in [errorsLabel, warningsLabel] {
            gtk_label_set_wrap(label.opaque, 1)
            gtk_label_set_selectable(label.opaque, 1)
            Gtk.append(box, label)
            Gtk.setMargins(label, 4)
        }
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
        for (label, errors) in [(errorsLabel, true), (warningsLabel, false)] {
            let lines = diagnostics.filter { ($0.severity == .error) == errors }
                .map { "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message)" }
            gtk_label_set_text(label.opaque, lines.joined(separator: "\n"))
            gtk_widget_set_visible(label.widget, lines.isEmpty ? 0 : 1)
        }
        markInline(diagnostics)
    }

    // MARK: Owned by the buffer's tag table.
    private lazy var errorTag: UnsafeMutablePointer<GtkTextTag> = makeTag("diagnostic-error", underline: 4, color: "#e01b24")
    private lazy var warningTag: UnsafeMutablePointer<GtkTextTag> = makeTag("diagnostic-warning", underline: 4, color: "#c64600")

    /// A tag with a wavy underline (`PANGO_UNDERLINE_ERROR` = 4) in `color`.
    private func makeTag(_ name: String, underline: Int32, color: String) -> UnsafeMutablePointer<GtkTextTag> {
        let tag = gtk_text_tag_new(name)!
        var value = GValue()
        g_value_init(&value, pango_underline_get_type())
        g_value_set_enum(&value, underline)
        g_object_set_property(GPointer(tag).cast(), "underline", &value)
        g_value_unset(&value)
        var rgba = GdkRGBA()
        gdk_rgba_parse(&rgba, color)
        var colorValue = GValue()
        g_value_init(&colorValue, gdk_rgba_get_type())
        g_value_set_boxed(&colorValue, &rgba)
        g_object_set_property(GPointer(tag).cast(), "underline-rgba", &colorValue)
        g_value_unset(&colorValue)
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer.cast()), tag)
        return tag
    }

    /// Underlines, in the text itself, from each diagnostic's line:column to the end of its line.
    private func markInline(_ diagnostics: [Diagnostic]) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.cast(), &start, &end)
        gtk_text_buffer_remove_tag(buffer.cast(), errorTag, &start, &end)
        gtk_text_buffer_remove_tag(buffer.cast(), warningTag, &start, &end)
        let lineCount = gtk_text_buffer_get_line_count(buffer.cast())
        for diagnostic in diagnostics where diagnostic.location.line >= 1 && Int32(diagnostic.location.line) <= lineCount {
            var from = GtkTextIter(), to = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer.cast(), &from, Int32(diagnostic.location.line - 1))
            to = from
            if gtk_text_iter_ends_line(&to) == 0 { gtk_text_iter_forward_to_line_end(&to) }
            let offset = min(Int32(max(diagnostic.location.column - 1, 0)), gtk_text_iter_get_line_offset(&to))
            gtk_text_iter_set_line_offset(&from, offset)
            if gtk_text_iter_equal(&from, &to) != 0 { gtk_text_iter_backward_char(&from) }
            gtk_text_buffer_apply_tag(buffer.cast(), diagnostic.severity == .error ? errorTag : warningTag, &from, &to)
        }
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
