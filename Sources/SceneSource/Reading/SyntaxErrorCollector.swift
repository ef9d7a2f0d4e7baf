import SwiftSyntax

/// Finds swift-syntax's error recovery in a parsed tree and reports it as diagnostics: a token
/// the parser had to invent is "expected '}'", source it had to skip is "unexpected code".
///
/// swift-syntax's `SwiftParserDiagnostics` words these more precisely; this covers the common
/// cases without that dependency. Reports at most `limit` errors, since one missing brace can
/// make the parser skip everything after it.
final class SyntaxErrorCollector: SyntaxVisitor {
    private let reader: SceneReader
    private let sink: DiagnosticSink
    private let maximumNestingLevel: Int
    private var count = 0
    private let limit = 20
    private var stopped = false

    init(reader: SceneReader, sink: DiagnosticSink, maximumNestingLevel: Int) {
        self.reader = reader
        self.sink = sink
        self.maximumNestingLevel = maximumNestingLevel
        super.init(viewMode: .all)
    }

    /// Reports an error, and the notes that follow it, at most `limit` times. Returns false
    /// once the limit is reached.
    @discardableResult
    private func add(_ message: String, at node: some SyntaxProtocol, hint: String? = nil) -> Bool {
        add(message, at: reader.mark(node), hint: hint)
    }

    @discardableResult
    private func add(_ message: String, at mark: SourceMark, hint: String? = nil) -> Bool {
        guard !stopped else { return false }
        count += 1
        if count > limit {
            stopped = true
            return false
        }
        sink.error(message, at: mark, hint: hint)
        return true
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if stopped { return .skipChildren }
        if node.hasMaximumNestingLevelOverflow {
            add("the scene nests brackets more than \(maximumNestingLevel) levels deep", at: node,
                hint: "the reader stops there to protect its stack; flatten the scene")
            stopped = true
            return .skipChildren
        }
        var text = node.trimmedDescription
        if text.count > 40 { text = String(text.prefix(40)) + "…" }
        add("unexpected code '\(text)'", at: node)
        return .skipChildren
    }

    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind {
        if !stopped { add("expected an expression", at: node) }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if stopped { return .skipChildren }
        guard token.presence == .missing else { return .skipChildren }
        if Self.opener(of: token.tokenKind) != nil {
            // As Swift: at the end of the code before the missing bracket (on the line the
            // bracket was due), then a note at the opening bracket it should have matched.
            let previous = token.previousToken(viewMode: .sourceAccurate)
            let mark = previous.map { reader.mark(endOf: $0) } ?? reader.mark(token)
            if add(Self.missingBracketMessage(token), at: mark), let opening = Self.openingBracket(for: token) {
                sink.report(.note, "to match this opening '\(opening.text)'", at: reader.mark(opening))
            }
        } else {
            add("expected \(Self.describe(token.tokenKind))", at: token)
        }
        return .skipChildren
    }

    static func describe(_ kind: TokenKind) -> String {
        switch kind {
        case .identifier: return "a name"
        case .integerLiteral, .floatLiteral: return "a number"
        case .stringSegment: return "text"
        default:
            let text = TokenSyntax(kind, presence: .present).text
            return text.isEmpty ? "more code" : "'\(text)'"
        }
    }
}
