/// Foundation's `CharacterSet`s written as implicit members where a string is split
/// (`text.components(separatedBy: .whitespacesAndNewlines)`): each character of the set
/// separates, as Foundation's `components(separatedBy:)` taking a `CharacterSet` does.
extension StandardLibrary {
    /// Whether a character belongs to the set `value` names (`.whitespaces`, `.newlines`,
    /// `.whitespacesAndNewlines`, `.decimalDigits`, `.letters`, `.alphanumerics`,
    /// `.punctuationCharacters`); nil for any other value.
    static func characterSetMembership(_ value: Value?) -> ((Character) -> Bool)? {
        guard case .implicitMember(let member)? = value, member.arguments == nil else { return nil }
        switch member.name {
        case "whitespaces": return { $0.isWhitespace && !$0.isNewline }
        case "newlines": return { $0.isNewline }
        case "whitespacesAndNewlines": return { $0.isWhitespace }
        case "decimalDigits": return { $0.isNumber }
        case "letters": return { $0.isLetter }
        case "alphanumerics": return { $0.isLetter || $0.isNumber }
        case "punctuationCharacters": return { $0.isPunctuation }
        default: return nil
        }
    }
}
