import SwiftSyntax

/// Overloads told apart by what their arguments cannot be: `.bottom` is no member of
/// `EdgeInsets`, so `adaptivePadding(.bottom)` calls `adaptivePadding(_ edges: Edge.Set = .all,
/// _ length: CGFloat? = nil)` rather than `adaptivePadding(_ insets: EdgeInsets)`, even though
/// the second leaves no default out; as Swift's type checker, which only weighs defaults among
/// overloads whose types fit.
extension Evaluator {
    /// How many arguments, bound to `parameters` by their labels, are certainly not of their
    /// parameter's type: an implicit member (`.bottom`) that the type has not, an array
    /// literal where a type no array literal makes goes.
    func certainMismatches(_ parameters: [FunctionParameterSyntax], _ arguments: [Argument]) -> Int {
        var count = 0
        var remaining = arguments[...]
        for parameter in parameters {
            guard let argument = remaining.first else { break }
            let label = Self.argumentLabel(of: parameter, isSubscript: false)
            guard argument.label == label, !argument.isTrailingClosure else {
                if parameter.defaultValue != nil { continue }
                break
            }
            remaining = remaining.dropFirst()
            if parameter.ellipsis != nil { break }
            if !mayBe(argument.value, of: TypeNames.name(of: parameter.type)) { count += 1 }
        }
        return count
    }

    /// False when `value` certainly is no value of the type named `typeName`.
    private func mayBe(_ value: Value, of typeName: String) -> Bool {
        switch value {
        case .implicitMember(let member):
            guard let members = implicitMembers(of: typeName) else { return true }
            return member.name == "init" || members.contains(member.name)
        case .array:
            // A struct of the scene or one of SwiftUI's geometry values is made by no array literal.
            if let declared = program.types[typeName], declared.kind == .structure || declared.kind == .enumeration {
                return declared.conformances.contains { $0.hasPrefix("ExpressibleBy") || $0 == "OptionSet" }
            }
            return !Self.structsWithoutLiterals.contains(typeName)
        default:
            return true
        }
    }

    /// The names an implicit member of the type may have, when they are known: a type of the
    /// scene's (its cases and static members), or one of SwiftUI's few whose members are fixed.
    private func implicitMembers(of typeName: String) -> Set<String>? {
        var names: Set<String>
        if let declared = program.types[typeName], declared.kind != .protocol, declared.kind != .hostExtension {
            names = Set(declared.cases.map(\.name)).union(declared.staticProperties.keys).union(declared.staticMethods.keys)
        } else if let fixed = Self.fixedImplicitMembers[typeName] {
            names = fixed
        } else {
            return nil
        }
        // What the app's extensions add (`extension EdgeInsets { static let card = ... }`).
        if let bag = program.hostExtensions[typeName] {
            names.formUnion(bag.staticProperties.keys)
            names.formUnion(bag.staticMethods.keys)
        }
        return names
    }

    private static let edgeNames: Set<String> = ["top", "bottom", "leading", "trailing"]
    private static let fixedImplicitMembers: [String: Set<String>] = [
        "EdgeInsets": [],
        "Edge": edgeNames,
        "Edge.Set": edgeNames.union(["all", "horizontal", "vertical"]),
    ]
    private static let structsWithoutLiterals: Set<String> = ["EdgeInsets", "CGSize", "CGPoint", "CGRect", "Color", "Font", "String", "Int", "Double", "CGFloat", "Bool"]
}

/// An app's static method on a host type (`extension Font { static func custom(_ name: FontName,
/// size: CGFloat) -> Self }`) overloads the host's method of that name: a call with a plain
/// string, number or Boolean where every overload of the app's wants another type
/// (`.custom(self.name, size: 12)` with a `String` name) is the host's, as Swift's type checker
/// picks it.
extension Evaluator {
    /// The host's static member `name` of the host type `receiver` extends, when the app's
    /// `overloads` all take another type than a plain argument given; nil otherwise.
    func hostStaticOverload(_ name: String, overloads: [FunctionDeclSyntax], receiver: Receiver?, arguments: [Argument], at position: SourcePosition?) throws -> Value? {
        guard let receiver, receiver.isStatic, let type = receiver.type, type.kind == .hostExtension else { return nil }
        let plainMismatch = overloads.allSatisfy { declaration in
            let generics = Set(declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
            return zip(declaration.signature.parameterClause.parameters, arguments).contains { parameter, argument in
                guard let given = Self.plainTypeName(argument.value) else { return false }
                let declared = TypeNames.name(of: parameter.type)
                return declared != given && !generics.contains(declared) && !Self.plainCompatible.contains(declared)
                    && !(Self.plainNumberTypes.contains(declared) && Self.plainNumberTypes.contains(given))
                    && program.types[declared]?.kind != .protocol
            }
        }
        // Only a method the host has: what it would stand in for a name it lacks is no overload.
        guard plainMismatch else { return nil }
        if let found = try StandardLibrary.staticMember(name, ofType: type.qualifiedName, in: self, at: position), isCallable(found) { return found }
        guard let found = try host.ownStaticMember(name, ofType: type.qualifiedName, in: self), isCallable(found) else { return nil }
        return found
    }

    private static func plainTypeName(_ value: Value) -> String? {
        switch value {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        default: return nil
        }
    }

    /// Parameter types a plain value may be given as.
    private static let plainCompatible: Set<String> = [
        "Any", "AnyHashable", "StringProtocol", "LocalizedStringKey", "LocalizedStringResource", "Substring", "Character", "Self",
    ]
    private static let plainNumberTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt", "Float64", "TimeInterval"]
}

extension StandardLibrary {
    /// The number types, which no initializer with labels (but `exactly:`) makes.
    static let numberTypeNames: Set<String> = ["Int", "Double", "CGFloat", "Float", "Int64", "Int32", "UInt", "Float64", "TimeInterval"]
}

extension Evaluator {
    /// `.init(top: 4, ...)` where a number is expected (`padding(_:)` also takes EdgeInsets):
    /// no number is made with labels but `exactly:`, so it is left as an implicit member.
    static func isLabelledNumberInit(_ name: String, _ expecting: String, _ call: FunctionCallExprSyntax) -> Bool {
        guard name == "init", StandardLibrary.numberTypeNames.contains(expecting), let label = call.arguments.first?.label?.text else { return false }
        return label != "exactly"
    }
}
