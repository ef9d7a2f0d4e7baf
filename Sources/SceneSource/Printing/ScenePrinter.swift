/// Writes a source model back as SwiftUI source, formatted the way Xcode formats it: 4-space
/// indentation, trailing builder closures (`HStack(spacing: 8) {`), each modifier of a view on
/// its own line one level in (`Text("Hi")` then `    .font(.headline)`), declarations
/// separated by blank lines, items in the scene's order.
///
/// Comments come back where the marks that carry them say (`SourceComments`): before an item,
/// a member, a statement or a modifier, after it on its line, before a closing brace; blank
/// lines are not kept. Declarations the model keeps as text (`extension View { ... }`) are
/// written as they were read. For a model read from source,
/// `SceneLoader.load(source: print(scene), ...).scene == scene`.
public enum ScenePrinter {
    /// The scene as source text, ending with a newline.
    public static func print(_ scene: Scene) -> String {
        var writer = SourceWriter()
        for (index, item) in scene.items.enumerated() {
            if index > 0 { writer.blankLine() }
            writer.item(item)
        }
        if !scene.end.comments.leading.isEmpty {
            if !scene.items.isEmpty { writer.blankLine() }
            for comment in scene.end.comments.leading { writer.line(comment, indent: 0) }
        }
        return writer.text
    }

    /// One expression on one line where possible (`width: 100` arguments, `.frame(width: 10)`),
    /// as the engine's `argumentSummary` shows arguments.
    public static func print(_ expression: Expression) -> String {
        SourceWriter.expression(expression, indent: 0)
    }

    /// Arguments as they appear between parentheses: `width: 100, height: 50`.
    public static func print(_ arguments: [Argument]) -> String {
        SourceWriter.arguments(arguments, indent: 0)
    }
}
