/// What a member of a string or a collection costs beyond its step: the built-ins walk their
/// receiver (`contains`, `firstIndex`, `sorted`, `==`-based searches, a string's `count`,
/// `lowercased()`, `components`), so each is charged in proportion to the receiver's size
/// before it runs, at the rate of `WorkMeter` (an element, or 4 bytes of a string, is a unit;
/// 8 units a step). Members that do not grow with the receiver are listed and cost their step
/// only; a member not listed is charged (a new built-in is safe by default).
extension StandardLibrary {
    /// Members of arrays, sets and dictionaries whose work does not grow with the collection
    /// (in place, or reading an end).
    static let constantTimeCollectionMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "startIndex", "endIndex", "indices", "append", "popLast", "removeLast",
        "randomElement", "capacity", "reserveCapacity", "swapAt", "underestimatedCount", "updateValue", "removeValue",
    ]
    /// Members of strings whose work does not grow with the string.
    static let constantTimeStringMembers: Set<String> = ["isEmpty", "first", "last", "startIndex", "endIndex"]
    /// Members of strings that copy the string once (memory speed, about sixteen times a scan).
    static let copyingStringMembers: Set<String> = ["append", "description"]

    static func chargeWork(of name: String, on receiver: Value, in evaluator: Evaluator, at position: SourcePosition?) throws {
        let units: Int
        switch receiver {
        case .string(let text):
            if constantTimeStringMembers.contains(name) { return }
            // A scan breaks characters (about four bytes a unit); a copy moves memory.
            units = text.utf8.count / (copyingStringMembers.contains(name) ? 256 : 4)
        case .array(let elements), .set(let elements):
            if constantTimeCollectionMembers.contains(name) { return }
            units = elements.count
        case .dictionary(let dictionary):
            if constantTimeCollectionMembers.contains(name) { return }
            units = dictionary.count
        default: return
        }
        let steps = units / WorkMeter.unitsPerStep
        if steps > 0 { try evaluator.budget.charge(steps, at: position) }
    }
}
