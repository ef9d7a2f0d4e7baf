import CGtk
import Glibc

/// Small GTK conveniences used across the window.
enum Gtk {
    /// Keyboard shortcuts that work only while `widget` (or a child) has the focus: keys such
    /// as Delete and Alt+Up that a text field needs for itself when it has the focus.
    /// `shortcuts` are (action, trigger) pairs in accelerator syntax (`<Alt>Up`).
    static func addLocalShortcuts(_ widget: GPointer, _ shortcuts: [(action: String, trigger: String)]) {
        let controller = GPointer(gtk_shortcut_controller_new()!)
        for (action, trigger) in shortcuts {
            guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { continue }
            gtk_shortcut_controller_add_shortcut(controller.opaque, gtk_shortcut_new(parsed, gtk_named_action_new(action)))
        }
        gtk_widget_add_controller(widget.widget, OpaquePointer(controller.raw))
    }

    /// A button with a symbolic icon and a tooltip (owned by its parent once added).
    static func iconButton(_ icon: String, tooltip: String, action: String? = nil) -> GPointer {
        let button = GPointer(gtk_button_new_from_icon_name(icon)!)
        gtk_widget_set_tooltip_text(button.widget, tooltip)
        if let action { gtk_actionable_set_action_name(button.opaque, action) }
        return button
    }

    /// Draws `area` with `draw` (cairo, width, height). The widget owns the closure, and with it
    /// what the closure holds (its owner): released by GTK's destroy notify with the widget, so
    /// the owner cannot go while GTK may still call it.
    static func setDrawFunction(_ area: GPointer, _ draw: @escaping (OpaquePointer, Double, Double) -> Void) {
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
    static func toggleButton(_ icon: String, tooltip: String, action: String) -> GPointer {
        let button = GPointer(gtk_toggle_button_new()!)
        gtk_button_set_icon_name(button.cast(), icon)
        gtk_widget_set_tooltip_text(button.widget, tooltip)
        gtk_actionable_set_action_name(button.opaque, action)
        return button
    }

    /// A drop-down listing `items` (a `GtkStringList`). With `maxWidthChars`, the button shows
    /// the chosen item ellipsized to that many characters (a long name would widen the window
    /// for good), while the list shows every name whole.
    static func dropDown(_ items: [String], maxWidthChars: Int32? = nil) -> GPointer {
        let dropDown = withCStrings(items) { GPointer(gtk_drop_down_new(gtk_string_list_new($0), nil)!) }
        if let maxWidthChars {
            // The drop-down takes references of its own; the factories' first ones are ours.
            let factory = labelFactory(maxWidthChars: maxWidthChars), listFactory = labelFactory(maxWidthChars: nil)
            gtk_drop_down_set_factory(dropDown.opaque, factory)
            gtk_drop_down_set_list_factory(dropDown.opaque, listFactory)
            g_object_unref(UnsafeMutableRawPointer(factory))
            g_object_unref(UnsafeMutableRawPointer(listFactory))
        }
        return dropDown
    }

    /// A list item factory showing each `GtkStringObject` as a label, ellipsized past
    /// `maxWidthChars` when given. The caller owns it (the reference `_new` returned).
    static func labelFactory(maxWidthChars: Int32?) -> OpaquePointer {
        let factory = GPointer(gtk_signal_list_item_factory_new()!)
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
        return factory.opaque
    }

    /// Replaces the strings a drop-down made by `dropDown` lists.
    static func replaceStrings(in dropDown: GPointer, with items: [String]) {
        let list = gtk_drop_down_get_model(dropDown.opaque)
        withCStrings(items) { gtk_string_list_splice(list, 0, UInt32(g_list_model_get_n_items(list)), $0) }
    }

    /// `strings` as a NULL-terminated C array, valid during `body`.
    static func withCStrings<T>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> T) -> T {
        var pointers: [UnsafePointer<CChar>?] = strings.map { UnsafePointer(strdup($0)) } + [nil]
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    static func label(_ text: String, css: [String] = []) -> GPointer {
        let label = GPointer(gtk_label_new(text)!)
        gtk_label_set_xalign(label.opaque, 0)
        for name in css { gtk_widget_add_css_class(label.widget, name) }
        return label
    }

    static func box(_ orientation: GtkOrientation, spacing: Int32 = 6) -> GPointer {
        GPointer(gtk_box_new(orientation, spacing)!)
    }

    static func append(_ box: GPointer, _ child: GPointer) {
        gtk_box_append(box.cast(), child.widget)
    }

    static func scrolled(_ child: GPointer) -> GPointer {
        let window = GPointer(gtk_scrolled_window_new()!)
        gtk_scrolled_window_set_child(window.opaque, child.widget)
        gtk_widget_set_vexpand(window.widget, 1)
        gtk_widget_set_hexpand(window.widget, 1)
        return window
    }

    static func setMargins(_ widget: GPointer, _ margin: Int32) {
        gtk_widget_set_margin_top(widget.widget, margin)
        gtk_widget_set_margin_bottom(widget.widget, margin)
        gtk_widget_set_margin_start(widget.widget, margin)
        gtk_widget_set_margin_end(widget.widget, margin)
    }

    /// Removes every child of a box.
    static func clear(_ box: GPointer) {
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
            g_object_get_property_bool(GPointer(settings).gpointer, "gtk-enable-animations", pointer)
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

/// A GObject reference this object owns: released (`g_object_unref`) when it goes. For
/// objects no widget tree owns (a file chooser while it is open, a builder).
final class GOwned {
    let pointer: GPointer

    /// Takes over the reference `pointer` came with (a `_new` function's).
    init(_ pointer: GPointer) { self.pointer = pointer }

    deinit { g_object_unref(pointer.gpointer) }
}

/// GLib's fundamental types by name: `G_TYPE_STRING` and its kin are macros Swift cannot see
/// (`G_TYPE_MAKE_FUNDAMENTAL(n)` is `n << 2`).
enum FundamentalType {
    static let boolean = GType(5 << 2)
    static let int = GType(6 << 2)
    static let string = GType(16 << 2)
}
