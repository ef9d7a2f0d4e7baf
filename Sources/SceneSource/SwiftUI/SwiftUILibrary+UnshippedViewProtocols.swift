import SwiftEvaluator
import SwiftSyntax

/// Views whose `View` conformance comes from a protocol of a library the app uses but does not
/// ship (`struct MovieRow: ConnectedView` with SwiftUIFlux's `ConnectedView: View`): the
/// protocol refines `View` and its extension supplies `body`, often from a method the type
/// declares (`func body(props: Props) -> some View`). Such a type is a view when it declares a
/// `body` that gives a view; a `body(...)` method is called with stand-ins for its arguments,
/// with a warning, as what the library would pass is not there.
extension SwiftUILibrary {
    /// True when `type` conforms to a protocol neither the scene nor the playground knows, and
    /// declares a `body` property or method whose type is a view (`some View`, `AnyView`).
    func isViewOfUnshippedProtocol(_ type: TypeDefinition) -> Bool {
        guard type.kind == .structure || type.kind == .class else { return false }
        guard let program = evaluator?.program,
              type.conformances.contains(where: { program.types[$0] == nil && program.hostExtensions[$0] == nil && !Self.knownNonViewProtocols.contains($0) })
        else { return false }
        if let property = type.computedProperties["body"], let declared = property.type { return Self.namesAView(declared) }
        return bodyMethod(of: type) != nil
    }

    /// The `body(...)` method with arguments that gives the view of such a type.
    func bodyMethod(of type: TypeDefinition) -> FunctionDeclSyntax? {
        type.methods["body"]?.first { method in
            !method.signature.parameterClause.parameters.isEmpty
                && method.signature.returnClause.map { Self.namesAView($0.type) } == true
        }
    }

    /// The body of a view of an unshipped protocol that declares no `body` property:
    /// its `body(...)` method called with a stand-in for each argument; nil for other types.
    func unshippedProtocolBody(of value: Value, type: TypeDefinition, at position: SourcePosition?) throws -> Value? {
        guard type.computedProperties["body"] == nil, type.storedProperty(named: "body") == nil,
              let method = bodyMethod(of: type), isViewOfUnshippedProtocol(type) else { return nil }
        let parameters = Array(method.signature.parameterClause.parameters)
        let protocols = type.conformances.filter { evaluator.program.types[$0] == nil && !Self.knownNonViewProtocols.contains($0) }
        let labels = parameters.map { $0.firstName.text == "_" ? "_:" : $0.firstName.text + ":" }.joined()
        if isStrict {
            throw RuntimeError("'\(type.name)' gets its body from '\(protocols.first ?? "")', which the app does not ship", at: position ?? type.position,
                               kind: .unsupported, hint: Self.standInHint)
        }
        warning("'\(type.name)' gets its body from '\(protocols.first ?? "")', which the app does not ship; body(\(labels)) is called with stand-ins",
                at: type.position, hint: Self.standInHint)
        let arguments = parameters.map { parameter -> SwiftEvaluator.Argument in
            let name = (parameter.secondName ?? parameter.firstName).text
            let standIn = StandInValue(name: name, typeName: TypeNames.name(of: parameter.type))
            return SwiftEvaluator.Argument(label: parameter.firstName.text == "_" ? nil : parameter.firstName.text, value: .native(standIn))
        }
        let body = try evaluator.member("body", of: value, node: Syntax(TokenSyntax.identifier("body")))
        return try evaluator.call(body, arguments: arguments, at: position ?? type.position)
    }

    /// True when a declared type is a view: `some View`, `any View`, `AnyView`, `Text`...
    static func namesAView(_ type: TypeSyntax) -> Bool {
        let name = TypeNames.name(of: type)
        return name == "View" || name == "AnyView" || SwiftUICatalog.viewNames.contains(name)
    }

    /// Protocols of the SDK that are no views, which a view type also lists.
    static let knownNonViewProtocols: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable", "CustomStringConvertible",
        "ObservableObject", "Comparable", "CaseIterable", "DynamicProperty", "PreviewProvider", "ViewModifier",
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Animatable", "NSObject", "AnyObject",
    ]
}
