import Foundation
import LayoutEngine
import SceneSource

/// Lays out a document's current view tree for the window: the environment the scene is shown
/// in, the proposal (the document's, so that drags are undoable), and the measurers.
///
/// The `LayoutTree` is built again only when the document's root or the environment changed;
/// a new proposal reuses it. Not thread-safe: the window's main thread owns it, and the
/// layout itself may run on a background thread (`layoutInBackground`).
public final class LayoutSession {
    public let document: PlaygroundDocument
    /// The environment at the root. Changing it rebuilds the tree at the next `layout()`.
    public var environment = EnvironmentValues() {
        didSet {
            tree = nil
            environmentGeneration += 1
        }
    }
    /// Counts environment changes, so a background layout knows whether its tree still fits.
    private var environmentGeneration = 0
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

    /// The measurers are passed in (the model links neither Pango nor Cairo): the window's are
    /// Pango's and the asset catalogue's (`AssetImageMeasurer`), made for the document's file
    /// and again whenever it is saved elsewhere; `imageMeasurer` defaults to sizes without
    /// image files (`DefaultImageMeasurer`).
    public init(
        document: PlaygroundDocument, textMeasurer: TextMeasuring,
        imageMeasurer: ((String?) -> ImageMeasuring)? = nil
    ) {
        self.document = document
        self.textMeasurer = textMeasurer
        let make = imageMeasurer ?? { _ in DefaultImageMeasurer() }
        makeImageMeasurer = make
        self.imageMeasurer = make(document.filePath)
        imageMeasurerPath = document.filePath
    }

