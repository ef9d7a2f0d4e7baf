/// Types of the same name declared by several files of an app: each target of a multi-target
/// app (an iPhone app, its watch app, its widgets) may declare its own `SideBarItem`, and a
/// file sees its own target's (`fileType(_:inFile:)`, Program+WrittenFiles.swift, decides which).
extension Program {
    /// The declaration of the top-level type `name` that the code of `file` sees.
    public func nearestDeclaration(of name: String, forFile file: Int) -> TypeDefinition? {
        fileType(name, inFile: file) ?? types[name]
    }

    /// A type by name as the code at `file` sees it: `nearestDeclaration` for a simple name
    /// several files declare, else `type(named:)`.
    public func type(named name: String, seenFrom file: Int?) -> TypeDefinition? {
        if let file, fileTypes[name] != nil { return nearestDeclaration(of: name, forFile: file) }
        return type(named: name)
    }
}
