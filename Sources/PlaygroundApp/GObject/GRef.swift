import CGtk

/// An owned reference to a GObject: the object lives at least as long as this reference, which
/// releases it (`g_object_unref`) when it goes. What a Swift object keeps (the window's widgets,
/// a panel's, the application, an open file chooser) it keeps in a `GRef`; what it is handed
/// for one call is a `GBorrowed`.
///
/// A widget is made floating (`GInitiallyUnowned`): nobody owns it until a parent sinks the
/// floating reference. `GRef(adopting:)` sinks it into this reference, so a parent adding the
/// widget takes a reference of its own, and the widget lives while either holds it.
///
/// Keep a `GRef` in a variable (or pass it as an argument) while C uses its pointer: a
/// temporary's reference may go as soon as its pointer is read (`makeMenu().opaque`).
final class GRef<Kind: GObjectKind>: GObjectHandle {
    let raw: UnsafeMutableRawPointer

    /// Takes over the reference a constructor (`gtk_label_new`, `g_simple_action_new`)
    /// returned: a floating one is sunk (`g_object_ref_sink`, no new reference), a full one
    /// becomes this one. Not for constructors that return a reference someone else keeps (a
    /// window's, which GTK's list of toplevels owns): `retaining` those.
    init(adopting pointer: UnsafeMutableRawPointer) {
        raw = pointer
        if g_object_is_floating(pointer) != 0 { g_object_ref_sink(pointer) }
        GObjectCensus.count(pointer, kind: "\(Kind.self)")
    }

    /// Adds a reference (`g_object_ref`) to an object someone else owns: a toplevel window,
    /// an object looked up.
    init(retaining pointer: UnsafeMutableRawPointer) {
        raw = pointer
        g_object_ref(pointer)
    }

    deinit { g_object_unref(raw) }
}

extension GRef {
    convenience init<T>(adopting pointer: UnsafeMutablePointer<T>) { self.init(adopting: UnsafeMutableRawPointer(pointer)) }
    convenience init(adopting pointer: OpaquePointer) { self.init(adopting: UnsafeMutableRawPointer(pointer)) }
    convenience init<T>(retaining pointer: UnsafeMutablePointer<T>) { self.init(retaining: UnsafeMutableRawPointer(pointer)) }

    /// Another owned reference to the same object as another kind (a box kept as a widget).
    convenience init<Other: GObjectHandle>(retaining handle: Other) { self.init(retaining: handle.raw) }

    /// Takes over the reference a constructor returned, or nil when it returned none
    /// (`g_file_monitor_file` on an error).
    convenience init?(adoptingOptional pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        self.init(adopting: pointer)
    }
}
