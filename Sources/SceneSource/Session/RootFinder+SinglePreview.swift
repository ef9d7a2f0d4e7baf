import SwiftEvaluator
import SwiftSyntax

/// A preview provider whose `previews` is one view (`static var previews: some View {
/// ProfileView(state: test_state) }`): it is one preview, named after the provider, with no
/// traits, known from its text. Listing an app's previews, or opening one of them, then makes
/// none of the others' views (an app's sample data, made by every provider at start, was most
/// of the time spent reading a large app).
extension RootFinder {
    /// True when `type`'s `previews` getter is a single expression that names no `Group`,
    /// `ForEach` and no preview modifier (`.previewLayout`, `.previewDisplayName`, ...): the
    /// ones that make several previews or give one traits are evaluated to be listed.
    static func isSinglePreview(_ type: TypeDefinition) -> Bool {
        guard let getter = type.staticProperties["previews"]?.computed?.getter, getter.count == 1, let item = getter.first else { return false }
        let expression: Syntax
        switch item.item {
        case .expr(let value): expression = Syntax(value)
        case .stmt(let statement):
            guard let returned = statement.as(ReturnStmtSyntax.self)?.expression else { return false }
            expression = Syntax(returned)
        case .decl: return false
        }
        let finder = PreviewPartsFinder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return !finder.found
    }
}

/// Finds what makes several previews or gives one traits: `Group`, `ForEach`, a `.preview...`
/// modifier.
private final class PreviewPartsFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if ["Group", "ForEach"].contains(node.baseName.text) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text.hasPrefix("preview") || ["Group", "ForEach"].contains(node.declName.baseName.text) { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
