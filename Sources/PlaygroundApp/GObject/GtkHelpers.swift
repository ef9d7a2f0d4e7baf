import CGtk
import Glibc

/// Small GTK conveniences used across the window. Each returns what it makes as a `GRef`: kept
/// by the caller, or released once a parent has taken its own reference.
enum Gtk {
    /// Keyboard shortcuts that work only while `widget` (or a child) has the focus: keys such
    /// as Delete and Alt+Up that a text field needs for itself when it has the focus.
    /// `shortcuts` are (action, trigger) pairs in accelerator syntax (`<Alt>Up`).
    static func addLocalShortcuts<W: GObjectHandle>(_ widget: W, _ shortcuts: [(action: String, trigger: String)]) where W.Kind: WidgetKind {
        let controller = GRef<GKind.Controller>(adopting: gtk_shortcut_controller_new()!)
        for (action, trigger) in shortcuts {
            guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { continue }
            // The shortcut takes over the trigger and the action; the controller, the shortcut.
            gtk_shortcut_controller_add_shortcut(controller.opaque, gtk_shortcut_new(parsed, gtk_named_action_new(action)))
        }
        addController(controller, to: widget)
    }

    /// Adds an event controller to `widget`, which keeps it (a reference of its own:
    /// `gtk_widget_add_controller` takes over the one it is given).
    static func addController<W: GObjectHandle>(_ controller: GRef<GKind.Controller>, to widget: W) where W.Kind: WidgetKind {
        gtk_widget_add_controller(widget.widget, OpaquePointer(g_object_ref(controller.raw)))
    }

    /// Whether `widget`'s popover (a drop-down's list, a menu button's menu) is shown.
    static func popoverShown<W: GObjectHandle>(_ widget: W) -> Bool where W.Kind: WidgetKind {
        var child = gtk_widget_get_first_child(widget.widget)
        while let current = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0,
               gtk_widget_get_mapped(current) != 0 {
                return true
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return false
    }

    /// A button with a symbolic icon and a tooltip.
    static func iconButton(_ icon: String, tooltip: String, action: String? = nil) -> GRef<GKind.Widget> {
        let button = GRef<GKind.Widget>(adopting: gtk_button_new_from_icon_name(icon)!)
        gtk_widget_set_tooltip_text(button.widget, tooltip)
        if let action { gtk_actionable_set_action_name(button.opaque, action) }
        return button
    }

    /// Draws `area` with `draw` (cairo, width, height). The widget owns the closure, and with it
    /// what the closure holds (its owner): released by GTK's destroy notify with the widget, so
    /// the owner cannot go while GTK may still call it.
    static func setDrawFunction(_ area: GRef<GKind.DrawingArea>, _ draw: @escaping (OpaquePointer, Double, Double) -> Void) {
        let box = Unmanaged.passRetained(SignalBox(draw) as AnyObject).toOpaque()
        gtk_drawing_area_set_draw_func(area.cast(), { _, cairo, width, height, data in
            guard let cairo, let data else { return }
            let draw = (Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as! SignalBox<(OpaquePointer, Double, Double) -> Void>).handler
            draw(cairo, Double(width), Double(height))
        }, box, { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        })
    }

    /// A toggle button with a symbolic icon, bound to a window action with a boolean state: it
    /// shows the state (pressed when on) and changes it.
    static func toggleButton(_ icon: String, tooltip: String, action: String) -> GRef<GKind.Widget> {
        let button = GRef<GKind.Widget>(adopting: gtk_toggle_button_new()!)
        gtk_button_set_icon_name(button.cast(), icon)
        gtk_widget_set_tooltip_text(button.widget, tooltip)
        gtk_actionable_set_action_name(button.opaque, action)
        return button
    }

    /// A drop-down listing `items` (a `GtkStringList`). With `maxWidthChars`, the button shows
    /// the chosen item ellipsized to that many characters (a long name would widen the window
    /// for good), while the list shows every name whole.
    static func dropDown(_ items: [String], maxWidthChars: Int32? = nil) -> GRef<GKind.DropDown> {
        // The drop-down takes over the list.
        let dropDown = withCStrings(items) { GRef<GKind.DropDown>(adopting: gtk_drop_down_new(gtk_string_list_new($0), nil)!) }
        if let maxWidthChars {
            // The drop-down keeps its factories (references of its own).
            let factory = labelFactory(maxWidthChars: maxWidthChars), listFactory = labelFactory(maxWidthChars: nil)
            gtk_drop_down_set_factory(dropDown.opaque, factory.opaque)
            gtk_drop_down_set_list_factory(dropDown.opaque, listFactory.opaque)
        }
        return dropDown
    }

    /// A list item factory showing each `GtkStringObject` as a label, ellipsized past
    /// `maxWidthChars` when given.
    static func labelFactory(maxWidthChars: Int32?) -> GRef<GKind.ListItemFactory> {
        let factory = GRef<GKind.ListItemFactory>(adopting: gtk_signal_list_item_factory_new()!)
        factory.onPointer("setup") { item in
            guard let item else { return }
            let label = gtk_label_new(nil)!
            gtk_label_set_xalign(OpaquePointer(label), 0)
            if let maxWidthChars {
                gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
                gtk_label_set_max_width_chars(OpaquePointer(label), maxWidthChars)
            }
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        factory.onPointer("bind") { item in
            guard let item, let object = gtk_list_item_get_item(OpaquePointer(item)),
                  let label = gtk_list_item_get_child(OpaquePointer(item)),
                  let text = gtk_string_object_get_string(OpaquePointer(object)) else { return }
            gtk_label_set_text(OpaquePointer(label), text)
        }
        return factory
    }

    /// Replaces the strings a drop-down made by `dropDown` lists.
    static func replaceStrings(in dropDown: GRef<GKind.DropDown>, with items: [String]) {
        let list = gtk_drop_down_get_model(dropDown.opaque)
        withCStrings(items) { gtk_string_list_splice(list, 0, UInt32(g_list_model_get_n_items(list)), $0) }
    }

    /// `strings` as a NULL-terminated C array (`const char **`), valid during `body`.
    static func withCStrings<T>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> T) -> T {
        var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) } + [nil]
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    static func label(_ text: String, css: [String] = []) -> GRef<GKind.Widget> {
        let label = GRef<GKind.Widget>(adopting: gtk_label_new(text)!)
        gtk_label_set_xalign(label.opaque, 0)
        for name in css { gtk_widget_add_css_class(label.widget, name) }
        return label
    }

