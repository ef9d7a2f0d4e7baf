import SwiftSyntax

/// Names found to be top-level types where they are written (`HStack`, `Text`, `Color` in a
/// `ForEach` row), kept by syntax node: looking such a name up asks `self`'s instance and
/// static members, the enclosing types' nested types and aliases, the files' types and the known
/// globals (six hash lookups of the name, about 3,000 instructions) before it reaches the type,
/// at every row. Whether a name is a member of `self` or of the enclosing types follows from
/// their types (the misses `instanceMemberMisses` and `staticMemberMisses` keep), and a type
/// found at the top level is the same value at every use (`knownGlobalTypes`); so when the
/// node is met again with receivers of the same types, the same type context and no local of
/// that name, the lookup's answer is the one it gave before. Locals are still looked up every
/// time (a local may shadow the type on one path and not on another).
extension Evaluator {
    /// A class: read at every use of the name, where copying a struct out of the table
    /// retained and released each of its parts (800 instructions a `ForEach` row).
    final class KnownGlobalType {
        /// What `self` was in each scope with a receiver, innermost first.
        struct ReceiverKind: Equatable {
            var type: ObjectIdentifier
            var isStatic: Bool
        }
        let name: String
        let receivers: [ReceiverKind]
        let typeContext: ObjectIdentifier?
        let value: Value

        init(name: String, receivers: [ReceiverKind], typeContext: ObjectIdentifier?, value: Value) {
            self.name = name
            self.receivers = receivers
            self.typeContext = typeContext
            self.value = value
        }
    }

    /// The receivers of `scope`'s chain as `KnownGlobalType` keeps them; nil when one of them
    /// is not answered by its type alone (an instance whose type has a stored property `name`,
    /// a receiver without a type or whose value is not an instance of a scene type).
    private func receiverKinds(_ name: String, in scope: Scope) -> [KnownGlobalType.ReceiverKind]? {
        var kinds: [KnownGlobalType.ReceiverKind] = []
        var current: Scope? = scope
        while let s = current {
            if let receiver = s.receiver {
                guard let type = receiver.type else { return nil }
                if !receiver.isStatic {
                    // `instanceMemberOfSelf` answers by the value's type, and only keeps misses
                    // of names that are no stored property.
                    let valueType: TypeDefinition
                    switch receiver.value {
                    case .instance(let instance): valueType = instance.type
                    case .object(let object): valueType = object.type
                    default: return nil
                    }
                    guard valueType === type, valueType.storedProperty(named: name) == nil,
                          !instanceMemberMisses.isEmpty,
                          instanceMemberMisses.contains(TypeMemberMiss(type: ObjectIdentifier(type), name: name)) else { return nil }
                }
                guard staticMemberMisses.contains(TypeMemberMiss(type: ObjectIdentifier(type), name: name)) else { return nil }
                kinds.append(.init(type: ObjectIdentifier(type), isStatic: receiver.isStatic))
            }
            current = s.lookupParent
        }
        return kinds
    }

    /// Keeps a top-level type `lookupIfPresent` found for the name at node `id`.
    func rememberGlobalType(_ value: Value, name: String, in scope: Scope, id: SyntaxIdentifier) {
        guard !name.hasPrefix("$"), name != "map", name != "flatMap", name != "self", name != "Self",
              program.globalVariables[name] == nil, let receivers = receiverKinds(name, in: scope) else { return }
        lowered.globalTypeNames[id] = KnownGlobalType(
            name: name, receivers: receivers, typeContext: scope.typeContext.map(ObjectIdentifier.init), value: value)
    }

    /// The kept type when `scope` still leads the lookup of `name` to it, with what the full
    /// lookup leaves behind (the member-access site a remembered miss of `self` sets); nil to
    /// look the name up in full.
    func knownGlobalType(_ known: KnownGlobalType, name: String, in scope: Scope, node: some SyntaxProtocol) -> Value? {
        guard known.typeContext == scope.typeContext.map(ObjectIdentifier.init) else { return nil }
        var index = 0
        var asksSelf = false
        var current: Scope? = scope
        while let s = current {
            if s.names[name] != nil { return nil }
            if let receiver = s.receiver {
                guard index < known.receivers.count, let type = receiver.type,
                      known.receivers[index] == .init(type: ObjectIdentifier(type), isStatic: receiver.isStatic) else { return nil }
                if !receiver.isStatic {
                    switch receiver.value {
                    case .instance(let instance) where instance.type === type: break
                    case .object(let object) where object.type === type: break
                    default: return nil
                    }
                    asksSelf = true
                }
                index += 1
            }
            current = s.lookupParent
        }
        guard index == known.receivers.count else { return nil }
        if asksSelf {
            memberAccessSite = .node(Syntax(node))
            isExplicitMemberAccess = Syntax(node).is(MemberAccessExprSyntax.self)
        }
        return known.value
    }

    /// A number: the standard library's static numbers are kept with the plain values
    /// (`staticMemberOfTypeValue`).
    static func isNumber(_ value: Value) -> Bool {
        switch value {
        case .int, .double: return true
        default: return false
        }
    }
}
