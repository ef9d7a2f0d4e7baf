import Foundation

/// Where composed symbols are written, so that the measurer and the renderer (which read SVG
/// files by path, with librsvg) can read them like any icon: one file per document, named by
/// the symbol and a hash of the contents (a changed composition is a new file, never a stale
/// one).
///
/// The folder is `$XDG_RUNTIME_DIR/layout-playground-symbols` (the user's own runtime folder),
/// else `layout-playground-symbols-<uid>` in the temporary folder; it is used only when it is a
/// real folder (not a link) owned by the user and closed to others, else a fresh folder made
/// with `mkdtemp` is. Files are written whole under a temporary name and renamed into place.
final class SymbolFileStore {
    private var folder: String?
    private var triedFolder = false

    /// The file holding `document`, written if it is not there yet; nil when nothing can be
    /// written.
    func path(for document: String, name: String) -> String? {
        guard let folder = preparedFolder() else { return nil }
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }.prefix(80))
        let path = folder + "/" + safe + "-" + Self.hash(document) + ".svg"
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { return path }
        let temporary = folder + "/.writing-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(document.utf8)) else { return nil }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return nil
        }
        return path
    }

    private func preparedFolder() -> String? {
        if triedFolder { return folder }
        triedFolder = true
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            candidates.append(runtime + "/layout-playground-symbols")
        }
        let temporary = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        candidates.append(temporary + "layout-playground-symbols-\(getuid())")
        for candidate in candidates {
            mkdir(candidate, 0o700)
            if Self.isPrivateFolder(candidate) {
                folder = candidate
                return folder
            }
        }
        var template = Array((temporary + "layout-playground-symbols-XXXXXX").utf8CString)
        if let made = mkdtemp(&template) { folder = String(cString: made) }
        return folder
    }

    /// A folder (not a link) owned by this user that no one else can write to or read.
    static func isPrivateFolder(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFDIR && status.st_uid == getuid() && (status.st_mode & 0o077) == 0
    }

    /// 64-bit FNV-1a of the text, in hexadecimal.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
