import SwiftSyntax

/// Reading string literal segments: escapes (`\n`, `\u{1F600}`) and the indentation of
/// multi-line literals.
public enum StringUnescaping {
    /// The value of a literal segment's source text, as the evaluator reads it: an escape Swift
    /// does not have (`\q`) is its character, a line continuation (`\` at a line's end) nothing.
    public static func unescape(_ source: String) -> String {
        read(source).value
    }

    /// The value of a literal segment's source text, or nil when it holds an escape other than
    /// Swift's single-line ones (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{...}`): the scene
    /// reader then keeps the literal as written.
    public static func unescapeExactly(_ source: String) -> String? {
        let (value, isExact) = read(source)
        return isExact ? value : nil
    }

    /// The value, and false when an escape was not one of Swift's single-line ones.
    private static func read(_ source: String) -> (value: String, isExact: Bool) {
        guard source.contains("\\") else { return (source, true) }
        var result = ""
        var isExact = true
        var iterator = source.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else { result.append(character); continue }
            guard let escaped = iterator.next() else { return (result, false) }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\", "\"", "'": result.append(escaped)
            case "u":
                guard iterator.next() == "{" else { isExact = false; break }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) } else { isExact = false }
            case "\n": isExact = false
            default:
                result.append(escaped)
                isExact = false
            }
        }
        return (result, isExact)
    }

    /// Removes the closing delimiter's indentation from every line of a multi-line literal and
    /// the line breaks after the opening and before the closing delimiter.
    static func removeIndentation(_ text: String, closing: TokenSyntax) -> String {
        var indentation = 0
        for piece in closing.leadingTrivia {
            if case .spaces(let count) = piece { indentation += count }
            if case .tabs(let count) = piece { indentation += count }
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.isEmpty == true { lines.removeFirst() }
        if let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        if indentation > 0 {
            lines = lines.map { line in
                var dropped = 0
                return String(line.drop { character in
                    guard dropped < indentation, character == " " || character == "\t" else { return false }
                    dropped += 1
                    return true
                })
            }
        }
        return lines.joined(separator: "\n")
    }
}
