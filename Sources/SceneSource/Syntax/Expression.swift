/// An expression in a scene's source model, the editor's view of the file: a view
/// (`HStack(spacing: 8) { ... }`), a modifier application (`base.padding(8)`), or an argument
/// value (`.infinity`, `d[.top] + 10`). A scene is the Swift that SwiftUI views are written in,
/// run by the tree-walking evaluator of `SwiftEvaluator`; this model takes apart the expressions
/// the editor works with and keeps what it does not take apart as source text (`.verbatim`).
///
/// A modifier application is a call whose callee is a member of the modified expression:
/// `Text("Hi").font(.headline)` is `.call(callee: .member(Text("Hi"), "font"), ...)`; see
/// `Expression+ModifierChain.swift` for the flat view an editor works with.
public struct Expression: Hashable, Sendable {
    public var kind: Kind
    /// Where the expression is: for a member access or a call of one, where the member's name
    /// is (`frame` in `.frame(width: 10)`); otherwise where it starts.
    public var mark: SourceMark

    public init(_ kind: Kind, mark: SourceMark = SourceMark()) {
        self.kind = kind
        self.mark = mark
    }

    public indirect enum Kind: Hashable, Sendable {
        case integerLiteral(Int)
        case floatLiteral(Double)
        case stringLiteral([StringSegment])
        case booleanLiteral(Bool)
        case nilLiteral
        /// A name: a variable, a type (`HStack`, `Color`), `self`, `$0`.
        case identifier(String)
        /// `.red`, `.infinity`: a member of a type inferred from where it is used.
        case implicitMember(String)
        /// `base.name`: `Color.red`, `proxy.size.width`.
        case member(base: Expression, name: String)
        /// `callee(arguments) { trailing closures }`.
        case call(callee: Expression, arguments: [Argument], trailingClosures: [TrailingClosure])
        /// `base[arguments]`: `d[.top]`, `d[explicit: .top]`.
        case subscriptCall(base: Expression, arguments: [Argument])
        /// `lhs op rhs` for `+ - * / % == != < <= > >= && || ?? ..< ...`.
        case binary(operator: String, lhs: Expression, rhs: Expression)
        /// `-x`, `!x`, `...upper`.
        case prefix(operator: String, operand: Expression)
        /// `lower...`.
        case postfix(operator: String, operand: Expression)
        /// `condition ? then : else`.
        case ternary(condition: Expression, then: Expression, else: Expression)
        /// A closure in argument position: `.alignmentGuide(.top, computeValue: { $0.height })`.
        case closure(Closure)
        /// `\.self`, `\.sizeCategory`, `\Item.name`.
        case keyPath(root: String?, components: [String])
        /// `[a, b, c]`.
        case arrayLiteral([Expression])
        /// `(expression)`, kept so that printing reproduces the parentheses.
        case parenthesized(Expression)
        /// `base!` (`forced`) or `base?` (optional chaining).
        case unwrap(base: Expression, isForced: Bool)
        /// Source the model does not take apart, kept as its text.
        case verbatim(String)
    }

    /// One piece of a string literal: text, or an interpolated expression `\(value)`.
    public enum StringSegment: Hashable, Sendable {
        case text(String)
        case interpolation(Expression)
    }
}

extension Expression {
    /// A plain string literal.
    public static func string(_ text: String, mark: SourceMark = SourceMark()) -> Expression {
        Expression(.stringLiteral([.text(text)]), mark: mark)
    }

    /// `name(arguments)`: a view initializer such as `Text("Hi")` or `Spacer()`.
    public static func call(
        _ name: String, _ arguments: [Argument] = [], trailingClosures: [TrailingClosure] = [],
        mark: SourceMark = SourceMark()
    ) -> Expression {
        Expression(
            .call(callee: Expression(.identifier(name), mark: mark), arguments: arguments, trailingClosures: trailingClosures),
            mark: mark)
    }

    /// The name a call's callee ends with: `HStack` for `HStack(...)`, `frame` for `x.frame(...)`;
    /// for a name or member access, that name.
    public var calleeName: String? {
        switch kind {
        case .call(let callee, _, _): return callee.calleeName
        case .identifier(let name), .implicitMember(let name): return name
        case .member(_, let name): return name
        default: return nil
        }
    }
}
