import SwiftSyntax

/// A closing bracket the parser had to invent, described as the Swift compiler does: the error
/// names what the bracket closes ("expected ')' in expression list") and a note points at the
/// opening bracket it failed to match ("to match this opening '('").
extension SyntaxErrorCollector {
    /// The opening bracket for each closing one.
    static func opener(of closer: TokenKind) -> TokenKind? {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBrace: return .leftBrace
        case .rightSquare: return .leftSquare
        case .rightAngle: return .leftAngle
        default: return nil
        }
    }

    /// The present opening bracket `token` (a missing closing bracket) should have matched: the
    /// last one among its siblings before it. Brackets of one pair are always children of the
    /// same node (a call's `(` and `)`, a block's `{` and `}`), so this is O(siblings).
    static func openingBracket(for token: TokenSyntax) -> TokenSyntax? {
        guard let kind = opener(of: token.tokenKind), let parent = token.parent else { return nil }
        var found: TokenSyntax?
        for child in parent.children(viewMode: .sourceAccurate) {
            if child.id == token.id { break }
            if let candidate = child.as(TokenSyntax.self), candidate.tokenKind == kind, candidate.presence == .present {
                found = candidate
            }
        }
        return found
    }

    /// "expected ')' in expression list": the missing bracket and what it closes, in the words of
    /// the Swift compiler's parser, or just the bracket where the context has no name.
    static func missingBracketMessage(_ token: TokenSyntax) -> String {
        let bracket = describe(token.tokenKind)
        guard let parent = token.parent else { return "expected \(bracket)" }
        let context: String?
        switch parent.kind {
        case .functionCallExpr, .tupleExpr, .macroExpansionExpr, .macroExpansionDecl, .subscriptCallExpr:
            context = "in expression list"
        case .arrayExpr, .dictionaryExpr:
            context = "in container literal"
        case .closureExpr:
            context = "at end of closure"
        case .functionParameterClause:
            context = "in parameter list"
        case .genericArgumentClause, .genericParameterClause:
            context = "in generic argument list"
        case .memberBlock:
            context = parent.parent.flatMap(declarationName).map { "in \($0)" }
        case .codeBlock:
            context = "at end of brace statement"
        default:
            context = nil
        }
        return context.map { "expected \(bracket) \($0)" } ?? "expected \(bracket)"
    }

    /// "struct", "class", ... for the declaration a member block belongs to.
    private static func declarationName(_ node: Syntax) -> String? {
        switch node.kind {
        case .structDecl: return "struct"
        case .classDecl: return "class"
        case .enumDecl: return "enum"
        case .extensionDecl: return "extension"
        case .protocolDecl: return "protocol"
        case .actorDecl: return "actor"
        default: return nil
        }
    }
}
