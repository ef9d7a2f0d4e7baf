import Foundation
import SwiftSyntax

/// A file's `SourceLocationConverter`, made the first time it is asked for (`SceneReader`).
/// Thread-safe: a reader kept in `ParsedFiles` is shared by sessions on several threads.
final class LazyLocationConverter: @unchecked Sendable {
    private let fileName: String
    private let tree: SourceFileSyntax
    private let lock = NSLock()
    private var made: SourceLocationConverter?

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.tree = tree
    }

    var converter: SourceLocationConverter {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        made = converter
        return converter
    }
}
