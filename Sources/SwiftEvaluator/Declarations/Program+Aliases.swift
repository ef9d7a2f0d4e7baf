import SwiftSyntax

/// Protocols named through a top-level type alias (`typealias Representable =
/// UIViewControllerRepresentable` beside `#if os(macOS)`): a type conforming to the alias
/// conforms to what it names.
extension Program {
    /// A top-level `typealias`, kept by name; the types read before it that conform to it
    /// conform to what it names.
    func collectAlias(_ alias: TypeAliasDeclSyntax) {
        topLevelAliases[alias.name.text] = alias.initializer.value
        conformThroughAlias(alias.name.text, alias.initializer.value)
        // `extension Puzzle { init(...) }` read before `typealias Puzzle = Three<...>`: the
        // members are the aliased type's.
        if let type = aliasedType(alias.name.text) { adoptEarlierExtensions(of: type, named: alias.name.text) }
    }

    /// Extensions of aliases read before the type they name (`extension Puzzle` and
    /// `typealias Puzzle = Three<...>` read before `struct Three`): `type` takes their members.
    func adoptAliasExtensions(of type: TypeDefinition) {
        let aliases = bagExtensions.keys.filter { topLevelAliases[$0] != nil }
        guard !aliases.isEmpty else { return }
        for alias in aliases.sorted() where aliasedType(alias) === type {
            adoptEarlierExtensions(of: type, named: alias)
        }
    }

    /// The type of the scene a top-level alias names (`Three` for `typealias Puzzle =
    /// Three<Three<Cube>>`): an extension of the alias extends it.
    func aliasedType(_ name: String) -> TypeDefinition? {
        guard types[name] == nil, let aliased = topLevelAliases[name] else { return nil }
        let target = TypeNames.name(of: aliased)
        return target == name ? nil : types[target]
    }

    /// The protocols an alias names (`UIViewControllerRepresentable` for `typealias
    /// Representable = UIViewControllerRepresentable`, both of `A & B`).
    func aliasedProtocols(_ aliased: TypeSyntax?) -> [String] {
        guard let aliased else { return [] }
        if let composition = aliased.as(CompositionTypeSyntax.self) { return composition.elements.map { TypeNames.name(of: $0.type) } }
        return [TypeNames.name(of: aliased)]
    }

    /// `struct Map: Representable` read before `typealias Representable = ...`: the types
    /// already read that conform to the alias conform to what it names too.
    func conformThroughAlias(_ alias: String, _ aliased: TypeSyntax) {
        var stack = Array(types.values)
        while let type = stack.popLast() {
            if type.conformances.contains(alias) { type.conformances += aliasedProtocols(aliased) }
            stack += type.nestedTypes.values
        }
    }
}
