import SwiftSyntax

/// `accentFont: Fonts.bold` where a type declares both `static let bold = "InterTight-Bold"`
/// and `static func bold(size:) -> Font`: Swift takes the name for the member whose type fits
/// the place, so where a function goes it is the method, not the property.
extension Evaluator {
    /// The static method `name` of the type `base` names, as a function value, where the
    /// expected type is a function and the type also has a static property of that name; nil
    /// otherwise (the member is looked up as usual).
    func staticMethodWhereFunctionExpected(_ name: String, of base: Value, expecting: String?, node: MemberAccessExprSyntax) -> Value? {
        guard expecting == "Function", case .type(let reference) = base, let type = reference.definition,
              type.staticProperties[name] != nil, let overloads = type.staticMethods[name] else { return nil }
        let receiver = Receiver(value: .type(TypeReference(name: type.name, definition: type)), type: type, isStatic: true)
        return Self.referenced(.function(Function(.declared(overloads, globalScope, receiver: receiver), name: name)), by: node)
    }

    /// An array or dictionary a property holds: a call of its name with arguments
    /// (`HistoryItem.availablePins(in: items)` beside `static var availablePins: [String]`)
    /// means the method, as a collection has no `callAsFunction`.
    static func isStoredCollection(_ value: Value) -> Bool {
        switch value {
        case .array, .dictionary: return true
        default: return false
        }
    }
}
