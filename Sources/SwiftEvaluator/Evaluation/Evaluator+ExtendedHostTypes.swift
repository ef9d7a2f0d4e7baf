/// A nested SDK type the app extends (`extension Notification.Name { static let saved = ... }`)
/// is still the SDK's: `Notification.Name("saved")` makes one as the host does, unless the
/// app's extension declares an initializer the arguments fit.
extension Evaluator {
    func constructExtendedHostType(_ bag: TypeDefinition, arguments: [Argument], at position: SourcePosition?) throws -> Value {
        if initializersFit(bag.initializers, arguments) {
            return try runInitializer(bag, receiver: Receiver(value: .nil, type: bag), arguments: arguments, at: position)
        }
        let name = bag.qualifiedName
        if let value = try StandardLibrary.construct(name, arguments: arguments, in: self, at: position) {
            try budget.account(value, at: position)
            return value
        }
        if let value = try host.construct(type: name, arguments: arguments, at: position, in: self) { return value }
        throw RuntimeError(
            "'\(name)' is not available in the playground", at: position, kind: .unsupported,
            hint: "declare it in the scene, or open the file that declares it together with this one")
    }
}
