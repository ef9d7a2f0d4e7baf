/// Code the playground writes for a file of the scene (a view's sample arguments) reads names
/// as that file does.
extension Program {
    /// Makes the code of file `reader` read every name several files declare as file `file`
    /// reads it: `ContentView(...)` written for the `ContentView` of a second target (a watch
    /// app's, declared again under the same name) makes that one, and the `Project` among its
    /// arguments is that target's `Project`.
    public func readNames(of reader: Int, asIn file: Int) {
        for (name, byFile) in fileTypes {
            // The first declaration is the one every other file reads.
            guard let type = byFile[file] ?? types[name] else { continue }
            fileTypes[name]?[reader] = type
        }
    }
}