    /// A session for `document` with this one's measurers and environment (a preview of the
    /// same scene laid out on the side).
    public func session(for document: PlaygroundDocument) -> LayoutSession {
        let session = LayoutSession(document: document, textMeasurer: textMeasurer, imageMeasurer: makeImageMeasurer)
        session.environment = environment
        return session
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

    /// The safe area of the document's screen (a device preset's); zero for a custom size.
    /// Changing it needs no new tree, only a new pass.
    public var safeAreaInsets: EdgeInsets { document.screen.safeArea }

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

    // MARK: Laying out off the caller's thread

    /// True while a background layout runs (`layoutInBackground`).
    public private(set) var isLayingOut = false
    private var queuedLayout: (deliver: (@escaping () -> Void) -> Void, completion: (LayoutResult?) -> Void)?
    /// The background layout running: what it lays out, and how to stop it.
    private var runningLayout: (cancellation: LayoutCancellation, rootID: ObjectIdentifier, generation: Int)?
    /// Background layouts stopped because their scene or environment was replaced meanwhile.
    public private(set) var cancelledLayoutCount = 0

    /// Stops the background layout running, if any: it delivers nothing (the session is being
    /// replaced). A waiting request is dropped too.
    public func cancelBackgroundLayout() {
        queuedLayout = nil
        runningLayout?.cancellation.cancel()
    }

    /// Lays out as `layout()` does, but on a background large-stack thread, so the caller (the
    /// window's main loop) never waits for a scene's bodies and `Layout` methods. One layout
    /// runs at a time: a request while one runs replaces any request already waiting, and runs
    /// when it finishes, with the proposal and environment as they are then. `deliver` must run
    /// its closure on the caller's thread; `completion` gets the result there.
    ///
    /// A running layout whose scene (a new text was read) or environment (Dynamic Type, the
    /// appearance, a device) was replaced meanwhile is cancelled: its bodies, `Layout` methods
    /// and pass stop at their next check, it delivers nothing, and the waiting request runs.
    /// One for an older proposal finishes, so a drag keeps showing layouts as it goes.
    ///
    /// The text measurer must not be one the caller draws with meanwhile (Pango contexts are
    /// not shared between threads): the window gives the session a measurer of its own.
    public func layoutInBackground(deliver: @escaping (@escaping () -> Void) -> Void, completion: @escaping (LayoutResult?) -> Void) {
        if isLayingOut {
            queuedLayout = (deliver, completion)
            if let running = runningLayout,
               running.rootID != document.root.map(ObjectIdentifier.init) || running.generation != environmentGeneration {
                running.cancellation.cancel()
            }
            return
        }
        refreshImageMeasurer()
        guard let root = document.root else {
            layoutError = "the scene has not loaded yet: see the errors in the source"
            return completion(nil)
        }
        isLayingOut = true
        let rootID = ObjectIdentifier(root)
        let generation = environmentGeneration
        let existing = treeRoot == rootID ? tree : nil
        let (environment, textMeasurer, imageMeasurer) = (environment, textMeasurer, imageMeasurer)
        let (proposal, insets) = (proposal.proposal, safeAreaInsets)
        let cancellation = LayoutCancellation()
        runningLayout = (cancellation, rootID, generation)
        let thread = Thread { [weak self] in
            let outcome = cancellation.run {
                Result<(LayoutTree, LayoutResult), Error> {
                    let tree = try existing ?? LayoutTree(root: root, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer)
                    return (tree, tree.layout(proposal: proposal, safeAreaInsets: insets, tracing: true, cancellation: cancellation))
                }
            }
            deliver {
                guard let self else { return }
                self.isLayingOut = false
                self.runningLayout = nil
                switch outcome {
                case _ where cancellation.isCancelled:
                    // Superseded: nothing is shown or kept (a tree built while cancelled may hold
                    // bodies that stopped half way).
                    self.cancelledLayoutCount += 1
                    if existing != nil, self.treeRoot == rootID { self.tree = nil }
                case .success(let (built, result)):
                    // Kept for the next pass unless the root or the environment changed meanwhile.
                    if existing == nil, self.document.root.map(ObjectIdentifier.init) == rootID, self.environmentGeneration == generation {
                        self.tree = built
                        self.treeRoot = rootID
                        self.treeBuildCount += 1
                    }
                    self.layoutError = nil
                    completion(result)
                case .failure(let error):
                    self.layoutError = "\(error)"
                    completion(nil)
                }
                if let next = self.queuedLayout {
                    self.queuedLayout = nil
                    self.layoutInBackground(deliver: next.deliver, completion: next.completion)
                }
            }
        }
        thread.stackSize = LargeStack.size
        thread.start()
    }

    /// A new image measurer (and tree) when the document was saved elsewhere: images are found
    /// beside its file.
    private func refreshImageMeasurer() {
        guard imageMeasurerPath != document.filePath else { return }
        imageMeasurer = makeImageMeasurer(document.filePath)
        imageMeasurerPath = document.filePath
        tree = nil
    }

    /// Trees for variants (`layout(_ variant:)`), by environment, for the root they were built
    /// from: a drag re-lays them out without building them again.
    private var variantTrees: [(root: ObjectIdentifier, key: VariantKey, tree: LayoutTree)] = []
    /// What variants change in the environment (`Variant.variants`), all else being the
    /// session's; a change of the session's environment forgets the trees.
    private struct VariantKey: Equatable {
        var dynamicTypeSize: DynamicTypeSize
        var layoutDirection: LayoutDirection
        var generation: Int
    }

    /// The document's last good root laid out as `variant` says (its environment and screen),
    /// not traced; nil when there is no root or the tree cannot be built.
    public func layout(_ variant: Variant) -> LayoutResult? {
        refreshImageMeasurer()
        guard let root = document.root else { return nil }
        let rootID = ObjectIdentifier(root)
        variantTrees.removeAll { $0.root != rootID || $0.key.generation != environmentGeneration }
        let key = VariantKey(dynamicTypeSize: variant.environment.dynamicTypeSize, layoutDirection: variant.environment.layoutDirection,
                             generation: environmentGeneration)
        let tree: LayoutTree
        if let kept = variantTrees.first(where: { $0.key == key })?.tree {
            tree = kept
        } else {
            let (textMeasurer, imageMeasurer) = (textMeasurer, imageMeasurer)
            guard let built = try? LargeStack.run({
                Result { try LayoutTree(root: root, environment: variant.environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer) }
            }).get() else { return nil }
            variantTrees.append((rootID, key, built))
            tree = built
        }
        let (proposal, insets) = (variant.screen.proposal.proposal, variant.screen.safeArea)
        return LargeStack.run { tree.layout(proposal: proposal, safeAreaInsets: insets, tracing: false) }
    }

    private func currentTree() -> LayoutTree? {
        refreshImageMeasurer()
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
