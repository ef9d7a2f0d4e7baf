import CGtk

/// A borrowed pointer to a GObject (a widget, an action, a controller), for calling GTK from
/// Swift. GTK's C casting macros (`GTK_WINDOW(x)`) are function-like macros Swift cannot call;
/// `cast()` and `opaque` do their job. Whether a reference is owned is said where it is stored.
struct GPointer {
    let raw: UnsafeMutableRawPointer

    init(_ raw: UnsafeMutableRawPointer) { self.raw = raw }
    init<T>(_ pointer: UnsafeMutablePointer<T>) { raw = UnsafeMutableRawPointer(pointer) }
    init(_ pointer: OpaquePointer) { raw = UnsafeMutableRawPointer(pointer) }

    /// The pointer as a typed C pointer (`GtkWidget *`, `GtkWindow *`, ...).
    func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    /// The pointer for functions whose type GTK keeps private (`GtkHeaderBar *`).
    var opaque: OpaquePointer { OpaquePointer(raw) }
    var widget: UnsafeMutablePointer<GtkWidget> { cast() }
    var gpointer: gpointer { raw }
}

extension GPointer {
    init?<T>(_ pointer: UnsafeMutablePointer<T>?) {
        guard let pointer else { return nil }
        self.init(pointer)
    }

    init?(_ pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        self.init(pointer)
    }
}
