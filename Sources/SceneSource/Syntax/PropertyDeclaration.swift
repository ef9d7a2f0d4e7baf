/// A stored or computed property: `let name: String`, `@ScaledMetric var spacing = 8`,
/// `@Environment(\.sizeCategory) var sizeCategory`, `var body: some View { ... }`.
public struct PropertyDeclaration: Hashable, Sendable {
    /// Property wrappers and other attributes, in order: `@Environment(\.sizeCategory)`.
    public var attributes: [Attribute]
    /// `private`, `static`, ...
    public var modifiers: [String]
    /// `let` (true) or `var`.
    public var isConstant: Bool
    public var name: String
    /// The type annotation as written (`String?`, `some View`), if any.
    public var type: String?
    /// The default value of a stored property.
    public var initializer: Expression?
    /// The getter of a computed property (`body`); nil for a stored property.
    public var getter: [BuilderStatement]?
    public var mark: SourceMark

    public init(
        attributes: [Attribute] = [], modifiers: [String] = [], isConstant: Bool, name: String,
        type: String? = nil, initializer: Expression? = nil, getter: [BuilderStatement]? = nil,
        mark: SourceMark = SourceMark()
    ) {
        self.attributes = attributes
        self.modifiers = modifiers
        self.isConstant = isConstant
        self.name = name
        self.type = type
        self.initializer = initializer
        self.getter = getter
        self.mark = mark
    }

    /// The attribute named `name` (`Environment`, `ScaledMetric`), if present.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    public var isStatic: Bool { modifiers.contains("static") }
}

/// `@Name` or `@Name(arguments)` on a declaration.
public struct Attribute: Hashable, Sendable {
    public var name: String
    /// nil when written without parentheses.
    public var arguments: [Argument]?

    public init(name: String, arguments: [Argument]? = nil) {
        self.name = name
        self.arguments = arguments
    }
}
