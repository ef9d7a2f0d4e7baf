import CGtk

/// Swift closures behind GObject signals. A connection keeps its closure in a box passed as the
/// signal's user data (owned by the connection: released by GLib's destroy notify when the
/// object goes away). One trampoline per C signature the window uses. A handler that needs its
/// own object captures it `borrowed`: its `GRef` would keep the object alive through the
/// object's own handler.
final class SignalBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@discardableResult
private func connect<Handler>(_ instance: some GObjectHandle, _ signal: String, _ trampoline: GCallback, _ handler: Handler) -> UInt {
    let box = Unmanaged.passRetained(SignalBox(handler) as AnyObject).toOpaque()
    return UInt(g_signal_connect_data(instance.gpointer, signal, trampoline, box, releaseBox, GConnectFlags(rawValue: 0)))
}

private func handler<Handler>(_ data: UnsafeMutableRawPointer?) -> Handler {
    (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue() as! SignalBox<Handler>).handler
}

extension GObjectHandle {
    /// `void (*)(GObject *, gpointer)`: clicked, activate, changed, close-request (returns false).
    @discardableResult
    func on(_ signal: String, _ body: @escaping () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            (handler(data) as () -> Void)()
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean (*)(GObject *, gpointer)`: close-request.
    @discardableResult
    func onBool(_ signal: String, _ body: @escaping () -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
            (handler(data) as () -> Bool)() ? 1 : 0
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GObject *, gpointer parameter, gpointer)`: a GAction's activate.
    @discardableResult
    func onPointer(_ signal: String, _ body: @escaping (UnsafeMutableRawPointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            (handler(data) as (UnsafeMutableRawPointer?) -> Void)(argument)
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GObject *, double, double, gpointer)`: drag-begin/-update/-end, motion.
    @discardableResult
    func onPoint(_ signal: String, _ body: @escaping (Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            (handler(data) as (Double, Double) -> Void)(x, y)
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gchar *(*)(GObject *, gpointer, gpointer)`: a source mark's query-tooltip-text (the
    /// string is handed to GTK, which frees it).
    @discardableResult
    func onPointerText(_ signal: String, _ body: @escaping (UnsafeMutableRawPointer?) -> String?) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutablePointer<CChar>? = { _, argument, data in
            (handler(data) as (UnsafeMutableRawPointer?) -> String?)(argument).map { g_strdup($0) }
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GObject *, double, gpointer)`: a zoom gesture's scale-changed.
    @discardableResult
    func onDouble(_ signal: String, _ body: @escaping (Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            (handler(data) as (Double) -> Void)(value)
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean (*)(GObject *, double, double, gpointer)`: scroll.
    @discardableResult
    func onScroll(_ body: @escaping (Double, Double) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, dx, dy, data in
            (handler(data) as (Double, Double) -> Bool)(dx, dy) ? 1 : 0
        }
        return connect(self, "scroll", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GObject *, int, double, double, gpointer)`: a click gesture's pressed.
    @discardableResult
    func onPressed(_ body: @escaping (Int32, Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, count, x, y, data in
            (handler(data) as (Int32, Double, Double) -> Void)(count, x, y)
        }
        return connect(self, "pressed", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean (*)(GObject *, const GValue *, double, double, gpointer)`: a drop target's drop.
    @discardableResult
    func onDrop(_ body: @escaping (UnsafeMutableRawPointer?) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, value, _, _, data in
            (handler(data) as (UnsafeMutableRawPointer?) -> Bool)(value) ? 1 : 0
        }
        return connect(self, "drop", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GObject *, int, gpointer)`: a native dialog's response.
    @discardableResult
    func onInt(_ signal: String, _ body: @escaping (Int32) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
            (handler(data) as (Int32) -> Void)(value)
        }
        return connect(self, signal, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void (*)(GFileMonitor *, GFile *file, GFile *other, GFileMonitorEvent, gpointer)`: changed.
    @discardableResult
    func onFileEvent(_ body: @escaping (Int32) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, _, _, event, data in
            (handler(data) as (Int32) -> Void)(event)
        }
        return connect(self, "changed", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean (*)(GObject *, guint keyval, guint keycode, GdkModifierType, gpointer)`: key-pressed.
    @discardableResult
    func onKeyPressed(_ body: @escaping (UInt32, UInt32) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            (handler(data) as (UInt32, UInt32) -> Bool)(keyval, state) ? 1 : 0
        }
        return connect(self, "key-pressed", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `GdkContentProvider *(*)(GObject *, double, double, gpointer)`: a drag source's prepare.
    @discardableResult
    func onPrepare(_ body: @escaping (Double, Double) -> OpaquePointer?) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> OpaquePointer? = { _, x, y, data in
            (handler(data) as (Double, Double) -> OpaquePointer?)(x, y)
        }
        return connect(self, "prepare", unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean (*)(GObject *, const GValue *, double, double, gpointer)` with the drop point.
    @discardableResult
    func onDropAt(_ body: @escaping (UnsafeMutableRawPointer?, Double, Double) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = { _, value, x, y, data in
            (handler(data) as (UnsafeMutableRawPointer?, Double, Double) -> Bool)(value, x, y) ? 1 : 0
        }
        return connect(self, "drop", unsafeBitCast(trampoline, to: GCallback.self), body)
    }
}
