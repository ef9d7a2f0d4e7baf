import SwiftSyntax

/// A type the scene declares (`struct`, `enum`, `class`, `protocol`), with the members its
/// declaration and its extensions give it. Also used as the bag of members that
/// `extension View { ... }` adds to a host type or protocol.
public final class TypeDefinition {
    public enum Kind: Sendable {
        case structure, enumeration, `class`, `protocol`
        /// Members added to a type the host provides (`extension View`, `extension Color`).
        case hostExtension
    }

    public let name: String
    public let kind: Kind
    public private(set) weak var parent: TypeDefinition?
    /// Inherited types and protocols as written: `View`, `Layout`, `String`, `CaseIterable`.
    public var conformances: [String] = []
    public var genericParameters: [String] = []
    /// Instance stored properties in declaration order (the memberwise initializer's order).
    public var storedProperties: [StoredProperty] = []
    public var computedProperties: [String: ComputedProperty] = [:]
    public var methods: [String: [FunctionDeclSyntax]] = [:]
    public var initializers: [InitializerDeclSyntax] = []
    /// True when the type's own declaration has no initializer: Swift gives it the memberwise
    /// one, which initializers added in extensions keep.
    public var hasMemberwiseInitializer = true
    public var staticProperties: [String: StaticProperty] = [:]
    public var staticMethods: [String: [FunctionDeclSyntax]] = [:]
    public var cases: [EnumCaseDefinition] = []
    public var nestedTypes: [String: TypeDefinition] = [:]
    public var typeAliases: [String: TypeSyntax] = [:]
    public var subscripts: [SubscriptDeclSyntax] = []
    /// Where the type is declared.
    public var position: SourcePosition?
    /// The class this class inherits from, when the scene declares it (`Program.linkInheritance`).
    public internal(set) weak var superclass: TypeDefinition?
    /// The SDK class at the top of this class's chain that the scene does not declare
    /// (`UIView`, `NSObject`): its members stand in.
    public internal(set) var sdkSuperclass: String?
    /// The class's own initializers, before inheritance added its superclass's.
    var ownInitializers: [InitializerDeclSyntax]?
    /// Set once its superclass's members are merged in.
    var isLinked = false

    public init(name: String, kind: Kind, parent: TypeDefinition? = nil) {
        self.name = name
        self.kind = kind
        self.parent = parent
    }

    /// `Outer.Inner` for nested types.
    public var qualifiedName: String {
        parent.map { $0.qualifiedName + "." + name } ?? name
    }

    public func conforms(to name: String) -> Bool {
        conformances.contains(name)
    }

    /// The enum's raw value type (`String`, `Character`, any integer or floating-point type:
    /// `enum Kind: UInt32`), if it has one.
    public var rawValueType: String? {
        guard kind == .enumeration, let first = conformances.first else { return nil }
        return first == "String" || first == "Character" || TypeNames.integer.contains(first) || TypeNames.floatingPoint.contains(first) ? first : nil
    }

    public func enumCase(named name: String) -> EnumCaseDefinition? {
        cases.first { $0.name == name }
    }

    public func storedProperty(named name: String) -> StoredProperty? {
        storedProperties.first { $0.name == name }
    }

    /// The type names the lookup of members climbs through: the type itself, then the types
    /// it is nested in.
    var enclosingTypes: [TypeDefinition] {
        var result: [TypeDefinition] = []
        var current: TypeDefinition? = self
        while let type = current {
            result.append(type)
            current = type.parent
        }
        return result
    }
}

/// A stored property: `let title: String`, `@State private var count = 0`.
public struct StoredProperty {
    public let name: String
    public let isConstant: Bool
    public let type: TypeSyntax?
    public let initializer: ExprSyntax?
    /// Property-wrapper attributes (`@State`, `@Environment(\.colorScheme)`); others are left out.
    public let wrapper: AttributeSyntax?
    /// `@ViewBuilder let content: Content`-style attributes that name a result builder.
    public let builderAttribute: String?
    /// Has `lazy`.
    public let isLazy: Bool
    public let position: SourcePosition

