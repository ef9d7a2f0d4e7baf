/// Text of a scene (a preview's name, a file's name, a message quoting the scene) made safe to
/// print on a terminal: a control character (the escape that starts a terminal's commands, a
/// bell, a carriage return, and a line break inside a name) is written as a Swift escape
/// (`\u{1B}`), so a scene cannot retitle, clear or recolour the terminal of the person who
/// lists or lays it out, nor forge a line of output.
enum TerminalText {
    /// `text` with every control character but those kept written as `\u{...}` (`\n` and `\t`
    /// for a line break and a tab inside a name).
    static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !(keepingLineBreaks && ($0 == "\n" || $0 == "\t")) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if keepingLineBreaks, scalar == "\n" || scalar == "\t" {
                result.unicodeScalars.append(scalar)
            } else if scalar == "\n" {
                result += "\\n"
            } else if scalar == "\t" {
                result += "\\t"
            } else if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls and DEL (C1's 0x9B is a terminal's escape on its own).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
