import SwiftSyntax

/// Whether an initializer can take the arguments at all, by their kinds where labels do not
/// tell (`selectOverload` chooses among several by the types it knows): Swift checks types,
/// so `extension Text { init(_ string: NSAttributedString) { self.init("") } }` is not what `Text("Hello")` or its own `self.init("")` call (a `String` is no
/// `NSAttributedString`); choosing it by its labels would recurse without end.
///
/// Only what is certain is used: a string, number or Boolean value against a parameter of a
/// standard or system type that no such value can be (`Int`, `Bool`, `NSAttributedString`,
/// `Date`, an array, a function). Anything else (a scene's own types, which may be
/// expressible by literals, generic parameters, protocols, stand-ins) fits.
extension Evaluator {
    /// What kinds of plain value a standard or system type takes; a type not listed takes any.
    private static let acceptedKinds: [String: Set<PlainKind>] = {
        var kinds: [String: Set<PlainKind>] = [:]
        for name in ["String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource", "StaticString"] {
            kinds[name] = [.string]
        }
        for name in TypeNames.floatingPoint.union(["Decimal", "NSNumber"]) { kinds[name] = [.number] }
        for name in TypeNames.integer { kinds[name] = [.number] }
        kinds["Bool"] = [.boolean]
        for name in [
            "NSAttributedString", "NSMutableAttributedString", "AttributedString", "Date", "URL", "Data", "UUID",
            "Color", "UIColor", "NSColor", "CGColor", "Font", "UIFont", "NSFont", "Image", "UIImage", "NSImage",
            "CGPoint", "CGSize", "CGRect", "CGVector", "EdgeInsets", "UnitPoint", "Angle",
            "Array", "Dictionary", "Function", "Tuple", "Binding",
        ] {
            kinds[name] = []
        }
        return kinds
    }()

    /// True when `type` is a standard or system value type (`String`, `Int`, `Color`, ...):
    /// a closure is never one, so a trailing closure does not go to its parameter (Swift's
    /// forward scan matches a trailing closure only to a parameter that can take a function:
    /// `UIColor { traits in ... }` is not the app's `UIColor(hex: String)`).
    static func neverTakesClosure(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        guard type.is(IdentifierTypeSyntax.self) else { return false }
        let name = TypeNames.name(of: type)
        return name != "Function" && name != "Tuple" && acceptedKinds[name] != nil
    }

    /// The kinds of value told apart.
    private enum PlainKind { case string, number, boolean }

    private static func plainKind(of value: Value) -> PlainKind? {
        switch value {
        case .string, .character: return .string
        case .int, .double: return .number
        case .bool: return .boolean
        default: return nil
        }
    }

    /// False when an argument, matched to its parameter by label, is a value its parameter's
    /// type can never hold.
    func argumentTypesFit(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument], isSubscript: Bool = false) -> Bool {
        var remaining = arguments.filter { !$0.isTrailingClosure }[...]
        for parameter in parameters {
            guard let argument = remaining.first, argument.label == Self.argumentLabel(of: parameter, isSubscript: isSubscript) else {
                continue
            }
            remaining = remaining.dropFirst()
            if parameter.ellipsis != nil { return true }
            if !valueFits(argument.value, parameter.type) { return false }
        }
        return true
    }

    /// False when `value` can never be of `type` (see the type's comment).
    func valueFits(_ value: Value, _ type: TypeSyntax) -> Bool {
        if case .native(let native) = value, !(native is any SampleValue), !(native is any PropertyWrapperValue) {
            // A host value (a `Color`, a `Data`) is no number, string or Boolean: `Color(uiColor)`
            // is not the app's `extension Color { init(_ hex: UInt) }`.
            let name = TypeNames.name(of: type)
            guard program.types[name] == nil, let accepted = Self.acceptedKinds[name], !accepted.isEmpty else { return true }
            return false
        }
        guard let kind = Self.plainKind(of: value) else { return true }
        let name = TypeNames.name(of: type)
        // A scene's own `Color` or `Date` may be made from a literal.
        guard program.types[name] == nil, let accepted = Self.acceptedKinds[name] else { return true }
        return accepted.contains(kind)
    }

    /// True when one of the initializers takes the arguments' labels and its parameters' types
    /// can hold the arguments.
    func initializersFit(_ initializers: [InitializerDeclSyntax], _ arguments: [Argument]) -> Bool {
        let trailing = arguments.filter(\.isTrailingClosure).count
        let written = Array(arguments.map(\.label).prefix(arguments.count - trailing))
        return initializers.contains {
            let parameters = Array($0.signature.parameterClause.parameters)
            return Self.fit(parameters, labels: written, trailing: trailing) != nil && argumentTypesFit(parameters, arguments)
        }
    }
}
