import Foundation
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
    /// Lines and columns of positions: made the first time a mark is asked for, as most files
    /// of an app folder never report one (making it walks every token of the file).
    var converter: SourceLocationConverter { lazyConverter.converter }
    private let lazyConverter: LazyLocationConverter
    let fileName: String
    /// Whether comments are read into the marks. Not for a file with syntax errors: finding
    /// the trivia after a node walks past missing tokens, which costs the square of the nesting
    /// in a broken file, and such a file is never edited as a tree or printed.
    let readsComments: Bool

    /// `bytes`: the text `tree` was parsed from, when the caller has it (the parser keeps every
    /// byte, so it is the tree's text; writing the text out of the tree again walks all of it).
    init(fileName: String, tree: SourceFileSyntax, bytes: [UInt8]? = nil) {
        self.fileName = fileName
        self.lazyConverter = LazyLocationConverter(fileName: fileName, tree: tree)
        self.readsComments = !tree.hasError
        self.bytes = tree.hasError ? nil : bytes ?? tree.syntaxTextBytes
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

    /// Where `token`'s text ends (before its trailing trivia): where the compiler reports a
    /// token missing after it.
    func mark(endOf token: TokenSyntax) -> SourceMark {
        let location = converter.location(for: token.endPositionBeforeTrailingTrivia)
        return SourceMark(LayoutEngine.SourceLocation(file: fileName, line: location.line, column: location.column))
    }

    func read(_ file: SourceFileSyntax) -> Scene {
        var scene = Scene(items: readItems(file.statements))
        scene.end.comments.leading = comments(file.endOfFileToken.leadingTrivia)
        return scene
    }

    /// The items of `statements`, with each top-level `#if` resolved as the evaluator resolves
    /// it (`IOSBuildConfiguration.activeClause(of:)`): the active clause's items in place,
    /// between the directive's text before them (`#if DEBUG`, inactive clauses) and after them
    /// (`#endif`), kept as `.verbatim` so that printing writes the `#if` back. Without this a
    /// preview inside `#if DEBUG` (most app code) was text to the tree while the canvas showed
    /// it. An `#if` with no active clause stays one `.verbatim` item.
    private func readItems(_ statements: CodeBlockItemListSyntax) -> [SceneItem] {
        var items: [SceneItem] = []
        for statement in statements {
            if let ifConfig = statement.item.as(IfConfigDeclSyntax.self), let clause = IOSBuildConfiguration.activeClause(of: ifConfig),
               case .statements(let inner)? = clause.elements {
                let (before, after) = directiveText(ifConfig, clause: clause, around: inner)
                var opening = SceneItem.verbatim(VerbatimDeclaration(keyword: "#if", name: nil, text: before, mark: mark(ifConfig)))
                opening.attachComments(leading: comments(statement.leadingTrivia), trailing: [])
                items.append(opening)
                items += readItems(inner)
                var closing = SceneItem.verbatim(VerbatimDeclaration(keyword: "#endif", name: nil, text: after, mark: mark(ifConfig.poundEndif)))
                closing.attachComments(leading: [], trailing: comments(statement.trailingTrivia))
                items.append(closing)
                continue
            }
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
        return items
    }

    /// The source text of `ifConfig` before its active clause's `statements` (`#if DEBUG`, with
    /// any inactive clauses before it, up to the active clause's condition: comments after it
    /// belong to the first item) and after them (`#endif`, with any clauses after it), trimmed.
    private func directiveText(_ ifConfig: IfConfigDeclSyntax, clause: IfConfigClauseSyntax, around statements: CodeBlockItemListSyntax) -> (String, String) {
        let text = Array(ifConfig.syntaxTextBytes)
        let base = ifConfig.position.utf8Offset
        func clamp(_ offset: Int) -> Int { min(max(offset - base, 0), text.count) }
        let start = clamp(ifConfig.positionAfterSkippingLeadingTrivia.utf8Offset)
        let innerStart = clamp((clause.condition.map { $0.endPositionBeforeTrailingTrivia } ?? clause.poundKeyword.endPositionBeforeTrailingTrivia).utf8Offset)
        let innerEnd = clamp(statements.endPosition.utf8Offset)
        let end = clamp(ifConfig.endPositionBeforeTrailingTrivia.utf8Offset)
        func slice(_ from: Int, _ to: Int) -> String {
            String(decoding: text[from..<max(from, to)], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return (slice(start, innerStart), slice(innerEnd, end))
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
