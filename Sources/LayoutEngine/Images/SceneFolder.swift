#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folder a scene may read from (its images, asset catalogs and colour sets), and the only
/// way those files are reached. A scene is untrusted, and so are the files beside it: a path is
/// used only when its real path (every link resolved) lies inside the folder's real path, and it
/// is the right kind of file, checked with `stat` before anything opens it (a named pipe where
/// an image is expected would block the command forever); a file is opened non-blocking and
/// checked again on the open descriptor, and never read past a stated size.
public struct SceneFolder: Hashable, Sendable {
    /// The folder's real path (links resolved, no trailing slash except for `/`).
    public let root: String

    /// The largest file read for a scene (a `Contents.json`, an SVG): 8 MB.
    public static let maximumFileBytes = 8 << 20

    /// `folder` as a scene folder; nil when it does not exist.
    public init?(_ folder: String) {
        guard let real = Self.realPath(folder), Self.kind(ofReal: real) == S_IFDIR else { return nil }
        root = real
    }

    /// `path` with every link resolved (`realpath`), nil when it does not exist or a link loops.
    public static func realPath(_ path: String) -> String? {
        guard !path.isEmpty, !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when the real path `real` is the folder or lies under it.
    public func containsReal(_ real: String) -> Bool {
        real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The real path of the regular file `path` names, when it lies inside the folder; nil for
    /// anything else (missing, a folder, a pipe, a device, a socket, a link out of the folder).
    public func regularFile(_ path: String) -> String? {
        guard let real = Self.realPath(path), containsReal(real), Self.kind(ofReal: real) == S_IFREG else { return nil }
        return real
    }

    /// The real path of the folder `path` names, when it lies inside the folder.
    public func folder(_ path: String) -> String? {
        guard let real = Self.realPath(path), containsReal(real), Self.kind(ofReal: real) == S_IFDIR else { return nil }
        return real
    }

    /// The bytes of the regular file `path` inside the folder, at most `limit` of them from its
    /// start (`whole`: nil when the file is longer than `limit`); nil when it is not such a file.
    /// Opened without blocking and checked again on the descriptor (a file swapped for a pipe
    /// between the check and the open is not read).
    public func contents(of path: String, limit: Int = SceneFolder.maximumFileBytes, whole: Bool = true) -> Data? {
        guard let real = regularFile(path) else { return nil }
        return Self.read(real: real, limit: limit, whole: whole)
    }

    /// Reads the regular file at the real path `real` as `contents(of:)` does, without the
    /// folder check (for a path a scene folder has already checked).
    public static func read(real: String, limit: Int = SceneFolder.maximumFileBytes, whole: Bool = true) -> Data? {
        let descriptor = open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(clamping: status.st_size)
        if whole, size > limit { return nil }
        let wanted = min(size, max(limit, 0))
        var bytes = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + done }, wanted - done)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        return Data(bytes[..<done])
    }

    /// The names in the folder `path` (inside the scene's folder), sorted; empty when it is not
    /// such a folder. At most `limit` names are returned (a folder of a million files is not
    /// listed whole).
    public func names(in path: String, limit: Int = 4_096) -> [String] {
        guard let real = folder(path), let directory = opendir(real) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// The kind (`S_IFREG`, `S_IFDIR`, ...) of what the real path names, from `stat`; 0 when it
    /// cannot be read.
    static func kind(ofReal real: String) -> mode_t {
        var status = stat()
        guard stat(real, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }
}
