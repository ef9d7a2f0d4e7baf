/// The line-by-line writer behind `ScenePrinter`: collects lines and knows the indentation.
///
/// Expression functions return text whose first line carries no indentation and whose other
/// lines carry their full indentation, so that a caller can put the text after anything.
struct SourceWriter {
    static let indentUnit = "    "
    private(set) var lines: [String] = []

    var text: String { lines.joined(separator: "\n") + "\n" }

    static func spaces(_ level: Int) -> String { String(repeating: indentUnit, count: level) }

    mutating func blankLine() { lines.append("") }

    mutating func line(_ text: String, indent: Int) {
        lines.append(Self.spaces(indent) + text)
    }

    mutating func item(_ item: SceneItem) {
        let comments = item.mark.comments
        for comment in comments.leading { line(comment, indent: 0) }
        switch item {
        case .importDeclaration(let module, _):
            line("import \(module)" + Self.trailing(comments), indent: 0)
        case .structDeclaration(let declaration):
            line(Self.structDeclaration(declaration, indent: 0) + Self.trailing(comments), indent: 0)
        case .preview(let preview):
            let arguments = preview.arguments.isEmpty ? "" : "(\(Self.arguments(preview.arguments, indent: 0)))"
            line("#Preview\(arguments) {" + Self.block(preview.body, closing: comments.closing, indent: 0) + "}"
                 + Self.trailing(comments), indent: 0)
        case .expression(let expression):
            // The view's own comments are written by `viewExpression`.
            line(Self.viewExpression(expression, indent: 0), indent: 0)
        case .verbatim(let declaration):
            line(declaration.text + Self.trailing(comments), indent: 0)
        }
    }

    // MARK: Comments

    /// The comments after an element on its line: ` // note`, or nothing.
    static func trailing(_ comments: SourceComments) -> String {
        comments.trailing.map { " " + $0 }.joined()
    }

    /// Comment lines, each on a line of its own at `indent`, each preceded by a newline.
    static func commentLines(_ comments: [String], indent: Int) -> String {
        comments.map { "\n" + spaces(indent) + $0 }.joined()
    }

    // MARK: Declarations

    static func structDeclaration(_ declaration: StructDeclaration, indent: Int) -> String {
        var header = declaration.modifiers.map { $0 + " " }.joined() + "struct " + declaration.name
        if let generics = declaration.genericParameters { header += "<\(generics)>" }
        if !declaration.inheritedTypes.isEmpty { header += ": " + declaration.inheritedTypes.joined(separator: ", ") }
        var text = header + " {"
        var previousWasStored: Bool?
        for member in declaration.members {
            let isStored: Bool
            let memberText: String
            let comments: SourceComments
            switch member {
            case .property(let property):
                isStored = property.getter == nil
                memberText = self.property(property, indent: indent + 1)
                comments = property.mark.comments
            case .verbatim(let verbatim):
                isStored = false
                memberText = verbatim.text
                comments = verbatim.mark.comments
            }
            if let previousWasStored, !(previousWasStored && isStored) { text += "\n" }
            text += commentLines(comments.leading, indent: indent + 1)
            text += "\n" + spaces(indent + 1) + memberText + trailing(comments)
            previousWasStored = isStored
        }
        text += commentLines(declaration.mark.comments.closing, indent: indent + 1)
        return text + "\n" + spaces(indent) + "}"
    }

    static func property(_ property: PropertyDeclaration, indent: Int) -> String {
        var text = ""
        for attribute in property.attributes {
            text += "@" + attribute.name
            if let arguments = attribute.arguments { text += "(\(self.arguments(arguments, indent: indent)))" }
            text += " "
        }
        text += property.modifiers.map { $0 + " " }.joined()
        text += (property.isConstant ? "let " : "var ") + property.name
        if let type = property.type { text += ": " + type }
        if let initializer = property.initializer { text += " = " + expression(initializer, indent: indent) }
        if let getter = property.getter { text += " {" + block(getter, closing: property.mark.comments.closing, indent: indent) + "}" }
        return text
    }

    // MARK: Statements

    /// Statements one level in from `indent`, between an opening `{` already written and a
    /// closing `}` the caller writes: "\n    a\n    b\n" + closing indentation.
    /// `closing` are comments written before the closing brace.
    static func block(_ statements: [BuilderStatement], closing: [String] = [], indent: Int) -> String {
        guard !statements.isEmpty || !closing.isEmpty else { return "\n" + spaces(indent) }
        var text = ""
        for statement in statements {
            text += commentLines(statement.leadingMark.comments.leading, indent: indent + 1)
            text += "\n" + spaces(indent + 1) + self.statement(statement, indent: indent + 1)
        }
        text += commentLines(closing, indent: indent + 1)
        return text + "\n" + spaces(indent)
    }

    /// A statement without the comments before it (`block` writes those); with the comment
    /// after it on its line.
    static func statement(_ statement: BuilderStatement, indent: Int) -> String {
        if case .expression(let expression) = statement { return viewExpression(expression, indent: indent) }
        return statementText(statement, indent: indent) + trailing(statement.leadingMark.comments)
    }

    private static func statementText(_ statement: BuilderStatement, indent: Int) -> String {
        switch statement {
        case .expression(let expression):
            return viewExpression(expression, indent: indent)
        case .ifStatement(let ifStatement):
            return self.ifStatement(ifStatement, indent: indent)
        case .localBinding(let binding):
            var text = (binding.isConstant ? "let " : "var ") + binding.name
            if let type = binding.type { text += ": " + type }
            if let value = binding.value { text += " = " + expression(value, indent: indent) }
            return text
        case .returnStatement(let value, _):
            return value.map { "return " + expression($0, indent: indent) } ?? "return"
        case .verbatim(let text, _):
            return text
        }
    }

    static func ifStatement(_ statement: IfStatement, indent: Int) -> String {
        let conditions = statement.conditions.map { condition -> String in
            switch condition {
            case .expression(let expression):
                return self.expression(expression, indent: indent)
            case .optionalBinding(let name, let value, _):
                return "let " + name + (value.map { " = " + self.expression($0, indent: indent) } ?? "")
            }
        }
        var text = "if " + conditions.joined(separator: ", ") + " {" + block(statement.body, indent: indent) + "}"
        switch statement.elseBody {
        case .statements(let statements)?:
            text += " else {" + block(statements, indent: indent) + "}"
        case .elseIf(let nested)?:
            text += " else " + ifStatement(nested, indent: indent)
        case nil:
            break
        }
        return text
    }
}
