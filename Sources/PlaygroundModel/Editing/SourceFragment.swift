import SceneSource

/// Reads a piece of source typed by the person (an argument value, a view, a modifier) into the
/// source model with the scene reader, refusing anything that is not exactly one expression.
enum SourceFragment {
    /// The name of the struct the fragment is read inside; never shown.
    private static let holder = "PlaygroundFragment"

    /// `text` as one expression (`120`, `.infinity`, `Text("Hi")`).
    static func expression(_ text: String) throws -> Expression {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw SceneEditError("a value is needed") }
        let source = "struct \(holder) {\n    var value = \(trimmed)\n}\n"
        let result = SceneLoader.load(source: source, fileName: "value")
        let syntaxErrors = result.diagnostics.filter { $0.severity == .error && $0.message != "the scene has no root view" }
        guard syntaxErrors.isEmpty, let scene = result.scene, scene.items.count == 1,
              case .structDeclaration(let declaration) = scene.items[0], declaration.name == holder,
              declaration.members.count == 1, let value = declaration.property(named: "value")?.initializer
        else {
            throw SceneEditError("'\(trimmed)' is not a valid Swift expression")
        }
        return value
    }

    /// `text` as one modifier (`frame(width: 100)`, with or without the leading dot).
    static func modifier(_ text: String) throws -> ModifierApplication {
        var trimmed = text.trimmingWhitespace
        if trimmed.hasPrefix(".") { trimmed.removeFirst() }
        let chain = try expression("EmptyView()." + trimmed).modifierChain
        guard chain.modifiers.count == 1, chain.base.calleeName == "EmptyView" else {
            throw SceneEditError("'\(trimmed)' is not one modifier")
        }
        return chain.modifiers[0]
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
