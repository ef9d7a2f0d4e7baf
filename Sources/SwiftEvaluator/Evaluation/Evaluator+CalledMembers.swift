import SwiftSyntax

/// `base.name(...)` where what `name` gives cannot be called: an error when the scene declares
/// it, a question to the host when the host gave it (see `EvaluatorHost.standIn(forCallOf:)`).
extension Evaluator {
    /// The member `name(...)` calls, and whether the host gave it: a member of a host value
    /// or type, of a stand-in, or one the host stood in for because the value's type lacks
    /// it. A member the scene's own types declare is the scene's.
    func memberToCall(_ name: String, of receiver: Value, node: MemberAccessExprSyntax) throws -> (Value, isHosts: Bool) {
        if let found = try memberIfPresent(name, of: receiver, node: node) {
            // `Fonts.semiBold(size: 17)` where `Fonts` has both `static let semiBold` and
            // `static func semiBold(size:)`: a call means the method, as Swift resolves it.
            if !isCallable(found) || Self.isStoredCollection(found), let method = declaredMethod(name, of: receiver) { return (method, false) }
            return (found, !Self.isScenes(receiver))
        }
        if let setAlgebra = try optionSetMember(name, of: receiver) { return (setAlgebra, false) }
        if let standIn = try host.standIn(forMissingMember: name, of: receiver, at: memberPosition(node), in: self) { return (standIn, true) }
        throw error("\(describeType(receiver)) has no member '\(name)'", node.declName, kind: .unsupported)
    }

    /// The scene type's own method `name` (static on a type, else an instance method), for a
    /// call whose name is also a property's.
    func declaredMethod(_ name: String, of receiver: Value) -> Value? {
        switch receiver {
        case .type(let reference):
            guard let type = reference.definition, let overloads = type.staticMethods[name] else { return nil }
            let bound = Receiver(value: .type(TypeReference(name: type.name, definition: type)), type: type, isStatic: true)
            return .function(Function(.declared(overloads, globalScope, receiver: bound), name: name))
        default:
            guard let type = Self.declaredType(of: receiver), let overloads = type.methods[name] else { return nil }
            return .function(Function(.declared(overloads, globalScope, receiver: Receiver(value: receiver, type: type)), name: name))
        }
    }

    /// True for values of the scene's own types, and its own types.
    static func isScenes(_ value: Value) -> Bool {
        switch value {
        case .instance, .object, .enumCase, .function: return true
        case .type(let type): return type.definition != nil
        default: return false
        }
    }

    /// False for values a call cannot be made on: numbers, strings, flags, nil, tuples, and
    /// host values without `callAsFunction`.
    func isCallable(_ value: Value) -> Bool {
        switch value {
        case .function, .type, .keyPath, .implicitMember, .array, .dictionary, .instance, .object: return true
        case .native(let native):
            // A binding answers any member with a binding to it (`$store.route`): only a
            // function is a way to call it.
            guard let callable = try? native.member("callAsFunction", in: self) else { return false }
            if case .function = callable { return true }
            return false
        default: return false
        }
    }
}
