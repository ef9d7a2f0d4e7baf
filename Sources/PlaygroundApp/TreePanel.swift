import CGtk
import Foundation
import PlaygroundModel
import SceneSource

/// The left panel: the view tree, one row per view and per modifier, with icons
/// (a `GtkTreeView` over a `GtkTreeStore`, GTK 4.8's tree widget). Selecting a row reports its
/// index in `rows`.
final class TreePanel {
    // MARK: Owned here and by their parents (the container is added to the window's flap).
    let container: GRef<GKind.Widget>
    private let treeView: GRef<GKind.TreeView>
    private let store: GRef<GKind.TreeStore>
    private var viewPalette: GRef<GKind.DropDown>?
    private var modifierPalette: GRef<GKind.DropDown>?

    private(set) var rows: [TreeRow] = []
    /// Called with the index of the selected row in `rows`, or nil.
    var onSelect: ((Int?) -> Void)?
    /// A view chosen from the palette: insert it after the selection (or into the root).
    var onAddView: ((PaletteView) -> Void)?
    /// A modifier chosen from the palette: add it to the selected row.
    var onAddModifier: ((PaletteModifier) -> Void)?
    /// A row dragged onto another: (dragged row index, target row index, where on the target).
    var onMoveRow: ((Int, Int, DropPosition) -> Void)?

    /// Where a dragged row lands relative to the row under the pointer.
    typealias DropPosition = WindowEdits.DropPosition

