import CGtk
import PlaygroundModel
import SceneSource

/// The left panel: the view tree, one row per view and per modifier, with icons
/// (a `GtkTreeView` over a `GtkTreeStore`, GTK 4.8's tree widget). Selecting a row reports its
/// index in `rows`.
final class TreePanel {
    // MARK: Owned by the widget tree (the scrolled window is added to the window's paned).
    let container: GPointer
    private let treeView: GPointer
    private let store: GPointer

    private(set) var rows: [TreeRow] = []
    /// Called with the index of the selected row in `rows`, or nil.
    var onSelect: ((Int?) -> Void)?
    private var isReloading = false

    private static let iconColumn: Int32 = 0
    private static let titleColumn: Int32 = 1
    private static let indexColumn: Int32 = 2

    init() {
        var types: [GType] = [GType(16 << 2), GType(16 << 2), GType(6 << 2)]  // string, string, int
        store = GPointer(gtk_tree_store_newv(3, &types)!)
        treeView = GPointer(gtk_tree_view_new_with_model(store.opaque)!)
        gtk_tree_view_set_headers_visible(treeView.cast(), 0)
        gtk_tree_view_set_enable_search(treeView.cast(), 1)
        let column = gtk_tree_view_column_new()!
        let icon = gtk_cell_renderer_pixbuf_new()!
        gtk_tree_view_column_pack_start(column, icon, 0)
        gtk_tree_view_column_add_attribute(column, icon, "icon-name", Self.iconColumn)
        let text = gtk_cell_renderer_text_new()!
        gtk_tree_view_column_pack_start(column, text, 1)
        gtk_tree_view_column_add_attribute(column, text, "text", Self.titleColumn)
        gtk_tree_view_append_column(treeView.cast(), column)
        container = Gtk.scrolled(treeView)
        gtk_widget_set_size_request(container.widget, 260, -1)
        let selection = GPointer(gtk_tree_view_get_selection(treeView.cast())!)
        selection.on("changed") { [weak self] in
            guard let self, !self.isReloading else { return }
            self.onSelect?(self.selectedIndex)
        }
    }

    /// Replaces the rows, keeping the selection on the row at `selected` if given.
    func reload(_ rows: [TreeRow], selected: Int?) {
        isReloading = true
        defer { isReloading = false }
        self.rows = rows
        gtk_tree_store_clear(store.cast())
        var parents: [GtkTreeIter] = []
        var iters: [GtkTreeIter] = []
        for (index, row) in rows.enumerated() {
            parents = Array(parents.prefix(row.depth))
            var iter = GtkTreeIter()
            if var parent = parents.last {
                gtk_tree_store_append(store.cast(), &iter, &parent)
            } else {
                gtk_tree_store_append(store.cast(), &iter, nil)
            }
            setString(&iter, Self.iconColumn, row.iconName)
            setString(&iter, Self.titleColumn, row.title)
            var value = GValue()
            g_value_init(&value, GType(6 << 2))
            g_value_set_int(&value, Int32(index))
            gtk_tree_store_set_value(store.cast(), &iter, Self.indexColumn, &value)
            g_value_unset(&value)
            while parents.count < row.depth + 1 { parents.append(iter) }
            parents[row.depth] = iter
            iters.append(iter)
        }
        gtk_tree_view_expand_all(treeView.cast())
        if let selected, selected < iters.count {
            select(iters[selected])
        }
    }

    func select(index: Int?) {
        isReloading = true
        defer { isReloading = false }
        let selection = gtk_tree_view_get_selection(treeView.cast())
        guard let index else {
            gtk_tree_selection_unselect_all(selection)
            return
        }
        var iter = GtkTreeIter()
        if find(index, &iter) { select(iter) }
    }

    private func select(_ iter: GtkTreeIter) {
        var iter = iter
        let selection = gtk_tree_view_get_selection(treeView.cast())
        gtk_tree_selection_select_iter(selection, &iter)
        if let path = gtk_tree_model_get_path(store.opaque, &iter) {
            gtk_tree_view_scroll_to_cell(treeView.cast(), path, nil, 0, 0, 0)
            gtk_tree_path_free(path)
        }
    }

    private func find(_ index: Int, _ result: inout GtkTreeIter) -> Bool {
        var found = false
        var target = result
        withUnsafeMutablePointer(to: &target) { pointer in
            let context = FindContext(index: Int32(index), result: pointer)
            withUnsafeMutablePointer(to: &found) { flag in
                context.found = flag
                let unmanaged = Unmanaged.passUnretained(context)
                gtk_tree_model_foreach(store.opaque, { model, _, iter, data in
                    let context = Unmanaged<FindContext>.fromOpaque(data!).takeUnretainedValue()
                    var value = GValue()
                    gtk_tree_model_get_value(model, iter, TreePanel.indexColumn, &value)
                    let index = g_value_get_int(&value)
                    g_value_unset(&value)
                    guard index == context.index else { return 0 }
                    context.result.pointee = iter!.pointee
                    context.found?.pointee = true
                    return 1
                }, unmanaged.toOpaque())
            }
        }
        result = target
        return found
    }

    private final class FindContext {
        let index: Int32
        let result: UnsafeMutablePointer<GtkTreeIter>
        var found: UnsafeMutablePointer<Bool>?
        init(index: Int32, result: UnsafeMutablePointer<GtkTreeIter>) {
            self.index = index
            self.result = result
        }
    }

    var selectedIndex: Int? {
        let selection = gtk_tree_view_get_selection(treeView.cast())
        var iter = GtkTreeIter()
        guard gtk_tree_selection_get_selected(selection, nil, &iter) != 0 else { return nil }
        var value = GValue()
        gtk_tree_model_get_value(store.opaque, &iter, Self.indexColumn, &value)
        defer { g_value_unset(&value) }
        return Int(g_value_get_int(&value))
    }

    private func setString(_ iter: inout GtkTreeIter, _ column: Int32, _ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2))
        g_value_set_string(&value, text)
        gtk_tree_store_set_value(store.cast(), &iter, column, &value)
        g_value_unset(&value)
    }
}
