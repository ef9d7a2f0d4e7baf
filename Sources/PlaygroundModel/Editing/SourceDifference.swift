/// Where two texts differ, as one replacement: the characters (Unicode scalars, the unit of
/// GTK's text offsets) from `start` on, `removedCount` of them, become `inserted`. The source
/// pane shows a new text from the document (an undo, a tree edit) by replacing only this, so
/// the cursor and the scroll position outside the change stay put.
public struct SourceDifference: Hashable, Sendable {
    public var start: Int
    public var removedCount: Int
    public var inserted: String

    public init(from old: String, to new: String) {
        let before = Array(old.unicodeScalars), after = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
              before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        start = prefix
        removedCount = before.count - prefix - suffix
        var inserted = String.UnicodeScalarView()
        inserted.append(contentsOf: after[prefix..<(after.count - suffix)])
        self.inserted = String(inserted)
    }

    /// `old` with the replacement made.
    public func applied(to old: String) -> String {
        var scalars = Array(old.unicodeScalars)
        scalars.replaceSubrange(start..<(start + removedCount), with: Array(inserted.unicodeScalars))
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
