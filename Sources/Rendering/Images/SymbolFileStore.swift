import CRsvg
import Foundation
import LayoutEngine

/// Composed symbols (an SF Symbols variant the icon set lacks, drawn from its parts), kept in
/// memory: the playground writes nothing outside a scene's folder, so a composed document gets
/// a path-like key (`memory:symbol/<name>-<hash>.svg`) that the renderer and the measurer read
/// through `SymbolFileStore.handle(forPath:)` as they read an icon file. The store is bounded
/// (a scene naming thousands of symbols cannot grow it past `limit`).
final class SymbolFileStore: @unchecked Sendable {
    static let prefix = "memory:symbol/"
    static let limit = 4_096
    private static let lock = NSLock()
    nonisolated(unsafe) private static var documents: [String: Data] = [:]

    /// The key of `document`, kept if it is not yet; nil past the store's limit.
    func path(for document: String, name: String) -> String? {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }.prefix(80))
        let key = Self.prefix + safe + "-" + Self.hash(document) + ".svg"
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if Self.documents[key] == nil {
            guard Self.documents.count < Self.limit else { return nil }
            Self.documents[key] = Data(document.utf8)
        }
        return key
    }

    /// A librsvg handle for `path`: a composed symbol from memory, else the file (owned by the
    /// caller); nil when neither reads. A file is read only when it is a regular file (a pipe
    /// would block), of at most `SceneFolder.maximumFileBytes`, and parsed from memory, without a
    /// base file: its external references (images, stylesheets, other documents) are not
    /// loaded, so a scene's SVG reaches no other file.
    static func handle(forPath path: String, error: UnsafeMutablePointer<UnsafeMutablePointer<GError>?>? = nil) -> UnsafeMutablePointer<RsvgHandle>? {
        let data: Data?
        if path.hasPrefix(prefix) {
            lock.lock()
            data = documents[path]
            lock.unlock()
        } else {
            data = SceneFolder.realPath(path).flatMap { SceneFolder.read(real: $0) }
        }
        guard let data, !data.isEmpty else { return nil }
        return data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), error)
        }
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
