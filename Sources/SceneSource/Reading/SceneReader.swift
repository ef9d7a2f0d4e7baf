import LayoutEngine
import SwiftSyntax

/// Turns swift-syntax's tree of a scene file into the source model (`Scene`).
///
/// Reading never fails: what the model does not take apart is kept as source text
/// (`.verbatim`), and the interpreter reports it when it matters. Syntax errors are reported
/// separately by `SyntaxErrorCollector`. Recursive, one call per level of nesting: run deep
/// scenes on a thread with a large stack (see `SceneLoader`).
struct SceneReader {
    let converter: SourceLocationConverter
    let fileName: String

    init(fileName: String, tree: SourceFileSyntax) {
        self.fileName = fileName
        self.converter = SourceLocationConverter(fileName: fileName, tree: tree)
    }

    /// The mark of where `node` starts, after its leading trivia.
    func mark(_ node: some SyntaxProtocol) -> SourceMark {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceMark(LayoutEngine.SourceLocation(file: fileName, line: location.line, column: location.column))
    }

    func read(_ file: SourceFileSyntax) -> Scene {
        var items: [SceneItem] = []
        for statement in file.statements {
            switch statement.item {
            case .decl(let declaration):
                items.append(readTopLevelDeclaration(declaration))
            case .expr(let expression):
                items.append(readTopLevelExpression(expression))
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    items.append(readTopLevelExpression(expressionStatement.expression))
                } else {
                    items.append(.verbatim(verbatim(statement, keyword: statement.firstToken(viewMode: .sourceAccurate)?.text ?? "statement", name: nil)))
                }
            }
        }
        return Scene(items: items)
    }

    private func readTopLevelExpression(_ expression: ExprSyntax) -> SceneItem {
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
            return .preview(PreviewMacro(
                arguments: readArguments(macro.arguments),
                body: macro.trailingClosure.map { readStatements($0.statements) } ?? [],
                mark: mark(macro)))
        }
        return .expression(readExpression(expression))
    }

    func verbatim(_ node: some SyntaxProtocol, keyword: String, name: String?) -> VerbatimDeclaration {
        VerbatimDeclaration(keyword: keyword, name: name, text: node.trimmedDescription, mark: mark(node))
    }
}
