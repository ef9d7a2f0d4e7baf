import Foundation
import LayoutEngine
import SceneSource
import SwiftEvaluator

/// Lays out a document's scene for the window: the environment the scene is shown in (with the
/// document's screen: its size classes, as `Screen.applyScreen` gives them), the proposal (the
/// document's, so that drags are undoable), and the measurers.
///
/// Trees come from the document's `EvaluationSession` for the selected preview and the
/// environment; a tree is built again only when the evaluation, the preview, the environment
/// or the screen's traits changed (a drag that crosses a size class), so a new proposal
/// reuses it. What a layout reports goes back to the document (`takeDiagnostics`). Not
/// thread-safe: the window's main thread owns it, and the layout itself may run on a
/// background thread (`layoutInBackground`).
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
    /// Whether traced layouts keep the pass's events in order (`LayoutResult.steps`): only
    /// while the window steps through the layout. A drag lays out at every motion event, and
    /// the log of a 500-view scene was a fifth of each layout's instructions.
    public var logsSteps = false {
        didSet { if logsSteps && !oldValue { forgetsAnswersNext = true } }
    }
    /// Set when steps start being logged: the next pass forgets the answers kept from earlier
    /// passes, so that its steps are a whole pass's (as `explain --steps` logs them), not those
    /// of a re-layout that finds most answers kept.
    private var forgetsAnswersNext = false

    private var tree: LayoutTree?
    private var treeKey: TreeKey?
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

    /// The environment a tree is built for: the session's, on the document's screen.
    public var screenEnvironment: EnvironmentValues {
        var environment = environment
        document.screen.applyScreen(to: &environment)
        return environment
    }

    /// What presentation mode's caption says of the screen: the device (or "Custom size"), the
    /// proposal, the size classes the scene sees, Dynamic Type, direction and appearance.
    public var screenCaption: String {
        let device = document.screen.preset ?? "Custom size"
        let direction = layoutDirection == .rightToLeft ? "right to left" : "left to right"
        return "\(device)  \(CanvasLabel.proposal(proposal.proposal))  ·  \(sizeClassDescription)  ·  Dynamic Type \(dynamicTypeSize.name)  ·  \(direction)  ·  \(colorScheme == .dark ? "dark" : "light")"
    }

    /// The size classes the scene sees on the document's screen, in words: "regular width,
    /// compact height" (the caption and the inspector's environment line).
    public var sizeClassDescription: String {
        let screen = screenEnvironment
        return "\(screen.horizontalSizeClass.rawValue) width, \(screen.verticalSizeClass.rawValue) height"
    }

    /// What a tree was built for: a tree is reused only for the same key.
    private struct TreeKey: Equatable {
        var evaluation: ObjectIdentifier
        var preview: Int
        var generation: Int
        var screen: ScreenTraits
        var dynamicTypeSize: DynamicTypeSize
        var layoutDirection: LayoutDirection

        init(_ evaluation: EvaluationSession, preview: Int, generation: Int, environment: EnvironmentValues) {
            self.evaluation = ObjectIdentifier(evaluation)
            self.preview = preview
            self.generation = generation
            screen = environment.screenTraits
            dynamicTypeSize = environment.dynamicTypeSize
            layoutDirection = environment.layoutDirection
        }

        /// True when a layout for `self` is still the scene shown with `other`: the same
        /// evaluation, preview and environment, whatever the screen (an older proposal of a
        /// drag is still worth showing).
        func sameScene(as other: TreeKey) -> Bool {
            evaluation == other.evaluation && preview == other.preview && generation == other.generation
        }
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
        let builds = treeBuildCount
        guard let (evaluation, tree) = currentTree() else { return nil }
        layoutError = nil
        let (proposal, insets, logsSteps) = (proposal.proposal, safeAreaInsets, logsSteps)
        if forgetsAnswersNext {
            forgetsAnswersNext = false
            tree.forgetAnswers()
        }
        let result = LargeStack.run { evaluation.layout(tree, proposal: proposal, safeAreaInsets: insets, tracing: true, loggingSteps: logsSteps) }
        if treeBuildCount != builds { LargeStack.run { evaluation.checkDrawing(result) } }
        document.takeDiagnostics(of: evaluation, layoutWarnings: result.warnings)
        return result
    }

    // MARK: Laying out off the caller's thread

    /// True while a background layout runs (`layoutInBackground`).
    public private(set) var isLayingOut = false
    private var queuedLayout: (deliver: (@escaping () -> Void) -> Void, completion: (LayoutResult?) -> Void)?
    /// The background layout running: what it lays out, and how to stop it.
    private var runningLayout: (cancellation: CancellationToken, key: TreeKey)?
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
            if let running = runningLayout, !(currentKey().map(running.key.sameScene) ?? false) {
                running.cancellation.cancel()
            }
            return
        }
        refreshImageMeasurer()
        guard let evaluation = document.evaluation, let key = currentKey() else {
            layoutError = "the scene has not loaded yet: see the errors in the source"
            return completion(nil)
        }
        isLayingOut = true
        let existing = treeKey == key ? tree : nil
        let (environment, textMeasurer, imageMeasurer, preview) = (screenEnvironment, textMeasurer, imageMeasurer, document.selectedPreview)
        let (proposal, insets, logsSteps) = (proposal.proposal, safeAreaInsets, logsSteps)
        let forgetsAnswers = forgetsAnswersNext
        forgetsAnswersNext = false
        let cancellation = CancellationToken()
        runningLayout = (cancellation, key)
        let thread = Thread { [weak self] in
            let outcome = Result<(LayoutTree, LayoutResult)?, Error> {
                guard let tree = try existing ?? evaluation.makeTree(
                    preview: preview, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer,
                    cancellation: cancellation)
                else { return nil }
                if forgetsAnswers { tree.forgetAnswers() }
                let result = evaluation.layout(tree, proposal: proposal, safeAreaInsets: insets, tracing: true, loggingSteps: logsSteps, cancellation: cancellation)
                // A new tree's shapes are drawn once here, so that their errors reach the
                // diagnostics with the layout's (the canvas draws after they are shown).
                if existing == nil { evaluation.checkDrawing(result, cancellation: cancellation) }
                return (tree, result)
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
                    if existing != nil, self.treeKey == key { self.tree = nil }
                case .success(let (built, result)?):
                    // Kept for the next pass unless the scene or the environment changed meanwhile.
                    if existing == nil, self.currentKey() == key {
                        self.tree = built
                        self.treeKey = key
                        self.treeBuildCount += 1
                    }
                    self.layoutError = nil
                    self.document.takeDiagnostics(of: evaluation, layoutWarnings: result.warnings)
                    completion(result)
                case .success(nil):
                    self.layoutError = "the scene has no view to show: see the errors in the source"
                    self.document.takeDiagnostics(of: evaluation)
                    completion(nil)
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

    /// The key of the tree the document's scene needs now; nil before a scene loaded.
    private func currentKey() -> TreeKey? {
        document.evaluation.map { TreeKey($0, preview: document.selectedPreview, generation: environmentGeneration, environment: screenEnvironment) }
    }

    /// A new image measurer (and tree) when the document was saved elsewhere: images are found
    /// beside its file.
    private func refreshImageMeasurer() {
        guard imageMeasurerPath != document.filePath else { return }
        imageMeasurer = makeImageMeasurer(document.filePath)
        imageMeasurerPath = document.filePath
        tree = nil
    }

    /// Trees for variants (`layout(_ variant:)`), by what they were built for: a drag re-lays
    /// them out without building them again; a change of the session's environment or of the
    /// scene forgets them.
    private var variantTrees: [(key: TreeKey, tree: LayoutTree)] = []

    /// The document's scene laid out as `variant` says (its environment and screen), not
    /// traced; nil when there is no root or the tree cannot be built.
    public func layout(_ variant: Variant) -> LayoutResult? {
        refreshImageMeasurer()
        guard let evaluation = document.evaluation else { return nil }
        var environment = variant.environment
        variant.screen.applyScreen(to: &environment)
        let key = TreeKey(evaluation, preview: document.selectedPreview, generation: environmentGeneration, environment: environment)
        variantTrees.removeAll { !$0.key.sameScene(as: key) }
        let tree: LayoutTree
        if let kept = variantTrees.first(where: { $0.key == key })?.tree {
            tree = kept
        } else {
            let (textMeasurer, imageMeasurer, preview) = (textMeasurer, imageMeasurer, document.selectedPreview)
            guard let built = try? LargeStack.run({
                Result { try evaluation.makeTree(preview: preview, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer) }
            }).get() ?? nil else { return nil }
            variantTrees.append((key, built))
            tree = built
        }
        let (proposal, insets) = (variant.screen.proposal.proposal, variant.screen.safeArea)
        let result = LargeStack.run { evaluation.layout(tree, proposal: proposal, safeAreaInsets: insets) }
        document.takeDiagnostics(of: evaluation, layoutWarnings: result.warnings)
        return result
    }

    /// Preview `index` of the document's scene laid out, traced, on the document's screen (or
    /// at the size the preview asks for): one picture of "Export All Previews". Built from the
    /// same evaluation; nothing is read again.
    public func layout(preview index: Int) -> LayoutResult? {
        refreshImageMeasurer()
        guard let evaluation = document.evaluation else { return nil }
        _ = LargeStack.run { evaluation.root(preview: index) }
        let screen = evaluation.preview(index).flatMap(PlaygroundDocument.proposal(for:)).map(document.screen.resized(to:)) ?? document.screen
        var environment = environment
        screen.applyScreen(to: &environment)
        let (textMeasurer, imageMeasurer) = (textMeasurer, imageMeasurer)
        guard let tree = try? LargeStack.run({
            Result { try evaluation.makeTree(preview: index, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer) }
        }).get() ?? nil else { return nil }
        let (proposal, insets, logsSteps) = (screen.proposal.proposal, screen.safeArea, logsSteps)
        let result = LargeStack.run { evaluation.layout(tree, proposal: proposal, safeAreaInsets: insets, tracing: true, loggingSteps: logsSteps) }
        document.takeDiagnostics(of: evaluation, layoutWarnings: result.warnings)
        return result
    }

    private func currentTree() -> (EvaluationSession, LayoutTree)? {
        refreshImageMeasurer()
        guard let evaluation = document.evaluation, let key = currentKey() else {
            layoutError = "the scene has not loaded yet: see the errors in the source"
            return nil
        }
        if let tree, treeKey == key { return (evaluation, tree) }
        do {
            let (environment, textMeasurer, imageMeasurer, preview) = (screenEnvironment, textMeasurer, imageMeasurer, document.selectedPreview)
            let outcome = LargeStack.run {
                Result { try evaluation.makeTree(preview: preview, environment: environment, textMeasurer: textMeasurer, imageMeasurer: imageMeasurer) }
            }
            guard let built = try outcome.get() else {
                layoutError = "the scene has no view to show: see the errors in the source"
                document.takeDiagnostics(of: evaluation)
                tree = nil
                return nil
            }
            tree = built
            treeKey = key
            treeBuildCount += 1
            return (evaluation, built)
        } catch {
            layoutError = "\(error)"
            tree = nil
            return nil
        }
    }
}
