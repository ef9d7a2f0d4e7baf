import CGtk
import CGtkSource
import LayoutEngine
import PlaygroundModel
import SceneSource

/// The bottom panel: the scene's Swift source in GtkSourceView (highlighting, line numbers,
/// diagnostics as marks in the gutter with their messages), always in step with the tree.
/// Typing re-reads the source after a short pause. Under it, the diagnostics: a short list
/// that scrolls rather than taking the editor's room, each row moving the cursor to its place.
///
/// The document keeps the one undo history (the window's Ctrl+Z): the buffer's own is off. A
/// new text from the document (an undo, a tree edit) replaces only the lines that differ, so
/// the cursor and the scroll position stay where the person was.
final class SourcePane {
    // MARK: Owned here and by their parents.
    let container: GRef<GKind.Widget>
    let view: GRef<GKind.SourceView>
    private let buffer: GRef<GKind.SourceBuffer>
    private let diagnosticsList: GRef<GKind.Widget>
    private let diagnosticsScroller: GRef<GKind.Widget>

    /// Called with the edited text after the pause.
    var onEdit: ((String) -> Void)?
    /// The person moved the cursor: its 1-based line and column.
    var onCursorMoved: ((Int, Int) -> Void)?
    /// The person is editing in the source (clicked in it, or typed a key other than Tab
    /// since its focus came): only then does Tab indent there (`SourcePane+Focus`).
    var isEditing = false
    private var isSettingText = false
    private var pendingEdit: UInt32 = 0
    private var diagnostics: [Diagnostic] = []
    /// The pause after the last keystroke before the source is read again.
    static let pauseMilliseconds: UInt32 = 400
    /// The diagnostics list's height before it scrolls: three rows.
    static let diagnosticsHeight: Int32 = 78

