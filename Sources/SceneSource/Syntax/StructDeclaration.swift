/// `struct Name<Generic>: View { members }`: a custom view, a `PreviewProvider`, or a `Layout`.
public struct StructDeclaration: Hashable, Sendable {
    /// `private`, `fileprivate`, ...
    public var modifiers: [String]
    public var name: String
    /// The generic parameter clause as written, without angle brackets (`Content: View`).
    public var genericParameters: String?
    /// The inherited types as written: `View`, `PreviewProvider`, `Layout`.
    public var inheritedTypes: [String]
    public var members: [MemberDeclaration]
    /// Where the name is.
    public var mark: SourceMark

    public init(
        modifiers: [String] = [], name: String, genericParameters: String? = nil,
        inheritedTypes: [String], members: [MemberDeclaration], mark: SourceMark = SourceMark()
    ) {
        self.modifiers = modifiers
        self.name = name
        self.genericParameters = genericParameters
        self.inheritedTypes = inheritedTypes
        self.members = members
        self.mark = mark
    }

    /// The properties, in declaration order.
    public var properties: [PropertyDeclaration] {
        members.compactMap { member in
            if case .property(let property) = member { return property }
            return nil
        }
    }

    /// The property named `name`, if declared.
    public func property(named name: String) -> PropertyDeclaration? {
        properties.first { $0.name == name }
    }
}

/// One member of a struct.
public enum MemberDeclaration: Hashable, Sendable {
    case property(PropertyDeclaration)
    /// A member the model does not take apart (`func`, `init`, nested types), kept as text.
    case verbatim(VerbatimDeclaration)
}
