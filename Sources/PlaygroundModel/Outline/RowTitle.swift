import SceneSource

/// How rows are titled: the source of the view or modifier on one line, without its builder
/// closures (`HStack(spacing: 8)`, `.overlay`, `.frame(maxWidth: .infinity)`).
enum RowTitle {
    static func view(_ base: Expression) -> String {
        guard case .call(let callee, let arguments, let trailing) = base.kind else {
            return singleLine(ScenePrinter.print(base))
        }
        return singleLine(ScenePrinter.print(callee) + argumentList(arguments, hasTrailingClosures: !trailing.isEmpty))
    }

    static func modifier(_ modifier: ModifierApplication) -> String {
        singleLine("." + modifier.name + argumentList(modifier.arguments, hasTrailingClosures: !modifier.trailingClosures.isEmpty))
    }

    static func condition(_ statement: IfStatement, isElseIf: Bool) -> String {
        let conditions = statement.conditions.map { condition -> String in
            switch condition {
            case .expression(let expression): return ScenePrinter.print(expression)
            case .optionalBinding(let name, let value, _): return "let " + name + (value.map { " = " + ScenePrinter.print($0) } ?? "")
            }
        }
        return singleLine((isElseIf ? "else if " : "if ") + conditions.joined(separator: ", "))
    }

    /// `(arguments)`; nothing when there are none and a builder closure follows (`HStack`).
    private static func argumentList(_ arguments: [Argument], hasTrailingClosures: Bool) -> String {
        if arguments.isEmpty && hasTrailingClosures { return "" }
        return "(" + ScenePrinter.print(arguments) + ")"
    }

    /// The first line, with an ellipsis when there are more.
    private static func singleLine(_ text: String) -> String {
        guard let newline = text.firstIndex(of: "\n") else { return text }
        return String(text[..<newline]) + " …"
    }
}
