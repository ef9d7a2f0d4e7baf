import LayoutEngine
import Rendering

/// Lays out a document's current view tree for the window: the environment the scene is shown
/// in, the proposal (the document's, so that drags are undoable), and the measurers.
///
/// The `LayoutTree` is built again only when the document's root or the environment changed;
/// a new proposal reuses it. Not thread-safe: the window's main thread owns it.
public final class LayoutSession {
    public let document: PlaygroundDocument
    /// The environment at the root. Changing it rebuilds the tree at the next `layout()`.
    public var environment = EnvironmentValues() {
        didSet { tree = nil }
    }
    public let textMeasurer: TextMeasuring
    /// Finds `Image("name")` beside the document's file; replaced when the file moves.
    public private(set) var imageMeasurer: ImageMeasuring
    /// Why the last `layout()` returned nil: the scene never loaded, or it is too deep.
    public private(set) var layoutError: String?
    /// How many times a `LayoutTree` was built, for tests of the rebuilding rule.
    public private(set) var treeBuildCount = 0

    private var tree: LayoutTree?
    private var treeRoot: ObjectIdentifier?
    private var imageMeasurerPath: String?
    private let makeImageMeasurer: (String?) -> ImageMeasuring

    /// `textMeasurer` defaults to Pango (Inter); `imageMeasurer` to an `AssetImageMeasurer`
    /// for the document's file, made again whenever the document is saved elsewhere.
    public init(
        document: PlaygroundDocument, textMeasurer: TextMeasuring = PangoTextMeasurer(),
        imageMeasurer: ((String?) -> ImageMeasuring)? = nil
    ) {
        self.document = document
        self.textMeasurer = textMeasurer
        let make = imageMeasurer ?? { path in AssetImageMeasurer(sceneFile: path ?? "./Untitled.swift") }
        makeImageMeasurer = make
        self.imageMeasurer = make(document.filePath)
        imageMeasurerPath = document.filePath
    }

    public var dynamicTypeSize: DynamicTypeSize {
        get { environment.dynamicTypeSize }
        set { environment.dynamicTypeSize = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { environment.layoutDirection }
        set { environment.layoutDirection = newValue }
    }

    public var colorScheme: EnvironmentValues.ColorScheme {
        get { environment.colorScheme }
        set { environment.colorScheme = newValue }
    }

    /// The document's proposal; setting it records no undo step.
    public var proposal: ProposalState {
        get { document.proposal }
        set { document.proposal = newValue }
    }

    /// The safe area of the screen shown (a device preset's); zero for a plain proposal.
    /// Changing it needs no new tree, only a new pass.
    public var safeAreaInsets = EdgeInsets()

    /// Ctrl+Plus (+1) and Ctrl+Minus (-1): the next Dynamic Type size, clamped to xSmall ...
    /// accessibility5. Returns whether the size changed.
    @discardableResult
    public func stepDynamicType(by steps: Int) -> Bool {
        let all = DynamicTypeSize.allCases
        let index = min(max(dynamicTypeSize.rawValue + steps, 0), all.count - 1)
        guard all[index] != dynamicTypeSize else { return false }
        dynamicTypeSize = all[index]
        return true
    }

    /// The document's last good root laid out at the proposal, traced; nil (with
    /// `layoutError`) when there is no root or the tree is too deep.
    public func layout() -> LayoutResult? {
        guard let tree = currentTree() else { return nil }
        layoutError = nil
        let (proposal, insets) = (proposal.proposal, safeAreaInsets)
        return LargeStack.run { tree.layout(proposal: proposal, safeAreaInsets: insets, tracing: true) }
    }

    private func currentTree() -> LayoutTree? {
        if imageMeasurerPath != document.filePath {
            imageMeasurer = makeImageMeasurer(document.filePath)
            imageMeasurerPath = document.filePath
            tree = nil
        }
        guard let root = document.root else {
            layoutError = "the scene has not loaded yet: see the errors in the source"
            return nil
        }
        if let tree, treeRoot == ObjectIdentifier(root) { return tree }
        do {
            let (environment, textMeasurer, imageMeasurer) = (environment, textMeasurer, imageMeasurer)
            let outcome = LargeStack.run {
                Result { try LayoutTree(root: root, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer) }
            }
            let built = try outcome.get()
            tree = built
            treeRoot = ObjectIdentifier(root)
            treeBuildCount += 1
            return built
        } catch {
            layoutError = "\(error)"
            tree = nil
            return nil
        }
    }
}
