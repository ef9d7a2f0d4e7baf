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

extension BuilderStatement {
    /// The mark that carries the comments before the statement: for a view with modifiers,
    /// the mark of the view they modify (each modifier's own mark carries the comments around
    /// that modifier).
    public var leadingMark: SourceMark {
        switch self {
        case .expression(let expression): return expression.modifierChain.base.mark
        case .ifStatement(let statement): return statement.mark
        case .localBinding(let binding): return binding.mark
        case .returnStatement(_, let mark), .verbatim(_, let mark): return mark
        }
    }

    /// Adds comments read around the statement: `leading` before it, `trailing` after it on
    /// its last line (for a view with modifiers, after its last modifier).
    mutating func attachComments(leading: [String], trailing: [String]) {
        func attach(_ mark: inout SourceMark, leading: [String], trailing: [String]) {
            if !leading.isEmpty { mark.comments.leading = leading + mark.comments.leading }
            if !trailing.isEmpty { mark.comments.trailing = trailing }
        }
        switch self {
        case .expression(var expression):
            expression.attachComments(leading: leading, trailing: trailing)
            self = .expression(expression)
        case .ifStatement(var statement):
            attach(&statement.mark, leading: leading, trailing: trailing)
            self = .ifStatement(statement)
        case .localBinding(var binding):
            attach(&binding.mark, leading: leading, trailing: trailing)
            self = .localBinding(binding)
        case .returnStatement(let value, var mark):
            attach(&mark, leading: leading, trailing: trailing)
            self = .returnStatement(value, mark: mark)
        case .verbatim(let text, var mark):
            attach(&mark, leading: leading, trailing: trailing)
            self = .verbatim(text: text, mark: mark)
        }
    }
}

extension Expression {
    /// Comments before a view expression go to the view its modifiers modify; the comment
    /// after it, to its last modifier (or the view when it has none).
    mutating func attachComments(leading: [String], trailing: [String]) {
        var (base, modifiers) = modifierChain
        if !leading.isEmpty { base.mark.comments.leading = leading + base.mark.comments.leading }
        if modifiers.isEmpty {
            if !trailing.isEmpty { base.mark.comments.trailing = trailing }
            self = base
            return
        }
        if !trailing.isEmpty { modifiers[modifiers.count - 1].mark.comments.trailing = trailing }
        self = Expression(base: base, modifiers: modifiers)
    }
}
