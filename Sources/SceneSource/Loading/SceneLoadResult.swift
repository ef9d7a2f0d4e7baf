import LayoutEngine

/// What loading a scene produced: its source model, its view tree, and what went wrong.
public struct SceneLoadResult {
    /// The source model; nil only when nothing could be read.
    public var scene: Scene?
    /// The view tree to lay out; nil when an error prevents layout (any `.error` diagnostic).
    public var root: ViewNode?
    /// Errors, warnings and notes in the order they were found.
    public var diagnostics: [Diagnostic]

    public init(scene: Scene?, root: ViewNode?, diagnostics: [Diagnostic]) {
        self.scene = scene
        self.root = root
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
