import SwiftSyntax

/// Where a node's own text starts, found in time independent of the tree's depth.
///
/// swift-syntax's `positionAfterSkippingLeadingTrivia` looks for the node's first token, which
/// walks down the node's left edge: for a modifier chain of n calls or n nested stacks that is
/// n steps per node and n² for the scene. `node.position` (where its leading trivia starts) is
/// stored, so the start of its text is found by skipping the trivia in the file's bytes instead.
public enum SourceText {
    /// The offset of the first byte at or after `offset` that is not whitespace or a comment.
    public static func skippingTrivia(_ bytes: [UInt8], from offset: Int) -> Int {
        var index = max(0, offset)
        let end = bytes.count
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < end && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                index = endOfComment(bytes, at: index)
            case UInt8(ascii: "#") where index == 0 && end > 1 && bytes[1] == UInt8(ascii: "!"):
                while index < end, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default:
                return index
            }
        }
        return min(index, end)
    }

    /// The offset just past the comment that starts at `start` (`//` to the end of its line,
    /// `/* */` with Swift's nesting).
    public static func endOfComment(_ bytes: [UInt8], at start: Int) -> Int {
        let end = bytes.count
        var index = start
        if index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") {
            while index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            return index
        }
        var depth = 0
        repeat {
            if index + 1 < end, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if index + 1 < end, bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        } while depth > 0 && index < end
        return index
    }
}