    init() {
        buffer = GRef(adopting: gtk_source_buffer_new(nil)!)
        if let swift = gtk_source_language_manager_get_language(gtk_source_language_manager_get_default(), "swift") {
            gtk_source_buffer_set_language(buffer.cast(), swift)
        }
        gtk_text_buffer_set_enable_undo(buffer.cast(), 0)
        view = GRef(adopting: gtk_source_view_new_with_buffer(buffer.cast())!)
        gtk_source_view_set_show_line_numbers(view.cast(), 1)
        gtk_source_view_set_show_line_marks(view.cast(), 1)
        gtk_source_view_set_highlight_current_line(view.cast(), 1)
        gtk_source_view_set_auto_indent(view.cast(), 1)
        gtk_source_view_set_insert_spaces_instead_of_tabs(view.cast(), 1)
        gtk_source_view_set_tab_width(view.cast(), 4)
        gtk_text_view_set_monospace(view.cast(), 1)
        gtk_text_view_set_top_margin(view.cast(), 6)
        diagnosticsList = GRef(adopting: gtk_list_box_new()!)
        gtk_list_box_set_selection_mode(diagnosticsList.opaque, GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(diagnosticsList.opaque, 1)
        diagnosticsScroller = GRef(adopting: gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_child(diagnosticsScroller.opaque, diagnosticsList.widget)
        gtk_scrolled_window_set_policy(diagnosticsScroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_max_content_height(diagnosticsScroller.opaque, Self.diagnosticsHeight)
        gtk_scrolled_window_set_propagate_natural_height(diagnosticsScroller.opaque, 1)
        gtk_widget_set_visible(diagnosticsScroller.widget, 0)
        let box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        Gtk.append(box, Gtk.scrolled(view))
        Gtk.append(box, diagnosticsScroller)
        container = box
        gtk_widget_set_size_request(container.widget, -1, 160)
        buffer.on("changed") { [weak self] in self?.textChanged() }
        buffer.onPointer("notify::cursor-position") { [weak self] _ in self?.cursorMoved() }
        diagnosticsList.onPointer("row-activated") { [weak self] row in
            guard let self, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            if self.diagnostics.indices.contains(index) { self.jump(to: self.diagnostics[index].location) }
        }
        for (category, icon) in [("error", "dialog-error-symbolic"), ("warning", "dialog-warning-symbolic")] {
            let attributes = GRef<GKind.Object>(adopting: gtk_source_mark_attributes_new()!)
            gtk_source_mark_attributes_set_icon_name(attributes.opaque, icon)
            attributes.onPointerText("query-tooltip-text") { [weak self] mark in
                guard let self, let mark else { return nil }
                var iter = GtkTextIter()
                gtk_text_buffer_get_iter_at_mark(self.buffer.cast(), &iter, mark.assumingMemoryBound(to: GtkTextMark.self))
                let line = Int(gtk_text_iter_get_line(&iter)) + 1
                return self.diagnostics.filter { $0.location.line == line }.map(\.message).joined(separator: "\n")
            }
            // The view keeps the attributes (a reference of its own).
            gtk_source_view_set_mark_attributes(view.cast(), category, attributes.opaque, category == "error" ? 2 : 1)
        }
        trackEditing()
    }

    var text: String {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.cast(), &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer.cast(), &start, &end, 0) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }

    /// The editor's colours: libadwaita's light or dark scheme.
    func setDark(_ dark: Bool) {
        let manager = gtk_source_style_scheme_manager_get_default()
        if let scheme = gtk_source_style_scheme_manager_get_scheme(manager, dark ? "Adwaita-dark" : "Adwaita") {
            gtk_source_buffer_set_style_scheme(buffer.cast(), scheme)
        }
    }

    /// Shows `text`, replacing only what differs from the text shown (`SourceDifference`): the
    /// cursor stays where it was outside the change, or goes to the change's end.
    func show(_ text: String) {
        let current = self.text
        guard text != current else { return }
        let difference = SourceDifference(from: current, to: text)
        isSettingText = true
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_iter_at_offset(buffer.cast(), &start, Int32(difference.start))
        gtk_text_buffer_get_iter_at_offset(buffer.cast(), &end, Int32(difference.start + difference.removedCount))
        gtk_text_buffer_delete(buffer.cast(), &start, &end)
        gtk_text_buffer_get_iter_at_offset(buffer.cast(), &start, Int32(difference.start))
        gtk_text_buffer_insert(buffer.cast(), &start, difference.inserted, -1)
        isSettingText = false
    }

    func show(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        var child = gtk_widget_get_first_child(diagnosticsList.widget)
        while let row = child {
            child = gtk_widget_get_next_sibling(row)
            gtk_list_box_remove(diagnosticsList.opaque, row)
        }
        for diagnostic in diagnostics {
            let label = Gtk.label("\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.severity.rawValue): \(diagnostic.message)",
                                  // A note (the bracket an error failed to match) is context, not a problem of its own.
                                  css: [diagnostic.severity == .error ? "error" : diagnostic.severity == .note ? "dim-label" : "warning"])
            gtk_label_set_wrap(label.opaque, 1)
            Gtk.setMargins(label, 3)
            gtk_widget_set_tooltip_text(label.widget, "Go to line \(diagnostic.location.line)")
            gtk_list_box_append(diagnosticsList.opaque, label.widget)
        }
        gtk_widget_set_visible(diagnosticsScroller.widget, diagnostics.isEmpty ? 0 : 1)
        markInline(diagnostics)
    }

    /// The diagnostics' rows (for the tests: where they are, what they say).
    var diagnosticRows: [GBorrowed<GKind.Widget>] {
        var rows: [GBorrowed<GKind.Widget>] = []
        var child = gtk_widget_get_first_child(diagnosticsList.widget)
        while let row = child {
            rows.append(GBorrowed(row))
            child = gtk_widget_get_next_sibling(row)
        }
        return rows
    }

    /// The cursor's 1-based line and column.
    var cursor: (line: Int, column: Int) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer.cast(), &iter, gtk_text_buffer_get_insert(buffer.cast()))
        return (Int(gtk_text_iter_get_line(&iter)) + 1, Int(gtk_text_iter_get_line_offset(&iter)) + 1)
    }

    /// The first visible line (1-based), for the tests: typing must not scroll the editor.
    var firstVisibleLine: Int {
        var rect = GdkRectangle(), iter = GtkTextIter()
        gtk_text_view_get_visible_rect(view.cast(), &rect)
        gtk_text_view_get_iter_at_location(view.cast(), &iter, rect.x, rect.y)
        return Int(gtk_text_iter_get_line(&iter)) + 1
    }

    /// Moves the cursor to `location` and scrolls it into view, and gives the editor the focus.
    func jump(to location: SourceLocation) {
        var iter = GtkTextIter()
        gtk_text_buffer_get_iter_at_line_offset(buffer.cast(), &iter, Int32(max(location.line - 1, 0)), Int32(max(location.column - 1, 0)))
        gtk_text_buffer_place_cursor(buffer.cast(), &iter)
        gtk_text_view_scroll_to_mark(view.cast(), gtk_text_buffer_get_insert(buffer.cast()), 0.1, 0, 0, 0)
        gtk_widget_grab_focus(view.widget)
    }

