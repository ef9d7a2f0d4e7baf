import LayoutEngine

/// What loading a scene produced: the session that evaluated it, its source model, the root of
/// the preview asked for, and what went wrong so far.
public struct SceneLoadResult {
    /// The scene, evaluated: more roots, trees and layouts come from it, and what they report
    /// joins its `diagnostics`.
    public let session: EvaluationSession
    /// The source model of the first file (for the tree editor); nil only when nothing could be
    /// read.
    public var scene: Scene? { session.scene }
    /// The view tree to lay out; nil when an error prevents layout (a syntax error, no root, a
    /// runtime error in the root itself). A runtime error inside a view's body leaves a
    /// placeholder for that view and an error diagnostic when the tree is built, and the rest
    /// lays out.
    public let root: ViewNode?
    /// Errors, warnings and notes in the order they were found while loading (later passes add
    /// to `session.diagnostics`).
    public let diagnostics: [Diagnostic]
    /// The scene's previews (`#Preview("Name")`, `PreviewProvider`), in source order, with the
    /// chosen one's traits as its view declares them.
    public var previews: [ScenePreview] { session.previews }
    /// The preview the root is (an index into `previews`).
    public let preview: Int

    init(session: EvaluationSession, root: ViewNode?, preview: Int) {
        self.session = session
        self.root = root
        self.preview = preview
        diagnostics = session.diagnostics
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

    /// The screen a preview is shown on when nothing else is chosen: an iPhone 15's, 393 x 852.
    public static let defaultScreen = Size(width: 393, height: 852)

    /// What the preview asks to be proposed, the one rule every caller uses: nil x nil for
    /// `.sizeThatFitsLayout`, its size for `.fixedLayout`, the default screen turned for
    /// `.landscapeLeft`/`.landscapeRight` (852 x 393); nil when it asks for the device as it
    /// is (the caller's screen, or `defaultScreen`).
    public var proposal: ProposedViewSize? {
        switch layout {
        case .sizeThatFits: return ProposedViewSize(width: nil, height: nil)
        case .fixed(let width, let height): return ProposedViewSize(width: width, height: height)
        case .device:
            let screen = Self.defaultScreen
            return isLandscape ? ProposedViewSize(width: screen.height, height: screen.width) : nil
        }
    }
}
