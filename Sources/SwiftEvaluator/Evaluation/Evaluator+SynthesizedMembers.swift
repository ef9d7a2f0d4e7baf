import SwiftSyntax

/// Members Swift gives a scene class by its conformance, which the scene never writes:
/// `objectWillChange` of an `ObservableObject` (`.onReceive(model.objectWillChange)`,
/// `model.objectWillChange.send()`), read from outside the class as it is inside: the host
/// stands in for the publisher, as for the bare name.
extension Evaluator {
    func synthesizedMember(_ name: String, of value: Value, node: some SyntaxProtocol) throws -> Value? {
        if let description = try errorDescriptionMember(name, of: value) { return description }
        guard name == "objectWillChange", case .object(let object) = value,
              object.type.conforms(to: "ObservableObject") || conformanceNames(of: value).contains("ObservableObject") else { return nil }
        return try host.standIn(forUnknownName: name, nearby: [], at: memberPosition(node), in: self)
    }
}
