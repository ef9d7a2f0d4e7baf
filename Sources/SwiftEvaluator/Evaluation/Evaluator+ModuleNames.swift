import SwiftSyntax

/// Names qualified with their module (`SwiftUI.Image`, `Foundation.Date()`, what SwiftGen and
/// R.swift write so that an app's own `Image` does not shadow SwiftUI's): the module is left
/// out and the name looked up as if written alone.
extension Evaluator {
    /// `SwiftUI.Image` as `Image` when `SwiftUI` is a module (`TypeNames.moduleQualifiers`)
    /// the scene declares nothing of that name for; otherwise `expression` itself.
    func unqualified(_ expression: ExprSyntax) -> ExprSyntax {
        guard let access = expression.as(MemberAccessExprSyntax.self),
              let base = access.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
              TypeNames.moduleQualifiers.contains(base.baseName.text) else { return expression }
        let module = base.baseName.text
        guard program.types[module] == nil, program.hostExtensions[module] == nil, program.globalVariables[module] == nil else {
            return expression
        }
        return ExprSyntax(access.declName)
    }
}
