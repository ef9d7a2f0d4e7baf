import SwiftSyntax

/// Facts about syntax nodes that depend on the syntax alone, computed at a node's first
/// evaluation and kept by node: a `ForEach` body runs once per element, and reading the same
/// facts from swift-syntax again each time was a large part of evaluating it (iterating a syntax
/// collection costs about 650 instructions per element, getting a token's text 350).
///
/// A first step toward lowering the syntax once (Documentation/layout-speed.md): the evaluator
/// still walks the syntax tree, but asks these questions of it once per node. One evaluator per
/// thread, so the tables need no lock.
struct LoweredSyntax {
    /// The items of a code block with `#if` resolved (`Program.activeItems`).
    var activeItems: [SyntaxIdentifier: [CodeBlockItemSyntax]] = [:]
    /// Whether a code block has a `return` among its statements.
    var containsReturn: [SyntaxIdentifier: Bool] = [:]
    /// A string literal as text pieces (unescaped) and interpolations.
    var strings: [SyntaxIdentifier: StringPlan] = [:]
    /// A call's written arguments.
    var calls: [SyntaxIdentifier: CallPlan] = [:]
    /// Whether an expression is the root of an optional chain (`isOptionalChainRoot`).
    var chainRoots: [SyntaxIdentifier: Bool] = [:]
    /// Names found to be top-level types (`Evaluator+KnownNames`).
    var globalTypeNames: [SyntaxIdentifier: Evaluator.KnownGlobalType] = [:]

    struct StringPlan {
        enum Piece {
            case text(String)
            case interpolation(ExpressionSegmentSyntax, [LabeledExprSyntax])
        }
        var pieces: [Piece]
        var isMultiline: Bool
    }

    /// What `evaluateArguments` reads of a call: each argument's label, expression and position,
    /// then the trailing closures.
    struct CallPlan {
        struct Written {
            var label: String?
            var expression: ExprSyntax
            var position: SourcePosition
        }
        var arguments: [Written]
        var labels: [String?]
        var trailing: [(label: String?, closure: ClosureExprSyntax, position: SourcePosition)]
    }
}

extension Evaluator {
    /// `program.activeItems(statements)`, kept by block.
    func activeItems(_ statements: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        let id = statements.id
        if let known = lowered.activeItems[id] { return known }
        let items = program.activeItems(statements)
        lowered.activeItems[id] = items
        return items
    }

    /// `Self.containsReturn(statements)`, kept by block.
    func blockContainsReturn(_ statements: CodeBlockItemListSyntax) -> Bool {
        let id = statements.id
        if let known = lowered.containsReturn[id] { return known }
        let contains = Self.containsReturn(statements)
        lowered.containsReturn[id] = contains
        return contains
    }

    func stringPlan(_ literal: StringLiteralExprSyntax) -> LoweredSyntax.StringPlan {
        let id = literal.id
        if let known = lowered.strings[id] { return known }
        let isRaw = literal.openingPounds != nil
        let isMultiline = literal.openingQuote.tokenKind == .multilineStringQuote
        var pieces: [LoweredSyntax.StringPlan.Piece] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var content = text.content.text
                if isMultiline, content.hasSuffix("\\\n") { content = String(content.dropLast(2)) }
                pieces.append(.text(isRaw ? content : StringUnescaping.unescape(content)))
            case .expressionSegment(let interpolation):
                pieces.append(.interpolation(interpolation, Array(interpolation.expressions)))
            }
        }
        let plan = LoweredSyntax.StringPlan(pieces: pieces, isMultiline: isMultiline)
        lowered.strings[id] = plan
        return plan
    }

    func callPlan(_ call: FunctionCallExprSyntax) -> LoweredSyntax.CallPlan {
        let id = call.id
        if let known = lowered.calls[id] { return known }
        var arguments: [LoweredSyntax.CallPlan.Written] = []
        for argument in call.arguments {
            arguments.append(.init(label: argument.label?.sourceText, expression: argument.expression, position: program.position(of: argument)))
        }
        var trailing: [(label: String?, closure: ClosureExprSyntax, position: SourcePosition)] = []
        if let closure = call.trailingClosure { trailing.append((nil, closure, program.position(of: closure))) }
        for additional in call.additionalTrailingClosures {
            trailing.append((additional.label.text, additional.closure, program.position(of: additional.closure)))
        }
        let plan = LoweredSyntax.CallPlan(arguments: arguments, labels: arguments.map(\.label), trailing: trailing)
        lowered.calls[id] = plan
        return plan
    }
}
