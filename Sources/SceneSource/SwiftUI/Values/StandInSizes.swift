import Foundation

/// The sizes a person gave stand-in views, kept in the scene's own text as comment lines,
/// outside its view code:
///
///     // layout-playground: stand-in FollowButton width 120 height 44
///
/// Swift reads the line as a comment, so the file still builds in Xcode; the playground reads
/// it everywhere the scene goes (the window, `layout`, `render`, an exported page), and the
/// window's inspector writes it (one undo step). Either dimension may be left out: the
/// stand-in keeps its own size on that axis. A `.frame` written on the stand-in in the code
/// still wins, as it would on the real view.
public struct StandInSizes: Equatable, Sendable {
    public struct Size: Equatable, Sendable {
        public var width: Double?
        public var height: Double?
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }
        public var isEmpty: Bool { width == nil && height == nil }
    }

    /// The sizes by the stand-in's type name.
    public private(set) var sizes: [String: Size] = [:]

    public init() {}

    /// The sizes written in `sources` (the scene's files); a later line for a name wins.
    public init(sources: [String]) {
        for source in sources {
            // Only the lines holding the marker are read: an app's hundreds of files are
            // searched as bytes, not split into lines of characters.
            for line in Self.markedLines(source) {
                if let (name, size) = Self.parse(line) { sizes[name] = size }
            }
        }
    }

    /// The lines of `source` that contain `marker`, in order.
    static func markedLines(_ source: String) -> [Substring] {
        let needle = Array(marker.utf8)
        var lines: [Substring] = []
        var source = source
        source.withUTF8 { bytes in
            guard bytes.count >= needle.count, let first = needle.first else { return }
            var index = 0
            var lastLineEnd = -1
            while index + needle.count <= bytes.count {
                if bytes[index] == first, index > lastLineEnd, bytes[index..<(index + needle.count)].elementsEqual(needle) {
                    var start = index
                    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                    var end = index + needle.count
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    lines.append(Substring(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                    lastLineEnd = end
                    index = end
                    continue
                }
                index += 1
            }
        }
        return lines
    }

    public subscript(name: String) -> Size? { sizes[name] }

    /// The largest size a stand-in may be given: larger numbers are not read.
    public static let largest = 10_000.0

    static let marker = "layout-playground:"

    /// `// layout-playground: stand-in NAME [width W] [height H]`, or nil for any other line.
    static func parse(_ line: Substring) -> (String, Size)? {
        var text = line.drop(while: { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("//") else { return nil }
        text = text.dropFirst(2).drop(while: { $0 == " " })
        guard text.hasPrefix(marker) else { return nil }
        let words = text.dropFirst(marker.count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
        guard words.count >= 2, words[0] == "stand-in", isName(words[1]) else { return nil }
        var size = Size()
        var index = 2
        while index + 1 < words.count {
            guard let value = Double(words[index + 1]), value.isFinite, (0...largest).contains(value) else { return nil }
            switch words[index] {
            case "width": size.width = value
            case "height": size.height = value
            default: return nil
            }
            index += 2
        }
        guard index == words.count, !size.isEmpty else { return nil }
        return (String(words[1]), size)
    }

    static func isName(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The comment line that gives `name` `size`.
    public static func line(_ name: String, _ size: Size) -> String {
        var line = "// \(marker) stand-in \(name)"
        if let width = size.width { line += " width \(Self.number(width))" }
        if let height = size.height { line += " height \(Self.number(height))" }
        return line
    }

    /// `source` with `name`'s line replaced by one for `size`, added at the end when it has
    /// none, or removed when `size` is empty. Every other line is kept as it was.
    public static func setting(_ size: Size, for name: String, in source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        let existing = lines.indices.filter { parse(Substring(lines[$0]))?.0 == name }
        for index in existing.dropFirst().reversed() { lines.remove(at: index) }
        if let index = existing.first {
            if size.isEmpty { lines.remove(at: index) } else { lines[index] = line(name, size) }
            return lines.joined(separator: "\n")
        }
        guard !size.isEmpty else { return source }
        var text = source
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        return text + line(name, size) + "\n"
    }

    /// A number as a person writes it: `120`, `44.5`.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
