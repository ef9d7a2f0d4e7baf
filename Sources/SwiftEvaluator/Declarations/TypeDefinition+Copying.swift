/// A program's own copy of a type made from a file's template (`DeclarationTemplates`).
extension TypeDefinition {
    /// A copy of the type as its declaration made it, nested types copied with it (each
    /// nested in its copy): what the declaration gives, never what a program merged in later
    /// (a superclass's members, the link to it). Static properties are new ones, holding no
    /// value yet; members made of syntax are shared, as syntax is immutable.
    func copy(parent: TypeDefinition?) -> TypeDefinition {
        let copy = TypeDefinition(name: name, kind: kind, parent: parent)
        copy.conformances = conformances
        copy.genericParameters = genericParameters
        copy.storedProperties = storedProperties
        copy.computedProperties = computedProperties
        copy.methods = methods
        copy.initializers = initializers
        copy.hasMemberwiseInitializer = hasMemberwiseInitializer
        copy.staticProperties = staticProperties.mapValues { $0.copy() }
        copy.staticMethods = staticMethods
        copy.cases = cases
        copy.nestedTypes = nestedTypes.mapValues { $0.copy(parent: copy) }
        copy.typeAliases = typeAliases
        copy.subscripts = subscripts
        copy.position = position
        return copy
    }
}

extension StaticProperty {
    /// The same declaration, not yet evaluated.
    func copy() -> StaticProperty {
        let copy = StaticProperty(name: name, initializer: initializer, computed: computed, type: type, isConstant: isConstant)
        copy.wrapper = wrapper
        return copy
    }
}
