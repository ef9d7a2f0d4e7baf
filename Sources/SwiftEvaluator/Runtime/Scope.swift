/// A variable: a box, so that closures that capture it see later assignments.
public final class Box {
    public var value: Value
    /// Declared with `let`: assigning it again is an error.
    public let isConstant: Bool
    /// The declared type name (`CGFloat`, `[Item]`), used to convert what is assigned
    /// (`let x: Double = 3` holds a `Double`).
    public let declaredType: String?
    /// The element labels of a declared array of tuples (`[(symbol: String, color: Color)]`),
    /// which an appended unlabelled tuple takes, as Swift converts it.
    public var elementTupleLabels: [String?]?

    public init(_ value: Value, isConstant: Bool = false, declaredType: String? = nil) {
        self.value = value
        self.isConstant = isConstant
        self.declaredType = declaredType
    }
}

/// A lexical scope: its variables and the scope it is written in.
///
/// A method's scope carries its `Receiver`: names not found in the scopes inside it are looked
/// up as members of `self` (implicit `self`), then in the enclosing scopes and the program.
public final class Scope {
    public private(set) var names: [String: Box] = [:]
    public let parent: Scope?
    /// `self` inside methods, initializers, computed properties and the closures they contain.
    public let receiver: Receiver?
    /// The type whose members are in scope (its static members and nested types), if any.
    public let typeContext: TypeDefinition?

    /// The nearest enclosing scope that had names or a receiver when this one was made: name
    /// lookup skips the empty scopes of nested closures (`VStack { VStack { ... } }`), so looking
    /// a name up costs the scopes that declare something, not the nesting depth.
    public let lookupParent: Scope?

    public init(parent: Scope?, receiver: Receiver? = nil, typeContext: TypeDefinition? = nil) {
        self.parent = parent
        self.receiver = receiver
        self.typeContext = typeContext ?? receiver?.type ?? parent?.typeContext
        if let parent, parent.names.isEmpty, parent.receiver == nil {
            lookupParent = parent.lookupParent
        } else {
            lookupParent = parent
        }
    }

    public func define(_ name: String, _ box: Box) {
        names[name] = box
    }

    public func define(_ name: String, value: Value, isConstant: Bool = true) {
        names[name] = Box(value, isConstant: isConstant)
    }

    /// The innermost receiver in scope.
    public var currentReceiver: Receiver? {
        var scope: Scope? = self
        while let current = scope {
            if let receiver = current.receiver { return receiver }
            scope = current.parent
        }
        return nil
    }
}
