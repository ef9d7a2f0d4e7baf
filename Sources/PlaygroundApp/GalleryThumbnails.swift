import CGtk
import Foundation
import PlaygroundModel

/// The gallery's thumbnails, made off the main thread and kept in memory for as long as the
/// window lives. A row asks for its picture when it is shown; until the picture is there (or
/// when there is none) it shows a neutral frame.
///
/// An example with a picture of its own (`data/pictures/`) shows that, decoded at thumbnail size
/// (`side`), so a screen-sized picture costs a few kilobytes; any other keeps the neutral frame.
/// (Drawing the others with `layout-playground render` in a child process crashed the window in
/// GObject while the child ran: Foundation's `Process` and GLib both reap children.)
final class GalleryThumbnails {
    /// The side of a thumbnail in the list, in pixels.
    static let side: Int32 = 56

    enum Source: Hashable {
        /// A PNG file to show.
        case picture(String)
    }

    private var textures: [Source: GRef<GKind.Object>] = [:]
    /// How many thumbnails are made (for the state dump).
    var count: Int { textures.count }
    private var requested: Set<Source> = []
    /// The sources waiting for the worker, and whether it runs; shared with it under `lock`.
    private let lock = NSLock()
    private var queue: [(source: Source, ready: () -> Void)] = []
    private var working = false

    /// Sendable hand-over of a decoded texture's reference from the worker.
    private struct Loaded: @unchecked Sendable { let pointer: OpaquePointer? }

    /// The images of the list's rows and the thumbnail each shows (rows are recycled: an
    /// image shows another source after it is bound again).
    private var shownIn: [UnsafeMutableRawPointer: Source] = [:]
    /// The images GLib tells us about when it finalizes them (`watch`). A row's teardown
    /// signal is not enough: when the drop-down's model is replaced at start-up, GTK may
    /// destroy a row's image without it, and a thumbnail made later was then set on freed
    /// memory (the window crashed in `gtk_image_set_from_paintable` about one start in three).
    private var watched: Set<UnsafeMutableRawPointer> = []

    /// Shows `source`'s thumbnail in `image` (a `GtkImage`) now if it is made, else as soon as
    /// it is, unless the image shows another source by then. Nil: a neutral frame only.
    func show(_ source: Source?, in image: UnsafeMutablePointer<GtkWidget>) {
        let key = UnsafeMutableRawPointer(image)
        gtk_image_clear(OpaquePointer(image))
        watch(key)
        shownIn[key] = source
        guard let source else { return }
        let texture = self.texture(source) { [weak self] in
            guard let self, let made = self.textures[source] else { return }
            for (shown, wanted) in self.shownIn where wanted == source {
                gtk_image_set_from_paintable(OpaquePointer(shown), made.opaque)
            }
        }
        if let texture { gtk_image_set_from_paintable(OpaquePointer(image), texture) }
    }

    /// The row that held `image` is gone.
    func forget(_ image: UnsafeMutableRawPointer) { shownIn[image] = nil }

    /// Asks GLib to say when `image` is finalized, once per image, so that it is never shown
    /// into after (its address may then be another image's: it is watched anew).
    private func watch(_ image: UnsafeMutableRawPointer) {
        guard watched.insert(image).inserted else { return }
        let owner = Unmanaged.passRetained(WeakOwner(self)).toOpaque()
        g_object_weak_ref(image.assumingMemoryBound(to: GObject.self), { data, finalized in
            let owner = Unmanaged<WeakOwner>.fromOpaque(data!).takeRetainedValue()
            guard let thumbnails = owner.thumbnails, let finalized else { return }
            let key = UnsafeMutableRawPointer(finalized)
            thumbnails.watched.remove(key)
            thumbnails.shownIn[key] = nil
        }, owner)
    }

    /// The thumbnails, for a weak notification that may come after the window is gone.
    private final class WeakOwner {
        weak var thumbnails: GalleryThumbnails?
        init(_ thumbnails: GalleryThumbnails) { self.thumbnails = thumbnails }
    }

    /// The texture of `source` if it is made; else nil, and `ready` is called on the main
    /// thread once it is (not when it cannot be made).
    private func texture(_ source: Source, ready: @escaping () -> Void) -> OpaquePointer? {
        if let texture = textures[source] { return texture.opaque }
        guard requested.insert(source).inserted else { return nil }
        lock.lock()
        queue.append((source, ready))
        let start = !working
        working = true
        lock.unlock()
        if start { Thread { [weak self] in self?.work() }.start() }
        return nil
    }

    /// The worker: makes the queued thumbnails one after another, then ends.
    private func work() {
        while true {
            lock.lock()
            guard !queue.isEmpty else {
                working = false
                lock.unlock()
                return
            }
            let (source, ready) = queue.removeFirst()
            lock.unlock()
            let loaded = Loaded(pointer: Self.make(source))
            Gtk.after(milliseconds: 0) { [weak self] in
                guard let pointer = loaded.pointer else { return }
                let texture = GRef<GKind.Object>(adopting: pointer)
                guard let self else { return }
                self.textures[source] = texture
                ready()
            }
        }
    }

    /// A texture of the thumbnail's size (a full reference), or nil.
    private static func make(_ source: Source) -> OpaquePointer? {
        switch source {
        case .picture(let path):
            return scaled(path)
        }
    }

    /// `path` decoded at twice the thumbnail's side at most (sharp on a 2x screen), keeping
    /// its proportions.
    private static func scaled(_ path: String) -> OpaquePointer? {
        let side = side * 2
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, side, side, 1, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return gdk_texture_new_for_pixbuf(pixbuf)
    }
}
