import SwiftSyntax

/// `let intent = ConfigurationAppIntent(); intent.favoriteEmoji = "😀"` where the property is
/// `@Parameter var favoriteEmoji`: a property wrapper keeps its value in storage of its own
/// (`@State`, `@Parameter`, `@AppStorage` have nonmutating setters), so Swift lets a `let`
/// value's wrapped property be set. The evaluator keeps struct values whole, so the `let`
/// variable takes the changed value.
extension Evaluator {
    /// True when `base` names a `let` variable of the current scopes whose value's property
    /// `name` is declared with a property wrapper; the variable then holds `updated`.
    func assignedThroughWrapper(_ updated: Value, base: ExprSyntax, current: Value, property name: String, in scope: Scope) -> Bool {
        guard let reference = base.as(DeclReferenceExprSyntax.self), let box = findLocalBox(reference.baseName.sourceText, in: scope),
              box.isConstant, current.instanceType?.storedProperty(named: name)?.wrapper != nil else { return false }
        box.value = updated
        return true
    }
}