    /// The palettes and the row commands above the tree (every command also has a key).
    private static func toolbar(
        addView: @escaping (PaletteView) -> Void, addModifier: @escaping (PaletteModifier) -> Void
    ) -> (bar: GRef<GKind.Widget>, views: GRef<GKind.DropDown>, modifiers: GRef<GKind.DropDown>) {
        let bar = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        Gtk.setMargins(bar, 4)
        let palettes = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4)
        Gtk.append(bar, palettes)
        let views = paletteDropDown(["Add view…"] + PaletteView.allCases.map(\.title)) { index in addView(PaletteView.allCases[index]) }
        gtk_widget_set_tooltip_text(views.widget, "Add a view after the selected one (Ctrl+Shift+A)")
        Gtk.append(palettes, views)
        let modifiers = paletteDropDown(["Add modifier…"] + PaletteModifier.allCases.map(\.title)) { index in addModifier(PaletteModifier.allCases[index]) }
        gtk_widget_set_tooltip_text(modifiers.widget, "Add a modifier to the selected view (Ctrl+Shift+M)")
        Gtk.append(palettes, modifiers)
        let commands = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0)
        gtk_widget_add_css_class(commands.widget, "linked")
        for (icon, tip, action) in [
            ("go-up-symbolic", "Move up (Alt+Up)", "win.move-up"), ("go-down-symbolic", "Move down (Alt+Down)", "win.move-down"),
            ("view-grid-symbolic", "Wrap in HStack (Ctrl+Alt+H); VStack Ctrl+Alt+V, ZStack Ctrl+Alt+Z, frame Ctrl+Alt+F, padding Ctrl+Alt+P", "win.wrap-hstack"),
            ("edit-cut-symbolic", "Unwrap (Ctrl+Alt+U)", "win.unwrap"), ("user-trash-symbolic", "Delete (Delete)", "win.delete-row"),
        ] {
            Gtk.append(commands, Gtk.iconButton(icon, tooltip: tip, action: action))
        }
        Gtk.append(bar, commands)
        return (bar, views, modifiers)
    }

    /// Opens the view palette's list for the keyboard (arrows choose, Enter adds).
    /// Puts the focus on the tree's rows (Tab from another panel).
    func focusRows() {
        gtk_widget_grab_focus(treeView.widget)
    }

    /// The palettes whose list is shown ("views", "modifiers"), for the tests.
    var openPalettes: [String] {
        [("views", viewPalette), ("modifiers", modifierPalette)].compactMap { name, palette in
            palette.map(Gtk.popoverShown) == true ? name : nil
        }
    }

    func openViewPalette() {
        if let viewPalette { gtk_widget_activate(viewPalette.widget) }
    }

    /// Opens the modifier palette's list for the keyboard.
    func openModifierPalette() {
        if let modifierPalette { gtk_widget_activate(modifierPalette.widget) }
    }

    /// A drop-down whose first item is its title; choosing another calls `chosen` with its
    /// index among the others and returns to the title.
    private static func paletteDropDown(_ items: [String], chosen: @escaping (Int) -> Void) -> GRef<GKind.DropDown> {
        let dropDown = Gtk.dropDown(items)
        dropDown.onPointer("notify::selected") { [dropDown = dropDown.borrowed] _ in
            let index = Int(gtk_drop_down_get_selected(dropDown.opaque))
            guard index > 0 else { return }
            gtk_drop_down_set_selected(dropDown.opaque, 0)
            chosen(index - 1)
        }
        return dropDown
    }
    private var isReloading = false

    private static let iconColumn: Int32 = 0
    private static let titleColumn: Int32 = 1
    private static let indexColumn: Int32 = 2
    /// False for the rows of a branch the layout did not take: drawn greyed.
    private static let activeColumn: Int32 = 3
    /// Pango's style: modifiers in italics, so that a container's modifier (`.overlay` after a
    /// ZStack's views) does not read as one of its child views.
    private static let styleColumn: Int32 = 4
    /// Each row's place in the store (a tree store's iterators stay valid until it changes).
    private var iters: [GtkTreeIter] = []

    init() {
        var types: [GType] = [FundamentalType.string, FundamentalType.string, FundamentalType.int, FundamentalType.boolean, pango_style_get_type()]
        store = GRef(adopting: gtk_tree_store_newv(5, &types)!)
        treeView = GRef(adopting: gtk_tree_view_new_with_model(store.opaque)!)
        gtk_tree_view_set_headers_visible(treeView.cast(), 0)
        gtk_tree_view_set_enable_search(treeView.cast(), 1)
        let column = gtk_tree_view_column_new()!
        let icon = gtk_cell_renderer_pixbuf_new()!
        gtk_tree_view_column_pack_start(column, icon, 0)
        gtk_tree_view_column_add_attribute(column, icon, "icon-name", Self.iconColumn)
        let text = gtk_cell_renderer_text_new()!
        gtk_tree_view_column_pack_start(column, text, 1)
        gtk_tree_view_column_add_attribute(column, text, "text", Self.titleColumn)
        gtk_tree_view_column_add_attribute(column, text, "sensitive", Self.activeColumn)
        gtk_tree_view_column_add_attribute(column, text, "style", Self.styleColumn)
        gtk_tree_view_column_add_attribute(column, icon, "sensitive", Self.activeColumn)
        gtk_tree_view_append_column(treeView.cast(), column)
        let panel = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4)
        container = panel
        let toolbar = Self.toolbar(addView: { [weak self] view in self?.onAddView?(view) },
                                   addModifier: { [weak self] modifier in self?.onAddModifier?(modifier) })
        viewPalette = toolbar.views
        modifierPalette = toolbar.modifiers
        Gtk.append(panel, toolbar.bar)
        Gtk.append(panel, Gtk.scrolled(treeView))
        gtk_widget_set_size_request(container.widget, 300, -1)
        installDragAndDrop()
        let selection = GBorrowed<GKind.Object>(gtk_tree_view_get_selection(treeView.cast())!)
        selection.on("changed") { [weak self] in
            guard let self, !self.isReloading else { return }
            self.onSelect?(self.selectedIndex)
        }
    }

    /// Reordering by drag and drop: the selected row is the drag's content (its index, as
    /// text); the drop finds the row under the pointer and whether the pointer is on its upper
    /// part, lower part or middle.
    private func installDragAndDrop() {
        let source = GRef<GKind.Controller>(adopting: gtk_drag_source_new()!)
        source.onPrepare { [weak self] _, _ in
            guard let index = self?.selectedIndex else { return nil }
            var value = GValue()
            g_value_init(&value, FundamentalType.string)
            g_value_set_string(&value, String(index))
            defer { g_value_unset(&value) }
            return OpaquePointer(gdk_content_provider_new_for_value(&value))
        }
        Gtk.addController(source, to: treeView)
        let target = GRef<GKind.Controller>(adopting: gtk_drop_target_new(FundamentalType.string, GDK_ACTION_COPY)!)
        target.onDropAt { [weak self] value, x, y in
            guard let self, let value, let text = g_value_get_string(value.assumingMemoryBound(to: GValue.self)),
                  let dragged = Int(String(cString: text)) else { return false }
            var bx: Int32 = 0, by: Int32 = 0
            gtk_tree_view_convert_widget_to_bin_window_coords(self.treeView.cast(), Int32(x), Int32(y), &bx, &by)
            var path: OpaquePointer?
            var column: OpaquePointer?
            var cellX: Int32 = 0, cellY: Int32 = 0
            guard gtk_tree_view_get_path_at_pos(self.treeView.cast(), bx, by, &path, &column, &cellX, &cellY) != 0, let path else { return false }
            defer { gtk_tree_path_free(path) }
            var area = GdkRectangle()
            gtk_tree_view_get_cell_area(self.treeView.cast(), path, column, &area)
            var iter = GtkTreeIter()
            guard gtk_tree_model_get_iter(self.store.opaque, &iter, path) != 0 else { return false }
            var indexValue = GValue()
            gtk_tree_model_get_value(self.store.opaque, &iter, Self.indexColumn, &indexValue)
            let targetIndex = Int(g_value_get_int(&indexValue))
            g_value_unset(&indexValue)
            let fraction = area.height > 0 ? Double(cellY) / Double(area.height) : 0.5
            let position: DropPosition = fraction < 0.3 ? .before : fraction > 0.7 ? .after : .into
            guard targetIndex != dragged else { return false }
            self.onMoveRow?(dragged, targetIndex, position)
            return true
        }
        Gtk.addController(target, to: treeView)
    }

    /// Replaces the rows, keeping the selection on the row at `selected` if given.
    func reload(_ rows: [TreeRow], selected: Int?) {
        isReloading = true
        defer { isReloading = false }
        self.rows = rows
        // Filled while detached from the view, which would otherwise update itself at every insert.
        gtk_tree_view_set_model(treeView.cast(), nil)
        gtk_tree_store_clear(store.cast())
        // Each sibling list is filled from its end, every row put first among its siblings
        // with all its values at once: GtkTreeStore computes a row's path (counting the
        // siblings before it) at every insert and every value set, so appending the 2,000
        // rows of a stack one value at a time cost 2,000² steps (0.28 s before the window showed).
        var childrenOf = [[Int]](repeating: [], count: rows.count)
        var roots: [Int] = []
        var ancestors: [Int] = []
        for (index, row) in rows.enumerated() {
            if ancestors.count > row.depth { ancestors.removeLast(ancestors.count - row.depth) }
            if let parent = ancestors.last { childrenOf[parent].append(index) } else { roots.append(index) }
            ancestors.append(index)
        }
        var iters = [GtkTreeIter](repeating: GtkTreeIter(), count: rows.count)
        var work: [(list: [Int], parent: Int?)] = [(roots, nil)]
        while let (list, parent) = work.popLast() {
            for index in list.reversed() {
                var iter = GtkTreeIter()
                insertFirst(&iter, under: parent.map { iters[$0] }, rows[index], index: index)
                iters[index] = iter
            }
            for index in list where !childrenOf[index].isEmpty { work.append((childrenOf[index], index)) }
        }
        self.iters = iters
        inactiveRows = []
        gtk_tree_view_set_model(treeView.cast(), store.opaque)
        gtk_tree_view_expand_all(treeView.cast())
        if let selected, selected < iters.count {
            select(iters[selected])
        }
    }

    /// Greys the rows at `inactive` (branches the layout did not take), the others drawn as
    /// usual. Called with every layout (each motion of a drag): only rows whose state changed
    /// are written, as each write makes the tree view update that row.
    func markInactive(_ inactive: Set<Int>) {
        guard iters.count == rows.count, inactive != inactiveRows else { return }
        for index in inactive.symmetricDifference(inactiveRows) where iters.indices.contains(index) {
            var value = GValue()
            g_value_init(&value, FundamentalType.boolean)
            g_value_set_boolean(&value, inactive.contains(index) ? 0 : 1)
            gtk_tree_store_set_value(store.cast(), &iters[index], Self.activeColumn, &value)
            g_value_unset(&value)
        }
        inactiveRows = inactive
    }

    /// The rows drawn greyed, for the tests.
    private(set) var inactiveRows: Set<Int> = []

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

    /// Inserts `row` as the first child of `parent` (the first top-level row when nil), with its
    /// icon, title and index.
    private func insertFirst(_ iter: inout GtkTreeIter, under parent: GtkTreeIter?, _ row: TreeRow, index: Int) {
        var values = [GValue](repeating: GValue(), count: 5)
        g_value_init(&values[0], FundamentalType.string)
        g_value_set_string(&values[0], row.iconName)
        g_value_init(&values[1], FundamentalType.string)
        g_value_set_string(&values[1], row.title)
        g_value_init(&values[2], FundamentalType.int)
        g_value_set_int(&values[2], Int32(index))
        g_value_init(&values[3], FundamentalType.boolean)
        g_value_set_boolean(&values[3], 1)
        g_value_init(&values[4], pango_style_get_type())
        g_value_set_enum(&values[4], Int32((row.isModifier ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL).rawValue))
        var columns: [Int32] = [Self.iconColumn, Self.titleColumn, Self.indexColumn, Self.activeColumn, Self.styleColumn]
        if var parent {
            gtk_tree_store_insert_with_valuesv(store.cast(), &iter, &parent, 0, &columns, &values, 5)
        } else {
            gtk_tree_store_insert_with_valuesv(store.cast(), &iter, nil, 0, &columns, &values, 5)
        }
        for index in values.indices { g_value_unset(&values[index]) }
    }

    private func setString(_ iter: inout GtkTreeIter, _ column: Int32, _ text: String) {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        g_value_set_string(&value, text)
        gtk_tree_store_set_value(store.cast(), &iter, column, &value)
        g_value_unset(&value)
    }
}
