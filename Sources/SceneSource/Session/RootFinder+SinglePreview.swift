import SwiftEvaluator
import SwiftSyntax

/// A preview provider whose `previews` is one view (`static var previews: some View {
/// ProfileView(state: test_state) }`): it is one preview, named after the provider, with no
/// traits, known from its text. Listing an app's previews, or opening one of them, then makes
/// none of the others' views (an app's sample data, made by every provider at start, was most
/// of the time spent reading a large app).
extension RootFinder {
    /// True when `type`'s `previews` getter is a single expression, or local constants and
    /// variables then one (`let state = test_state` then `ProfileView(state: state)`), that
    /// names no `Group`, `ForEach` and no preview modifier (`.previewLayout`,
    /// `.previewDisplayName`, ...) anywhere: the ones that make several previews or give one
    /// traits are evaluated to be listed.
    static func isSinglePreview(_ type: TypeDefinition) -> Bool {
        guard let getter = type.staticProperties["previews"]?.computed?.getter, let last = getter.last else { return false }
        for item in getter.dropLast() {
            guard case .decl(let declaration) = item.item, declaration.is(VariableDeclSyntax.self) else { return false }
        }
        switch last.item {
        case .expr: break
        case .stmt(let statement):
            guard statement.as(ReturnStmtSyntax.self)?.expression != nil else { return false }
        case .decl: return false
        }
        let finder = PreviewPartsFinder(viewMode: .sourceAccurate)
        finder.walk(getter)
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
