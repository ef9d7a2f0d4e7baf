import LayoutEngine

/// A `View` type a scene (a file, or a whole app folder) declares: what `--view NAME`, `list`
/// and the window's navigator offer besides the previews.
public struct SceneView: Hashable, Sendable {
    /// The type's name as written where it is used from outside: `ProfileView`, or
    /// `Settings.Row` for a type nested in another.
    public var name: String
    /// Where it is declared (its `struct`, `class` or `enum` keyword).
    public var location: SourceLocation
    /// True when the view has no initializer callable without arguments: the playground makes
    /// it with sample arguments (`SampleArguments`).
    public var needsArguments: Bool
    /// True when an earlier file declares a type of the same name at the top level: Swift
    /// would refuse the two in one module; the playground lists both, uses the first by name,
    /// and makes this one when chosen by its file (`FILE:Name`).
    public var isShadowed: Bool

    /// The simple name: the last component of `name`.
    public var simpleName: String { name.split(separator: ".").last.map(String.init) ?? name }

    /// True when `query` names this view: its name, its simple name, or `FILE:Name` with FILE
    /// the end of its file's path (`Views/Row.swift:Row`, `Row.swift:Settings.Row`).
    public func isNamed(_ query: String) -> Bool {
        if let colon = query.lastIndex(of: ":") {
            let file = String(query[..<colon]), rest = String(query[query.index(after: colon)...])
            guard location.file == file || location.file.hasSuffix("/" + file) else { return false }
            return rest == name || rest == simpleName
        }
        return query == name || query == simpleName
    }

    /// The views of `views` that `query` names: an exact match of the qualified name wins over
    /// simple-name matches (`Row` when both `Row` and `Settings.Row` exist is the first).
    public static func matching(_ query: String, in views: [SceneView]) -> [SceneView] {
        let exact = views.filter { $0.name == query && !$0.isShadowed }
        if exact.count == 1, !views.contains(where: { $0.name == query && $0.isShadowed }) { return exact }
        return views.filter { $0.isNamed(query) }
    }

    /// The view `query` most likely misspells (`ProfileVeiw`), by the stand-ins' rule
    /// (`StandIns.misspelling`); nil when none is that close.
    public static func misspelling(of query: String, among views: [SceneView]) -> String? {
        StandIns.misspelling(of: query, among: views.map(\.simpleName))
    }
}
