/// `Bits()` of an app's `OptionSet` that declares only `let rawValue`: SetAlgebra's `init()`,
/// the empty set, whose raw value is 0.
extension Evaluator {
    func emptyOptionSet(_ type: TypeDefinition, blank: Value, arguments: [Argument], at position: SourcePosition?) throws -> Value? {
        guard arguments.isEmpty, type.conforms(to: "OptionSet"), type.storedProperty(named: "rawValue") != nil,
              !type.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty }) else { return nil }
        let empty = [Argument(label: "rawValue", value: .int(0))]
        if type.initializers.isEmpty { return try memberwise(type, blank: blank, arguments: empty, at: position) }
        return try runInitializer(type, receiver: Receiver(value: blank, type: type), arguments: empty, at: position)
    }
}

/// The set operations an `OptionSet` gets from `SetAlgebra` (an app declares only `rawValue`
/// and its options): on the raw value's bits, `contains(.zaps)`, `insert(_:)`,
/// `remove(_:)`, `union(_:)`, `formUnion(_:)`, `isEmpty`...; an argument is an option, an
/// implicit member (`.zaps`) or a list of options (`[.home, .zaps]`).
extension Evaluator {
    private static let optionSetMembers: Set<String> = [
        "isEmpty", "contains", "isSuperset", "isSubset", "isDisjoint", "union", "intersection", "subtracting",
        "symmetricDifference", "insert", "update", "remove", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
    ]

    func optionSetMember(_ name: String, of value: Value) throws -> Value? {
        guard Self.optionSetMembers.contains(name), case .instance(let instance) = value, instance.type.conforms(to: "OptionSet"),
              case .int(let raw)? = instance.fields["rawValue"] else { return nil }
        func made(_ bits: Int) -> Value {
            var copy = instance
            copy.fields["rawValue"] = .int(bits)
            return .instance(copy)
        }
        if name == "isEmpty" { return .bool(raw == 0) }
        return Function.native(name) { [unowned self] call in
            guard let argument = call.arguments.first?.value else { throw call.error("\(name) takes an option") }
            let other = try optionBits(argument, of: instance.type, call: call)
            switch name {
            case "contains", "isSuperset": return .bool(raw & other == other)
            case "isSubset": return .bool(raw & other == raw)
            case "isDisjoint": return .bool(raw & other == 0)
            case "union": return made(raw | other)
            case "intersection": return made(raw & other)
            case "subtracting": return made(raw & ~other)
            case "symmetricDifference": return made(raw ^ other)
            case "insert", "update":
                call.mutatedReceiver = made(raw | other)
                if name == "update" { return raw & other == other ? made(other) : .nil }
                return .tuple([TupleElement(label: "inserted", value: .bool(raw & other != other)),
                               TupleElement(label: "memberAfterInsert", value: made(other))])
            case "remove":
                call.mutatedReceiver = made(raw & ~other)
                return raw & other == 0 ? .nil : made(raw & other)
            case "formUnion": call.mutatedReceiver = made(raw | other)
            case "formIntersection": call.mutatedReceiver = made(raw & other)
            case "subtract": call.mutatedReceiver = made(raw & ~other)
            default: call.mutatedReceiver = made(raw ^ other)
            }
            return .void
        }
    }

    /// The bits of an option of `type` written as an argument.
    private func optionBits(_ value: Value, of type: TypeDefinition, call: NativeCall) throws -> Int {
        switch value {
        case .instance(let option):
            if case .int(let bits)? = option.fields["rawValue"] { return bits }
        case .implicitMember(let member):
            let resolved = try resolveImplicitMember(member, as: type.name, position: call.position)
            if case .instance = resolved { return try optionBits(resolved, of: type, call: call) }
        case .array(let options):
            return try options.reduce(0) { $0 | (try optionBits($1, of: type, call: call)) }
        default:
            break
        }
        throw call.error("\(describe(value)) is not an option of '\(type.name)'")
    }
}
