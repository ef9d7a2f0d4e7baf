import SwiftSyntax

/// A static property declared with a property wrapper (`@UserDefault("region", defaultValue:
/// "US") static var region: String`, an app's wrapper over `UserDefaults`): its value is the
/// wrapper's `wrappedValue`, the wrapper made from its attribute (and `wrappedValue:` when the
/// property has an initial value). A wrapper the app does not declare is made as the host
/// makes a stored property's. Read once, then kept: what the scene assigns replaces it.
extension Evaluator {
    func staticWrappedValue(_ property: StaticProperty, wrapper: AttributeSyntax, type: TypeDefinition?) throws -> Value? {
        let attributeName = TypeNames.name(of: wrapper.attributeName)
        let scope = Scope(parent: globalScope, typeContext: type)
        var arguments: [Argument] = []
        if let initializer = property.initializer {
            arguments.append(Argument(label: "wrappedValue", value: try evaluate(initializer, in: scope, expecting: property.type.map(TypeNames.name(of:)))))
        }
        if case .argumentList(let list)? = wrapper.arguments {
            for argument in list {
                arguments.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
            }
        }
        if let declared = program.type(named: attributeName, from: type), declared.kind == .structure || declared.kind == .class {
            let made = try instantiate(declared, arguments: arguments, at: position(of: wrapper))
            var value = try member("wrappedValue", of: made, node: wrapper)
            if let declaredType = property.type { value = try coerce(value, toType: declaredType, node: wrapper) }
            return value
        }
        memberAccessSite = .position(position(of: wrapper))
        guard let made = try host.makePropertyWrapper(
            attribute: attributeName, arguments: arguments.filter { $0.label != "wrappedValue" }, initialValue: arguments.first { $0.label == "wrappedValue" }?.value,
            property: property.name, declaredType: property.type.map(TypeNames.name(of:)), in: self) as? any PropertyWrapperValue
        else { return nil }
        return try made.wrappedValue(in: self)
    }
}

extension Evaluator {
    /// `Type.name = value`, `name = value` for a static or global variable: a stored one
    /// declared without a value (`var savePath: URL`, set by an initializer) gets it now;
    /// one with a value is evaluated first (its initializer may have effects), then replaced.
    func assignStatic(_ property: StaticProperty, _ value: Value, type: TypeDefinition?, node: some SyntaxProtocol) throws {
        if property.storage == nil, property.initializer == nil, property.computed == nil, property.wrapper == nil {
            property.storage = Box(value, isConstant: property.isConstant, declaredType: property.type.map(TypeNames.name(of:)))
            return
        }
        _ = try staticValue(property, type: type, node: node)
        property.storage?.value = value
    }
}

extension Evaluator {
    /// `_size = State(initialValue: .zero)` for `@State var size: CGSize`: the wrapper was made
    /// before the property's type was known, so an implicit member it holds is resolved
    /// against that type now.
    func wrapperWithTypedValue(_ value: Value, property: StoredProperty, node: some SyntaxProtocol) throws -> Value {
        guard let declared = property.type, let attribute = property.wrapper,
              case .native(let wrapper as any PropertyWrapperValue) = value,
              case .implicitMember = try wrapper.wrappedValue(in: self) else { return value }
        let typed = try coerce(try wrapper.wrappedValue(in: self), toType: declared, node: node)
        // A new wrapper holding the typed value (the old one may take the implicit member
        // for equal to it, and keep it).
        let made = try host.makePropertyWrapper(
            attribute: TypeNames.name(of: attribute.attributeName), arguments: [], initialValue: typed, property: property.name,
            declaredType: property.typeName, in: self)
        return made.map { .native($0) } ?? value
    }
}