    /// Marks the code of the view selected in the tree or on the canvas: its line highlighted
    /// and scrolled into view (unless `scroll` is false), the cursor left alone. Nil clears the
    /// mark.
    func highlight(_ location: SourceLocation?, scroll: Bool = true) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.cast(), &start, &end)
        gtk_text_buffer_remove_tag(buffer.cast(), selectionTag.cast(), &start, &end)
        guard let location, location.line >= 1, Int32(location.line) <= gtk_text_buffer_get_line_count(buffer.cast()) else { return }
        gtk_text_buffer_get_iter_at_line(buffer.cast(), &start, Int32(location.line - 1))
        end = start
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        gtk_text_buffer_apply_tag(buffer.cast(), selectionTag.cast(), &start, &end)
        if scroll { gtk_text_view_scroll_to_iter(view.cast(), &start, 0.1, 0, 0, 0) }
    }

    /// The text the selection's mark is on, line by line (for the tests).
    var highlightedText: [String] {
        var lines: [String] = []
        var iter = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer.cast(), &iter)
        repeat {
            guard gtk_text_iter_starts_tag(&iter, selectionTag.cast()) != 0 || (gtk_text_iter_is_start(&iter) != 0 && gtk_text_iter_has_tag(&iter, selectionTag.cast()) != 0) else { continue }
            var end = iter
            _ = gtk_text_iter_forward_to_tag_toggle(&end, selectionTag.cast())
            guard let text = gtk_text_buffer_get_text(buffer.cast(), &iter, &end, 0) else { continue }
            lines.append(String(cString: text))
            g_free(text)
        } while gtk_text_iter_forward_to_tag_toggle(&iter, selectionTag.cast()) != 0
        return lines
    }

    // MARK: Owned here and by the buffer's tag table.
    private lazy var errorTag = makeTag("diagnostic-error", underline: 4, color: "#e01b24")
    private lazy var warningTag = makeTag("diagnostic-warning", underline: 4, color: "#e5a50a")
    private lazy var selectionTag: GRef<GKind.Object> = {
        let tag = GRef<GKind.Object>(adopting: gtk_text_tag_new("selected-view")!)
        var rgba = GdkRGBA()
        gdk_rgba_parse(&rgba, "rgba(246, 145, 36, 0.25)")
        Self.setProperty(tag, "background-rgba", gdk_rgba_get_type()) { g_value_set_boxed(&$0, &rgba) }
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer.cast()), tag.cast())
        return tag
    }()

    /// A tag with a wavy underline (`PANGO_UNDERLINE_ERROR` = 4) in `color`.
    private func makeTag(_ name: String, underline: Int32, color: String) -> GRef<GKind.Object> {
        let tag = GRef<GKind.Object>(adopting: gtk_text_tag_new(name)!)
        Self.setProperty(tag, "underline", pango_underline_get_type()) { g_value_set_enum(&$0, underline) }
        var rgba = GdkRGBA()
        gdk_rgba_parse(&rgba, color)
        Self.setProperty(tag, "underline-rgba", gdk_rgba_get_type()) { g_value_set_boxed(&$0, &rgba) }
        gtk_text_tag_table_add(gtk_text_buffer_get_tag_table(buffer.cast()), tag.cast())
        return tag
    }

    private static func setProperty(_ tag: GRef<GKind.Object>, _ name: String, _ type: GType, _ set: (inout GValue) -> Void) {
        var value = GValue()
        g_value_init(&value, type)
        set(&value)
        g_object_set_property(tag.cast(), name, &value)
        g_value_unset(&value)
    }

    /// Underlines, in the text itself, from each diagnostic's line:column to the end of its
    /// line, and puts its mark in the gutter.
    private func markInline(_ diagnostics: [Diagnostic]) {
        var start = GtkTextIter(), end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer.cast(), &start, &end)
        gtk_text_buffer_remove_tag(buffer.cast(), errorTag.cast(), &start, &end)
        gtk_text_buffer_remove_tag(buffer.cast(), warningTag.cast(), &start, &end)
        gtk_source_buffer_remove_source_marks(buffer.cast(), &start, &end, nil)
        let lineCount = gtk_text_buffer_get_line_count(buffer.cast())
        for diagnostic in diagnostics where diagnostic.location.line >= 1 && Int32(diagnostic.location.line) <= lineCount {
            var from = GtkTextIter(), to = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer.cast(), &from, Int32(diagnostic.location.line - 1))
            _ = gtk_source_buffer_create_source_mark(buffer.cast(), nil, diagnostic.severity == .error ? "error" : "warning", &from)
            to = from
            if gtk_text_iter_ends_line(&to) == 0 { gtk_text_iter_forward_to_line_end(&to) }
            let offset = min(Int32(max(diagnostic.location.column - 1, 0)), gtk_text_iter_get_line_offset(&to))
            gtk_text_iter_set_line_offset(&from, offset)
            if gtk_text_iter_equal(&from, &to) != 0 { gtk_text_iter_backward_char(&from) }
            gtk_text_buffer_apply_tag(buffer.cast(), (diagnostic.severity == .error ? errorTag : warningTag).cast(), &from, &to)
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

    private func cursorMoved() {
        guard !isSettingText, gtk_widget_has_focus(view.widget) != 0 else { return }
        let (line, column) = cursor
        onCursorMoved?(line, column)
    }
}
