import LayoutEngine

/// What loading a scene produced: its source model, its view tree, and what went wrong.
public struct SceneLoadResult {
    /// The source model of the first file (for the tree editor); nil only when nothing could be
    /// read.
    public var scene: Scene?
    /// The view tree to lay out; nil when an error prevents layout (a syntax error, no root, a
    /// runtime error in the root itself). A runtime error inside a view's body leaves a
    /// placeholder for that view and an error diagnostic, and the rest lays out.
    public var root: ViewNode?
    /// Errors, warnings and notes in the order they were found.
    public var diagnostics: [Diagnostic]
    /// The scene's previews (`#Preview("Name")`, `PreviewProvider`), in source order; the root
    /// is the first one's.
    public var previews: [ScenePreview]
    /// Loading laid the scene out once to report the errors of scene code that runs during
    /// layout (`LayoutCheck`); false when no such code exists.
    public internal(set) var wasLaidOutToCheck = false

    public init(scene: Scene?, root: ViewNode?, diagnostics: [Diagnostic], previews: [ScenePreview] = []) {
        self.scene = scene
        self.root = root
        self.diagnostics = diagnostics
        self.previews = previews
    }

    /// True when any diagnostic is an error (layout may still have happened; see `root`).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// True when the scene cannot be laid out at all.
    public var preventsLayout: Bool { root == nil }
}

/// A preview a scene declares: its name and what it asks for (a fixed size, size-that-fits,
/// a device orientation).
public struct ScenePreview: Hashable, Sendable {
    public enum Layout: Hashable, Sendable {
        case device
        case sizeThatFits
        case fixed(width: Double, height: Double)
    }

    public var name: String
    public var layout: Layout
    public var isLandscape: Bool
    public var location: SourceLocation

    public init(name: String, layout: Layout = .device, isLandscape: Bool = false, location: SourceLocation) {
        self.name = name
        self.layout = layout
        self.isLandscape = isLandscape
        self.location = location
    }
}
