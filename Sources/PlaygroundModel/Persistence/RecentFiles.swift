import Foundation

/// The files opened lately, most recent first, at most `limit`; kept in `recent-files` (one
/// path per line) in the state folder. Files that no longer exist are dropped when read.
public final class RecentFiles {
    public static let limit = 10
    /// The list's file.
    public let file: String
    public private(set) var paths: [String]
    /// Called after the list changed (the window's gallery lists it).
    public var onChange: (() -> Void)?

    /// Reads the list in `directory` (default: `StateDirectory.path()`).
    public init(directory: String? = nil) {
        file = (directory ?? StateDirectory.path()) + "/recent-files"
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        var paths: [String] = []
        for line in text.split(separator: "\n") {
            let path = String(line)
            if !paths.contains(path), FileManager.default.fileExists(atPath: path) { paths.append(path) }
        }
        self.paths = Array(paths.prefix(Self.limit))
    }

    /// Puts `path` first (once) and writes the list.
    public func add(_ path: String) throws {
        paths.removeAll { $0 == path }
        paths.insert(path, at: 0)
        if paths.count > Self.limit { paths.removeLast(paths.count - Self.limit) }
        onChange?()
        try persist()
    }

    /// Takes `path` off the list (a file that failed to open) and writes the list.
    public func remove(_ path: String) throws {
        paths.removeAll { $0 == path }
        onChange?()
        try persist()
    }

    private func persist() throws {
        try StateDirectory.create((file as NSString).deletingLastPathComponent)
        try AtomicFile.write(paths.map { $0 + "\n" }.joined(), to: file)
    }
}
