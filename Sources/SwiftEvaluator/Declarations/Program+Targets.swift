/// Types of the same name declared by several files of an app: each target of a multi-target
/// app (an iPhone app, its watch app, its widgets) may declare its own `SideBarItem`, and a
/// file sees its own target's.
extension Program {
    /// The declaration of the top-level type `name` that the code of `file` sees: its own file's;
    /// else the one whose path shares the most folders with `file`'s (its target's folder); among
    /// equally near ones, one outside another platform's target (a folder naming a watch, TV,
    /// widget or extension target that `file`'s path does not name), else the first declared.
    public func nearestDeclaration(of name: String, forFile file: Int) -> TypeDefinition? {
        guard let byFile = fileTypes[name] else { return types[name] }
        if let own = byFile[file] { return own }
        guard files.indices.contains(file) else { return types[name] }
        let path = Self.folders(of: files[file].name)
        var candidates: [TypeDefinition] = types[name].map { [$0] } ?? []
        for index in byFile.keys.sorted() where !candidates.contains(where: { $0 === byFile[index] }) {
            if let type = byFile[index] { candidates.append(type) }
        }
        var best: (type: TypeDefinition, shared: Int, foreign: Bool)?
        for candidate in candidates {
            guard let declaredIn = candidate.position?.file, files.indices.contains(declaredIn) else { continue }
            let folders = Self.folders(of: files[declaredIn].name)
            let shared = zip(path, folders).prefix { $0 == $1 }.count
            let foreign = folders.dropFirst(shared).contains { folder in
                Self.isOtherPlatformFolder(folder) && !path.contains(where: Self.isOtherPlatformFolder)
            }
            if let current = best {
                if shared < current.shared || shared == current.shared && (foreign || !current.foreign) { continue }
            }
            best = (candidate, shared, foreign)
        }
        return best?.type ?? types[name]
    }

    /// A type by name as the code at `file` sees it: `nearestDeclaration` for a simple name
    /// several files declare, else `type(named:)`.
    public func type(named name: String, seenFrom file: Int?) -> TypeDefinition? {
        if let file, fileTypes[name] != nil { return nearestDeclaration(of: name, forFile: file) }
        return type(named: name)
    }

    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    /// A folder of a target for another platform or a host app's extension: `PomPadDo.watch
    /// Watch App`, `WidgetExtension`, `MyApp TV`.
    private static func isOtherPlatformFolder(_ folder: Substring) -> Bool {
        let lower = folder.lowercased()
        let words = lower.split(whereSeparator: { !$0.isLetter })
        return ["watch", "watchos", "tv", "tvos", "widget", "widgets", "extension", "clip", "visionos", "macos", "mac"].contains { word in
            words.contains { $0 == word } || lower.hasSuffix(word) && word.count > 4
        }
    }
}