    /// The declared type's name without optionality: `CGFloat` for `CGFloat?`.
    public var typeName: String? { type.map(TypeNames.name(of:)) }
    /// True for `T?` and `T!`.
    public var isOptional: Bool { type.map(TypeNames.isOptional) ?? false }
}

/// A computed property, instance or static: its getter, and its setter if it has one.
public struct ComputedProperty {
    public let name: String
    public let getter: CodeBlockItemListSyntax
    public let setter: (body: CodeBlockItemListSyntax, parameter: String)?
    public let type: TypeSyntax?
    /// `@ViewBuilder var content: some View { ... }`.
    public let builderAttribute: String?
    public let position: SourcePosition
}

/// A static property: stored (evaluated once, on first use, then kept) or computed.
public final class StaticProperty {
    public let name: String
    public let initializer: ExprSyntax?
    public let computed: ComputedProperty?
    public let type: TypeSyntax?
    public let isConstant: Bool
    /// The value once evaluated (stored properties only).
    public var storage: Box?
    /// True while the initializer runs: a property that reads itself is an error, not a hang.
    var isInitializing = false
    /// Its property wrapper (`@UserDefault("key", defaultValue: 0) static var count: Int`).
    public internal(set) var wrapper: AttributeSyntax?

    init(name: String, initializer: ExprSyntax?, computed: ComputedProperty?, type: TypeSyntax?, isConstant: Bool) {
        self.name = name
        self.initializer = initializer
        self.computed = computed
        self.type = type
        self.isConstant = isConstant
    }
}

/// An enum case: `case loading`, `case loaded(items: [Item])`, `case small = "S"`.
public struct EnumCaseDefinition {
    public struct Parameter {
        public let label: String?
        public let type: TypeSyntax
        public let defaultValue: ExprSyntax?
    }

    public let name: String
    public let parameters: [Parameter]
    public let rawValue: ExprSyntax?
    public let index: Int
}

/// Names of types as written, reduced to what the evaluator uses.
public enum TypeNames {
    /// `CGFloat` for `CGFloat?`, `[Item]` for `[Item]`, `Binding` for `Binding<Bool>`,
    /// `View` for `some View`, `Item.Kind` for `Item.Kind`.
    public static func name(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return name(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return name(of: unwrapped.wrappedType) }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            if identifier.name.text == "Optional", let argument = identifier.genericArgumentClause?.arguments.first,
               case .type(let wrapped) = argument.argument {
                return name(of: wrapped)
            }
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) {
            // `SwiftUI.Image`: the module's `Image`.
            if let module = member.baseType.as(IdentifierTypeSyntax.self), moduleQualifiers.contains(module.name.text) {
                return member.name.text
            }
            return name(of: member.baseType) + "." + member.name.text
        }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return name(of: some.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return name(of: attributed.baseType) }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        if type.is(FunctionTypeSyntax.self) { return "Function" }
        if type.is(TupleTypeSyntax.self) {
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return name(of: only.type)
            }
            return "Tuple"
        }
        return type.trimmedDescription
    }

    public static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return true }
        return false
    }

    /// The element type of `[T]`, or nil.
    public static func elementType(of type: TypeSyntax) -> TypeSyntax? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let optional = type.as(OptionalTypeSyntax.self) { return elementType(of: optional.wrappedType) }
        return nil
    }

    /// Modules whose names qualify the names they declare (`SwiftUI.Image`, `Foundation.URL`):
    /// Apple's frameworks and the standard library, names an app does not give its own types.
    public static let moduleQualifiers: Set<String> = ["Swift", "SwiftUI", "Foundation", "UIKit", "AppKit", "CoreGraphics"]

    /// Types whose values are `Double`s: a literal `3` assigned to them becomes `3.0`.
    public static let floatingPoint: Set<String> = ["Double", "CGFloat", "Float", "Float64", "Float32", "TimeInterval"]
    public static let integer: Set<String> = ["Int", "UInt", "Int64", "Int32", "Int16", "Int8", "UInt64", "UInt32", "UInt16", "UInt8"]
}
