import SwiftSyntax

/// A static or global `var` of an optional type with no initial value (`static var current:
/// Session?`): Swift starts it at `nil`. One declared implicitly unwrapped (`static var shared:
/// AppDelegate!`) is set by the app before it is read, usually by its lifecycle
/// (`applicationDidFinishLaunching`), which the playground does not run: the host may stand in.
extension Evaluator {
    func unsetOptionalValue(_ property: StaticProperty, type: TypeDefinition?, node: some SyntaxProtocol) throws -> Value? {
        guard property.wrapper == nil, !property.isConstant, let declared = property.type, TypeNames.isOptional(declared) else { return nil }
        var value = Value.nil
        if declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            let name = type.map { $0.name + "." + property.name } ?? property.name
            guard let standIn = try host.standIn(
                forUnsetImplicitlyUnwrapped: name, type: TypeNames.name(of: declared), at: position(of: node), in: self) else { return nil }
            value = standIn
        }
        property.storage = Box(value, isConstant: false, declaredType: TypeNames.name(of: declared))
        return value
    }
}
