import SwiftSyntax

/// A local variable declared with a property wrapper and no value (`@Dependency(\.userSettings)
/// var userSettings` inside an initializer, as swift-dependencies documents): the wrapper is
/// made from its attribute as the host makes a stored property's, and the variable holds its
/// wrapped value.
extension Evaluator {
    /// The wrapped value for a local `variable` named `name`, or nil when it has no wrapper.
    func localWrappedValue(_ variable: VariableDeclSyntax, name: String, declaredType: TypeSyntax?, in scope: Scope) throws -> Value? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
            let attributeName = TypeNames.name(of: attribute.attributeName)
            if attributeName.hasSuffix("Builder") || Program.attributesNotWrappers.contains(attributeName) { continue }
            var arguments: [Argument] = []
            if case .argumentList(let list)? = attribute.arguments {
                for argument in list {
                    arguments.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: scope), position: position(of: argument)))
                }
            }
            memberAccessSite = .position(position(of: variable))
            guard let made = try host.makePropertyWrapper(
                attribute: attributeName, arguments: arguments, initialValue: nil, property: name,
                declaredType: declaredType.map(TypeNames.name(of:)), in: self) as? any PropertyWrapperValue
            else { return nil }
            return try made.wrappedValue(in: self)
        }
        return nil
    }
}
