import SwiftSyntax

/// Reading string literal segments: escapes (`\n`, `\u{1F600}`) and the indentation of
/// multi-line literals.
enum StringUnescaping {
    static func unescape(_ source: String) -> String {
        guard source.contains("\\") else { return source }
        var result = ""
        var iterator = source.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else { result.append(character); continue }
            guard let escaped = iterator.next() else { break }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u":
                guard iterator.next() == "{" else { break }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            case "\n": break
            default: result.append(escaped)
            }
        }
        return result
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
