/// One statement of a view builder or closure body.
public enum BuilderStatement: Hashable, Sendable {
    /// A view or value expression: `Text("Hi")`, `d[.top] + 10`.
    case expression(Expression)
    /// `if condition { ... } else { ... }`; `else if` chains nest in `elseBody`.
    case ifStatement(IfStatement)
    /// `let name = value` (or `var`) inside a builder or closure.
    case localBinding(LocalBinding)
    /// `return value` (closures and older `body` implementations).
    case returnStatement(Expression?, mark: SourceMark)
    /// A statement the model does not take apart (`switch`, `for`), kept as its text.
    case verbatim(text: String, mark: SourceMark)
}

/// `if a, let b = c { ... } else { ... }`.
public struct IfStatement: Hashable, Sendable {
    public var conditions: [Condition]
    public var body: [BuilderStatement]
    public var elseBody: ElseBody?
    public var mark: SourceMark

    public init(conditions: [Condition], body: [BuilderStatement], elseBody: ElseBody? = nil, mark: SourceMark = SourceMark()) {
        self.conditions = conditions
        self.body = body
        self.elseBody = elseBody
        self.mark = mark
    }

    /// What follows `else`.
    public indirect enum ElseBody: Hashable, Sendable {
        case statements([BuilderStatement])
        case elseIf(IfStatement)
    }

    /// One comma-separated condition.
    public enum Condition: Hashable, Sendable {
        /// A boolean expression.
        case expression(Expression)
        /// `let name = value` or the shorthand `let name`; true when the value is not nil.
        case optionalBinding(name: String, value: Expression?, mark: SourceMark)
    }
}

/// `let name: Type = value` in a builder.
public struct LocalBinding: Hashable, Sendable {
    public var isConstant: Bool
    public var name: String
    public var type: String?
    public var value: Expression?
    public var mark: SourceMark

    public init(isConstant: Bool = true, name: String, type: String? = nil, value: Expression?, mark: SourceMark = SourceMark()) {
        self.isConstant = isConstant
        self.name = name
        self.type = type
        self.value = value
        self.mark = mark
    }
}
