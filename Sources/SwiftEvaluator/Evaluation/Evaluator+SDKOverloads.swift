extension Evaluator {
    /// The SDK's own member `name` of `receiver` (a value or type of an SDK type the app
    /// extends), called with `arguments`, as the host stands in for it; nil when the host does
    /// not (under `--strict`), for the error of the app's overload.
    func sdkMember(_ name: String, of receiver: Value, arguments: [Argument], at position: SourcePosition?) throws -> Value? {
        let host: Value
        switch receiver {
        case .type(let type): host = .type(TypeReference(name: type.name))
        default: host = receiver
        }
        guard let member = try self.host.standIn(forMissingMember: name, of: host, at: position, in: self) else { return nil }
        if isCallable(member) { return try call(member, arguments: arguments, at: position) }
        return try self.host.standIn(forCallOf: member, named: name, at: position, in: self) ?? member
    }

    /// True when `type` declares a property `name` (stored, computed or static) beside its
    /// methods of that name.
    static func declaresProperty(_ name: String, in type: TypeDefinition, isStatic: Bool) -> Bool {
        if isStatic { return type.staticProperties[name] != nil }
        return type.computedProperties[name] != nil || type.storedProperty(named: name) != nil
    }
}
