import CGtk

/// For the window tests (`--dump-layout`): how many of the objects made through
/// `GRef(adopting:)` are alive, by kind (`GKind`). GLib counts each one off when it finalizes it
/// (a weak reference), so a leak (a reference nobody releases, a handler keeping its own object)
/// shows as a count that grows while the window does the same thing again. Off until `start`.
enum GObjectCensus {
    private(set) static var isCounting = false
    private(set) static var alive: [String: Int] = [:]

    static func start() { isCounting = true }

    static func count(_ object: UnsafeMutableRawPointer, kind: String) {
        guard isCounting else { return }
        alive[kind, default: 0] += 1
        let name = Unmanaged.passRetained(SignalBox(kind)).toOpaque()
        g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), { data, _ in
            let kind = Unmanaged<SignalBox<String>>.fromOpaque(data!).takeRetainedValue().handler
            GObjectCensus.alive[kind, default: 0] -= 1
        }, name)
    }
}
