import CGtk

/// A reference to a GObject, owned (`GRef`) or borrowed (`GBorrowed`), for calling GTK from
/// Swift. GTK's C casting macros (`GTK_WINDOW(x)`) are function-like macros Swift cannot call;
/// `cast()` and `opaque` do their job. `Kind` says what the object is (`GKind`): only a
/// widget's reference has `widget`. A function taking a handle (`some GObjectHandle<Kind>`)
/// borrows it for the call.
protocol GObjectHandle<Kind> {
    associatedtype Kind: GObjectKind
    var raw: UnsafeMutableRawPointer { get }
}

extension GObjectHandle {
    /// The pointer as a typed C pointer (`GtkWindow *`, `GSimpleAction *`, ...).
    func cast<T>(_ type: T.Type = T.self) -> UnsafeMutablePointer<T> { raw.assumingMemoryBound(to: T.self) }
    /// The pointer for functions whose type GTK keeps private (`GtkHeaderBar *`).
    var opaque: OpaquePointer { OpaquePointer(raw) }
    var gpointer: gpointer { raw }
    /// The same object, borrowed: what a signal handler of this object captures (capturing
    /// the object's own `GRef` would keep it alive through its own handler).
    var borrowed: GBorrowed<Kind> { GBorrowed(raw) }
}

extension GObjectHandle where Kind: WidgetKind {
    var widget: UnsafeMutablePointer<GtkWidget> { cast() }
}
