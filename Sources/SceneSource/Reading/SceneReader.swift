import LayoutEngine
import SwiftSyntax
import SwiftEvaluator

/// Turns swift-syntax's tree of a scene file into the source model (`Scene`).
///
/// Reading never fails: what the model does not take apart is kept as source text
/// (`.verbatim`), and the interpreter reports it when it matters. Syntax errors are reported
/// separately by `SyntaxErrorCollector`. Recursive, one call per level of nesting: run deep
/// scenes on a thread with a large stack (see `SceneLoader`).
struct SceneReader {
    let converter: SourceLocationConverter
    let fileName: String
    /// Whether comments are read into the marks. Not for a file with syntax errors: finding
    /// the trivia after a node walks past missing tokens, which costs the square of the nesting
    /// in a broken file, and such a file is never edited as a tree or printed.
    let readsComments: Bool

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.readsComments = !tree.hasError
        self.bytes = tree.hasError ? nil : tree.syntaxTextBytes
    }

    /// The file's text (nil for a broken file), to find where a node starts in time independent
    /// of its depth (`SourceText`).
    let bytes: [UInt8]?

    /// The mark of where `node` starts, after its leading trivia.
    func mark(_ node: some SyntaxProtocol) -> SourceMark {
        let start = bytes.map { AbsolutePosition(utf8Offset: SourceText.skippingTrivia($0, from: node.position.utf8Offset)) }
        let location = converter.location(for: start ?? node.positionAfterSkippingLeadingTrivia)
        return SourceMark(LayoutEngine.SourceLocation(file: fileName, line: location.line, column: location.column))
    }

    func read(_ file: SourceFileSyntax) -> Scene {
        var items: [SceneItem] = []
        for statement in file.statements {
            var item: SceneItem
            switch statement.item {
            case .decl(let declaration):
                item = readTopLevelDeclaration(declaration)
            case .expr(let expression):
                item = readTopLevelExpression(expression)
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    item = readTopLevelExpression(expressionStatement.expression)
                } else {
                    item = .verbatim(verbatim(statement, keyword: statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement", name: nil))
                }
            }
            item.attachComments(leading: comments(statement.leadingTrivia), trailing: comments(statement.trailingTrivia))
            items.append(item)
        }
        var scene = Scene(items: items)
        scene.end.comments.leading = comments(file.endOfFileToken.leadingTrivia)
        return scene
    }

    /// The comments in the trivia `trivia` gives, each as written; none when comments are not
    /// read (the trivia is then not looked for).
    func comments(_ trivia: @autoclosure () -> Trivia) -> [String] {
        readsComments ? Self.comments(in: trivia()) : []
    }

    /// The comments in `trivia`, each as written.
    static func comments(in trivia: Trivia) -> [String] {
        trivia.compactMap { piece in
            switch piece {
            case .lineComment(let text), .docLineComment(let text), .blockComment(let text), .docBlockComment(let text):
                return text
            default:
                return nil
            }
        }
    }

    private func readTopLevelExpression(_ expression: ExprSyntax) -> SceneItem {
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            var preview = PreviewMacro(
                arguments: readArguments(macro.arguments),
                body: macro.trailingClosure.map { readStatements($0.statements) } ?? [],
                mark: mark(macro))
            preview.mark.comments.closing = macro.trailingClosure.map { comments($0.rightBrace.leadingTrivia) } ?? []
            return .preview(preview)
        }
        return .expression(readExpression(expression))
    }

    func verbatim(_ node: some SyntaxProtocol, keyword: String, name: String?) -> VerbatimDeclaration {
        VerbatimDeclaration(keyword: keyword, name: name, text: node.trimmedDescription, mark: mark(node))
    }
}
