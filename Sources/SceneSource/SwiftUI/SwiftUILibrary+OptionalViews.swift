import SwiftEvaluator
import SwiftSyntax

/// An optional view is a view (`Optional: View where Wrapped: View`): `self.subtitle.font(...)`
/// with `let subtitle: Text?` compiles, and when the optional is nil it shows nothing. A
/// modifier of SwiftUI's or of the app's `extension View` read on nil is that modifier of an
/// `EmptyView`; any other member of nil stays an error.
extension SwiftUILibrary {
    func optionalViewMember(_ name: String, of value: Value, in evaluator: Evaluator) throws -> Value? {
        guard case .nil = value else { return nil }
        let isAppModifier = evaluator.program.hostExtensions["View"].map { $0.methods[name] != nil || $0.computedProperties[name] != nil } ?? false
        guard SwiftUICatalog.modifiers[name] != nil || isAppModifier else { return nil }
        guard let empty = try construct(type: "EmptyView", arguments: [], at: nil, in: evaluator) else { return nil }
        return try evaluator.member(name, of: empty, node: Syntax(TokenSyntax.identifier(name)))
    }
}
