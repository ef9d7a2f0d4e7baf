/// Swift string-literal escapes, both ways: reading a literal's source text into its value and
/// writing a value as the text of a `"..."` literal.
enum StringEscapes {
    /// The value of a literal segment's source text; nil for an escape the reader does not know.
    static func unescape(_ source: String) -> String? {
        var result = ""
        var iterator = source.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let escaped = iterator.next() else { return nil }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\\": result.append("\\")
            case "\"": result.append("\"")
            case "'": result.append("'")
            case "u":
                guard iterator.next() == "{" else { return nil }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                guard let scalarValue = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(scalarValue) else { return nil }
                result.unicodeScalars.append(scalar)
            default:
                return nil
            }
        }
        return result
    }

    /// `text` as it is written between the quotes of a single-line literal.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
