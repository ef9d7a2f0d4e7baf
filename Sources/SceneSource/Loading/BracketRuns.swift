import SwiftEvaluator

/// Finds runs of `[` that swift-syntax's parser would take exponential time over.
///
/// At each `[` the parser looks ahead twice, for an inline array type (`[3 of Int]`) and for an
/// ordinary type, and each look-ahead starts over at the next `[`: a run like `[[[[` or
/// `[(@a [(` costs about three times more per `[` (20 of them take minutes). Real code nests
/// three or four, so a longer run is refused before parsing, with its place in the file.
enum BracketRuns {
    /// The most `[` a run may hold.
    static let limit = 6

    /// The first run longer than `limit`: the byte offset of its `[` past the limit and its
    /// length so far. Between two `[` of a run there is only what can start a type: `(`, an
    /// attribute (`@name`), a type-position keyword, white space and comments.
    static func firstOverlong(in bytes: [UInt8]) -> (offset: Int, count: Int)? {
        var index = 0
        var run = 0
        let end = bytes.count
        func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 97 && byte <= 122) || (byte >= 65 && byte <= 90) || (byte >= 48 && byte <= 57) || byte == 95 || byte >= 0x80
        }
        let keywords: Set<String> = ["inout", "some", "any", "borrowing", "consuming", "sending", "each", "repeat", "__owned", "__shared"]
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                run += 1
                if run > limit { return (index, run) }
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("):
                index += 1
            case UInt8(ascii: "/") where index + 1 < end && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")):
                index = SourceText.endOfComment(bytes, at: index)
            case UInt8(ascii: "@"):
                index += 1
                while index < end, isIdentifierByte(bytes[index]) { index += 1 }
            default:
                if isIdentifierByte(byte) {
                    var wordEnd = index
                    while wordEnd < end, isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
                    // Outside a run a word changes nothing: only a word inside one is made a
                    // string, to tell a keyword (an app's files are mostly words outside runs).
                    if run > 0, !keywords.contains(String(decoding: bytes[index..<wordEnd], as: UTF8.self)) { run = 0 }
                    index = wordEnd
                } else {
                    run = 0
                    index += 1
                }
            }
        }
        return nil
    }
}
