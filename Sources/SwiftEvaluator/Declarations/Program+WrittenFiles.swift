/// Which declaration code reads where several files of an app declare a type under one name:
/// its own file's; else the one of the nearest folder, as the app's targets are folders (a
/// macOS, an iOS and a watch target, each with its own `ContentView` and `SectionsListView`);
/// code the playground writes for a file (a view's sample arguments) reads as that file.
extension Program {
    /// Makes the code of file `reader` read every name several files declare as file `file`
    /// reads it: `ContentView(...)` written for the `ContentView` of a second target makes
    /// that one, and the `Project` among its arguments is that target's `Project`.
    public func readNames(of reader: Int, asIn file: Int) {
        readsNamesAs[reader] = file
        for name in fileTypeCache.keys { fileTypeCache[name]?[reader] = nil }
    }

    /// The declaration of `name` that code in file `file` reads, when several files declare
    /// one (nil otherwise): the file's own, else the one whose file shares the longest run of
    /// leading folders with it; on a tie the first declared outside another platform's
    /// folders (the playground evaluates an iOS build), else the first.
    public func fileType(_ name: String, inFile file: Int) -> TypeDefinition? {
        guard let byFile = fileTypes[name] else { return nil }
        if let cached = fileTypeCache[name]?[file] { return cached }
        let reader = readsNamesAs[file] ?? file
        var found = byFile[reader]
        if found == nil, files.indices.contains(reader) {
            let folders = Self.folders(of: files[reader].name)
            var best = (shared: -1, isOtherPlatform: true)
            for declaring in byFile.keys.sorted() where files.indices.contains(declaring) {
                let theirs = Self.folders(of: files[declaring].name)
                let shared = zip(folders, theirs).prefix { $0 == $1 }.count
                let isOtherPlatform = Self.isOtherPlatform(theirs.dropFirst(shared))
                if shared > best.shared || (shared == best.shared && best.isOtherPlatform && !isOtherPlatform) {
                    best = (shared, isOtherPlatform)
                    found = byFile[declaring]
                }
            }
        }
        let type = found ?? types[name]
        if let type { fileTypeCache[name, default: [:]][file] = type }
        return type
    }

    /// True when a folder names a target of another platform than the playground's iOS (`Foo
    /// Watch App`, `macOS`, `tvOS`): on a tie, a declaration outside such folders is read.
    private static func isOtherPlatform(_ folders: ArraySlice<Substring>) -> Bool {
        folders.contains { folder in
            let lower = folder.lowercased()
            let words = lower.split(whereSeparator: { !$0.isLetter })
            // A watch, Mac, TV or visionOS target, or a host app's extension (widgets, a clip).
            return ["watch", "macos", "tvos", "visionos", "osx"].contains { lower.contains($0) }
                || ["tv", "widget", "widgets", "extension", "clip"].contains { word in words.contains { $0 == word } || lower.hasSuffix(word) && word.count > 4 }
        }
    }

    /// The folders of a file's path, outermost first (`App/Watch/Row.swift` → `App`, `Watch`).
    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }
}
