/// Finding a declared type by the name code writes: plain, nested in the type the code is in,
/// or dotted (`Recipe.Difficulty`).
extension Program {
    /// Looks a type up by a (possibly dotted) name, starting from `context`'s nested types.
    public func type(named name: String, from context: TypeDefinition? = nil) -> TypeDefinition? {
        // A simple name (nearly every lookup) without splitting it into a path.
        if !name.utf8.contains(UInt8(ascii: ".")) {
            for type in context?.enclosingTypes ?? [] {
                if let nested = type.nestedTypes[name] { return nested }
            }
            return types[name] ?? nestedTypesByName[name]
        }
        let path = name.split(separator: ".").map(String.init)
        guard let first = path.first else { return nil }
        var start: TypeDefinition?
        for type in context?.enclosingTypes ?? [] {
            if type.name == first && path.count > 1 { start = type; break }
            if let nested = type.nestedTypes[first] { start = nested; break }
        }
        if start == nil { start = types[first] }
        if start == nil, path.count == 1 { start = nestedTypesByName[first] }
        // `Logger.Category` for `extension Logger { enum Category { ... } }`: a type the scene
        // declares inside its extension of an SDK type (never the extension itself).
        if start == nil, path.count > 1, let bag = hostExtensions[first] {
            var found: TypeDefinition? = bag
            for component in path.dropFirst() { found = found?.nestedTypes[component] }
            return found?.kind == .hostExtension ? nil : found
        }
        for component in path.dropFirst() { start = start?.nestedTypes[component] }
        return start
    }

    /// Nested types by their simple name, when the name is unique (`Recipe.Difficulty` as
    /// `Difficulty`): implicit members resolve from a declared type written without its outer
    /// type.
    public var nestedTypesByName: [String: TypeDefinition] {
        if let cached = nestedCache { return cached }
        var found: [String: TypeDefinition] = [:]
        var ambiguous: Set<String> = []
        // Types nested in extensions of types the program does not declare count too
        // (`extension StatusEditor { struct MainView }` in a file of a larger app).
        var stack = Array(types.values) + Array(hostExtensions.values)
        while let type = stack.popLast() {
            for nested in type.nestedTypes.values {
                if found[nested.name] != nil { ambiguous.insert(nested.name) } else { found[nested.name] = nested }
                stack.append(nested)
            }
        }
        for name in ambiguous { found[name] = nil }
        nestedCache = found
        return found
    }
}
