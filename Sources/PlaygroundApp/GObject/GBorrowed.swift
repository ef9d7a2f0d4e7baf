import CGtk

/// A borrowed reference to a GObject: valid while its owner keeps it (the argument of a signal
/// handler during the call, a child looked up for one call, a widget's own handle captured by
/// its handler). It neither takes nor releases a reference; what outlives the call is kept
/// in a `GRef`.
struct GBorrowed<Kind: GObjectKind>: GObjectHandle {
    let raw: UnsafeMutableRawPointer

    init(_ raw: UnsafeMutableRawPointer) { self.raw = raw }
    init<T>(_ pointer: UnsafeMutablePointer<T>) { raw = UnsafeMutableRawPointer(pointer) }
    init(_ pointer: OpaquePointer) { raw = UnsafeMutableRawPointer(pointer) }
}
