/// What a member of a string or a collection costs beyond its step: the built-ins walk their
/// receiver (`contains`, `firstIndex`, `sorted`, `==`-based searches, a string's `count`,
/// `lowercased()`, `components`), so each is charged in proportion to the receiver's size
/// before it runs, at the rate of `WorkMeter` (an element, or 4 bytes of a string, is a unit;
/// 8 units a step). Members that do not grow with the receiver are listed and cost their step
/// only; a member not listed is charged (a new built-in is safe by default).
extension StandardLibrary {
    /// Members of arrays, sets and dictionaries whose work does not grow with the collection
    /// (reading an end or the count). A dictionary answers them itself
    /// (`dictionaryEndMember`): made as the array of its pairs, a million-entry dictionary's
    /// `first` took 25 ms uncharged (`layout-fuzz --cost-model`).
    static let constantTimeCollectionMembers: Set<String> = [
        "count", "isEmpty", "first", "last", "startIndex", "endIndex", "indices", "randomElement", "capacity",
        "reserveCapacity", "underestimatedCount",
    ]
    /// Members that change the collection by changing a copy of it (`call.mutatedReceiver`):
    /// the receiver's variable still holds the value, so the copy is made, element by element
    /// (retained), and a dictionary's index too. Charged at a copy's rate, a unit for every
    /// eight elements (a dictionary's pair and index entry count three): an append in place on
    /// a local array (`Evaluator.appendInPlace`) does not come here.
    static let copyingCollectionMembers: Set<String> = ["append", "popLast", "removeLast", "swapAt", "updateValue", "removeValue"]
    /// Members of strings whose work does not grow with the string (`endIndex` is the count of
    /// its characters: a scan).
    static let constantTimeStringMembers: Set<String> = ["isEmpty", "first", "last", "startIndex"]
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
            units = copyingCollectionMembers.contains(name) ? elements.count / 8 : elements.count
        case .dictionary(let dictionary):
            if constantTimeCollectionMembers.contains(name) { return }
            units = copyingCollectionMembers.contains(name) ? 3 * (dictionary.count / 8) : dictionary.count
        default: return
        }
        let steps = units / WorkMeter.unitsPerStep
        if steps > 0 { try evaluator.budget.charge(steps, at: position) }
    }
}