    static func box(_ orientation: GtkOrientation, spacing: Int32 = 6) -> GRef<GKind.Widget> {
        GRef(adopting: gtk_box_new(orientation, spacing)!)
    }

    /// Appends `child` to `box`, which takes a reference of its own.
    static func append<C: GObjectHandle>(_ box: GRef<GKind.Widget>, _ child: C) where C.Kind: WidgetKind {
        gtk_box_append(box.cast(), child.widget)
    }

    static func scrolled<C: GObjectHandle>(_ child: C) -> GRef<GKind.Widget> where C.Kind: WidgetKind {
        let window = GRef<GKind.Widget>(adopting: gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_child(window.opaque, child.widget)
        gtk_widget_set_vexpand(window.widget, 1)
        gtk_widget_set_hexpand(window.widget, 1)
        return window
    }

    static func setMargins<W: GObjectHandle>(_ widget: W, _ margin: Int32) where W.Kind: WidgetKind {
        gtk_widget_set_margin_top(widget.widget, margin)
        gtk_widget_set_margin_bottom(widget.widget, margin)
        gtk_widget_set_margin_start(widget.widget, margin)
        gtk_widget_set_margin_end(widget.widget, margin)
    }

    /// Removes every child of a box.
    static func clear(_ box: GRef<GKind.Widget>) {
        while let child = gtk_widget_get_first_child(box.widget) {
            gtk_box_remove(box.cast(), child)
        }
    }

    /// Runs `body` on the main loop after `milliseconds` (once).
    @discardableResult
    static func after(milliseconds: UInt32, _ body: @escaping () -> Void) -> UInt32 {
        let box = Unmanaged.passRetained(SignalBox(body) as AnyObject).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! SignalBox<() -> Void>).handler()
            return 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// Runs `body` every `milliseconds` while it returns true.
    @discardableResult
    static func every(milliseconds: UInt32, _ body: @escaping () -> Bool) -> UInt32 {
        let box = Unmanaged.passRetained(SignalBox(body) as AnyObject).toOpaque()
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! SignalBox<() -> Bool>).handler() ? 1 : 0
        }, box, { data in Unmanaged<AnyObject>.fromOpaque(data!).release() })
    }

    /// True unless GTK's enable-animations setting is off.
    static var animationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        var value: gboolean = 1
        withUnsafeMutablePointer(to: &value) { pointer in
            g_object_get_property_bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations", pointer)
        }
        return value != 0
    }
}

/// `g_object_get(object, name, &bool, NULL)` without varargs.
func g_object_get_property_bool(_ object: gpointer, _ name: String, _ result: UnsafeMutablePointer<gboolean>) {
    var value = GValue()
    g_value_init(&value, FundamentalType.boolean)
    g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    result.pointee = g_value_get_boolean(&value)
    g_value_unset(&value)
}

/// GLib's fundamental types by name: `G_TYPE_STRING` and its kin are macros Swift cannot see
/// (`G_TYPE_MAKE_FUNDAMENTAL(n)` is `n << 2`).
enum FundamentalType {
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let string = GType(16 << 2)
}
