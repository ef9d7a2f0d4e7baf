@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// The name a token declares or reads: `enum` for `` `enum` ``, a name written as a keyword.
    /// A name written plainly is its text, read without building the token's kind (`identifier`
    /// and `text` each build it, with a `String` of its text: about 700 instructions, at every
    /// name a body reads).
    var declaredName: String {
        let raw = rawText
        if let first = raw.first, first != UInt8(ascii: "`"), first != UInt8(ascii: "$") { return String(syntaxText: raw) }
        return identifier?.name ?? text
    }

    /// `text` (the token as written, without trivia), read without building the token's kind.
    public var sourceText: String { String(syntaxText: rawText) }

    /// True when the token is written as one of `texts` (UTF-8 bytes), compared without making
    /// a `String`.
    func isWritten(amongUTF8 texts: [[UInt8]]) -> Bool {
        let raw = rawText
        return texts.contains { $0.count == raw.count && raw.elementsEqual($0) }
    }

    /// True when the token's first character is lowercase (`hasData`, not `HStack`), read from
    /// its first byte when that is ASCII: building the token's `text` and asking the
    /// `Character` was 1,500 instructions at every call of a type in a `ForEach` row.
    var startsLowercase: Bool {
        let raw = rawText
        guard let first = raw.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") }
        return text.first?.isLowercase == true
    }
}
