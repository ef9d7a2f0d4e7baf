extension Evaluator {
    /// `_name` of an `@Observable` class's stored property `name` without a wrapper: the
    /// storage the macro gives it (`self._selectedIcon = icon` in its initializer), which is
    /// the property itself. Nil for other names, and for a property wrapper's `_name`.
    static func observationStorage(_ name: String, of type: TypeDefinition) -> String? {
        guard name.hasPrefix("_"), name.count > 1, type.kind == .class else { return nil }
        let property = String(name.dropFirst())
        guard let declared = type.storedProperty(named: property), declared.wrapper == nil else { return nil }
        return property
    }
}
