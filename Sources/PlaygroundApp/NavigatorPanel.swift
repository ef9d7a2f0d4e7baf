import CGtk
import Foundation
import PlaygroundModel

/// The app's navigator, GNOME's sidebar way: a search field over a `navigation-sidebar` list
/// of the app's files (under their folders' headings), each followed by its previews and
/// views (`AppOutline`). Choosing a row (a click, or the arrow keys) reports it; typing in the
/// list goes to the search field, and Down in the field goes to the list.
final class NavigatorPanel {
    // MARK: Owned here and by their parents (the container is added to the tree's flap).
    let container: GRef<GKind.Widget>
    let searchEntry: GRef<GKind.Entry>
    private let list: GRef<GKind.Widget>
    private let scroller: GRef<GKind.Widget>
    /// The list's row widgets, by index in `rows` (for the tests' dump).
    private(set) var rowWidgets: [GRef<GKind.Widget>] = []
    private(set) var rows: [AppOutline.Row] = []
    private(set) var selectedIndex: Int?
    /// A row chosen by the person.
    var onChoose: ((AppOutline.Row) -> Void)?
    /// The search field's text changed.
    var onSearch: ((String) -> Void)?
    private var isReloading = false

    init() {
        container = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 0)
        searchEntry = GRef(adopting: gtk_search_entry_new()!)
        // GTK 4.8 has no gtk_search_entry_set_placeholder_text: the property.
        var placeholder = GValue()
        g_value_init(&placeholder, FundamentalType.string)
        g_value_set_string(&placeholder, "Search files, previews, views")
        g_object_set_property(searchEntry.gpointer.assumingMemoryBound(to: GObject.self), "placeholder-text", &placeholder)
        g_value_unset(&placeholder)
        gtk_widget_set_tooltip_text(searchEntry.widget, "Type part of a name; Down goes to the list, Enter shows the first match")
        Gtk.setMargins(searchEntry, 6)
        list = GRef(adopting: gtk_list_box_new()!)
        gtk_widget_add_css_class(list.widget, "navigation-sidebar")
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_SINGLE)
        scroller = Gtk.scrolled(list)
        Gtk.append(container, searchEntry)
        Gtk.append(container, scroller)
        // Typing while the list has the focus searches.
        gtk_search_entry_set_key_capture_widget(searchEntry.opaque, list.widget)
        searchEntry.on("search-changed") { [weak self] in
            guard let self else { return }
            self.onSearch?(String(cString: gtk_editable_get_text(self.searchEntry.opaque)))
        }
        // Enter in the field: the first entry found (else the first file).
        searchEntry.on("activate") { [weak self] in
            guard let self else { return }
            let first = self.rows.firstIndex { if case .entry = $0 { return true } else { return false } } ?? self.rows.firstIndex { $0.isChoosable }
            guard let first else { return }
            self.select(first)
            self.onChoose?(self.rows[first])
        }
        searchEntry.on("stop-search") { [weak self] in
            guard let self else { return }
            gtk_editable_set_text(self.searchEntry.opaque, "")
        }
        let keys = GRef<GKind.Controller>(adopting: gtk_event_controller_key_new()!)
        keys.onKeyPressed { [weak self] key, _ in
            guard let self, key == UInt32(GDK_KEY_Down) else { return false }
            self.focusList()
            return true
        }
        Gtk.addController(keys, to: searchEntry)
        list.onPointer("row-selected") { [weak self] row in
            guard let self, !self.isReloading, let row else { return }
            let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
            guard self.rows.indices.contains(index), index != self.selectedIndex else { return }
            self.selectedIndex = index
            self.onChoose?(self.rows[index])
        }
    }

    /// The search field's text.
    var query: String { String(cString: gtk_editable_get_text(searchEntry.opaque)) }

    /// Moves the focus to the selected row, else the first that can be chosen.
    func focusList() {
        guard let index = selectedIndex ?? rows.firstIndex(where: { $0.isChoosable }), rowWidgets.indices.contains(index) else { return }
        gtk_widget_grab_focus(rowWidgets[index].widget)
    }

    /// Puts the search field in focus (Ctrl+Shift+F... the action's key), its text selected.
    func focusSearch() {
        gtk_widget_grab_focus(searchEntry.widget)
    }

    /// Shows `rows` (made again only when they changed), `selected` selected, without reporting.
    func reload(_ rows: [AppOutline.Row], selected: Int?) {
        isReloading = true
        defer { isReloading = false }
        if rows != self.rows {
            self.rows = rows
            while let child = gtk_widget_get_first_child(list.widget) { gtk_list_box_remove(list.opaque, child) }
            rowWidgets = rows.map(Self.widget(for:))
            for row in rowWidgets { gtk_list_box_append(list.opaque, row.widget) }
        }
        select(selected)
        // Once the rows are placed: the selected one in sight (a search cleared, a file followed).
        Gtk.after(milliseconds: 50) { [weak self] in self?.scrollToSelected() }
    }

    /// Scrolls the list, if needed, so that the selected row is in sight.
    private func scrollToSelected() {
        guard let index = selectedIndex, rowWidgets.indices.contains(index),
              let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(rowWidgets[index].widget, list.widget, 0, 0, &x, &y) != 0 else { return }
        let height = Double(gtk_widget_get_height(rowWidgets[index].widget))
        let top = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        if y < top {
            gtk_adjustment_set_value(adjustment, y)
        } else if y + height > top + page {
            gtk_adjustment_set_value(adjustment, y + height - page)
        }
    }

    private func select(_ index: Int?) {
        selectedIndex = index
        let wasReloading = isReloading
        isReloading = true
        defer { isReloading = wasReloading }
        if let index, rowWidgets.indices.contains(index) {
            gtk_list_box_select_row(list.opaque, rowWidgets[index].cast())
        } else {
            gtk_list_box_unselect_all(list.opaque)
        }
    }

    /// A row: a folder's heading (dimmed, not chosen), a file (its name; a warning when the
    /// file is left out of the program), or a preview or view one level in.
    private static func widget(for row: AppOutline.Row) -> GRef<GKind.Widget> {
        let listRow = GRef<GKind.Widget>(adopting: gtk_list_box_row_new()!)
        let box = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        let icon: String, title: String
        var tooltip: String?
        switch row {
        case .folder(let name):
            gtk_list_box_row_set_selectable(listRow.cast(), 0)
            gtk_list_box_row_set_activatable(listRow.cast(), 0)
            gtk_widget_set_focusable(listRow.widget, 0)
            let label = Gtk.label(name, css: ["caption-heading", "dim-label"])
            gtk_widget_set_margin_top(label.widget, 6)
            Gtk.append(box, label)
            gtk_list_box_row_set_child(listRow.cast(), box.widget)
            return listRow
        case .file(_, let name, let problem):
            icon = problem == nil ? "text-x-generic-symbolic" : "dialog-warning-symbolic"
            title = name
            tooltip = problem.map { "Left out of the app: \($0)" }
        case .entry(let entry):
            icon = entry.kind == .preview ? "view-reveal-symbolic" : "insert-object-symbolic"
            title = entry.name
            gtk_widget_set_margin_start(box.widget, 20)
            tooltip = (entry.kind == .preview ? "Preview" : entry.needsArguments ? "View, shown with sample arguments" : "View")
                + " at line \(entry.line)"
        }
        let image = GRef<GKind.Widget>(adopting: gtk_image_new_from_icon_name(icon)!)
        Gtk.append(box, image)
        let label = Gtk.label(title)
        gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_END)
        gtk_widget_set_hexpand(label.widget, 1)
        Gtk.append(box, label)
        if case .entry(let entry) = row, entry.kind == .view, entry.needsArguments {
            Gtk.append(box, Gtk.label("sample", css: ["caption", "dim-label"]))
        }
        if let tooltip { gtk_widget_set_tooltip_text(listRow.widget, tooltip) }
        gtk_list_box_row_set_child(listRow.cast(), box.widget)
        return listRow
    }
}
