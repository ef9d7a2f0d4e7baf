import SwiftSyntax

/// Names qualified with their module (`SwiftUI.Image`, `Foundation.Date()`, what SwiftGen and
/// R.swift write so that an app's own `Image` does not shadow SwiftUI's): the module is left
/// out and the name looked up as if written alone.
extension Evaluator {
    /// `SwiftUI.Image` as `Image` when `SwiftUI` is a module (`TypeNames.moduleQualifiers`)
    /// the scene declares nothing of that name for; otherwise `expression` itself.
    func unqualified(_ expression: ExprSyntax) -> ExprSyntax {
        guard let access = moduleQualified(expression) else { return expression }
        return ExprSyntax(access.declName)
    }

    /// `SwiftUI.TabView` in an app that declares its own `TabView`: the module's type, never
    /// the app's (apps qualify the name for that reason); nil for any other expression.
    func moduleQualifiedHostType(_ expression: ExprSyntax) -> Value? {
        guard let access = moduleQualified(expression), access.declName.argumentNames == nil else { return nil }
        let name = access.declName.baseName.sourceText
        guard program.types[name] != nil || program.fileTypes[name] != nil else { return nil }
        return .type(TypeReference(name: name))
    }

    /// `TypeNames.moduleQualifiers` as bytes, compared with the token's text where it lies:
    /// every call and member access is asked this, and making a `String` of the base's name to
    /// look it up was a thousand instructions each time.
    private static let moduleNames: [[UInt8]] = TypeNames.moduleQualifiers.map { Array($0.utf8) }

    private func moduleQualified(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        guard let access = expression.as(MemberAccessExprSyntax.self),
              let base = access.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
              base.baseName.isWritten(amongUTF8: Self.moduleNames) else { return nil }
        let module = base.baseName.sourceText
        guard program.types[module] == nil, program.hostExtensions[module] == nil, program.globalVariables[module] == nil else {
            return nil
        }
        return access
    }
}
