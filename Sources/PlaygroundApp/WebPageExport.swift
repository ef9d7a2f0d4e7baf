import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// The window's scene as the self-contained web page `layout-playground export SCENE --html`
/// writes (`WebPage`, issue 34): the widths from the scene's narrowest to the screen's, large
/// and the Dynamic Type sizes where the scene changes, light and dark. The scene is read again
/// from the document's text into an evaluation of its own, with a text measurer of its own,
/// so that the work runs on a thread of its own while the window lays out and draws; a scene
/// whose layout changes its own state (`passCount > 1`) is read again for each width, as the
/// command does, so that every stop is what `layout` gives there.
///
/// `layout-playground export` makes its page here too, from files and options (`widths` and
/// `sizes` when given, `isEmbedded` for `--embed`): one set of steps for both.
public struct WebPageExport: @unchecked Sendable {
    /// The scene's files, the edited one first, as the document has them now.
    var files: [(name: String, source: String)]
    var strict: Bool
    var preview: Int
    /// The window's environment on its screen (direction, screen, size classes); each state
    /// sets its Dynamic Type size and colour scheme.
    var environment: EnvironmentValues
    var screen: Screen
    var title: String
    /// The scene's file, where its images are found.
    var sceneFile: String?
    /// The grid an `AnchoredPosition` scene's anchor is laid out on, in points (the command's
    /// `--anchor-step` default).
    var anchorStep = 40.0
    /// The widths, or nil for the scene's narrowest to the screen's.
    var widths: ClosedRange<Int>?
    /// The Dynamic Type sizes, or nil for large and the sizes where the scene changes.
    var sizes: [DynamicTypeSize]?
    /// A fragment to paste into a post (`WebPage.isEmbedded`).
    var isEmbedded = false

    public init(
        files: [(name: String, source: String)], strict: Bool, preview: Int, environment: EnvironmentValues, screen: Screen, title: String,
        sceneFile: String?, anchorStep: Double = 40, widths: ClosedRange<Int>? = nil, sizes: [DynamicTypeSize]? = nil, isEmbedded: Bool = false
    ) {
        self.files = files
        self.strict = strict
        self.preview = preview
        self.environment = environment
        self.screen = screen
        self.title = title
        self.sceneFile = sceneFile
        self.anchorStep = anchorStep
        self.widths = widths
        self.sizes = sizes
        self.isEmbedded = isEmbedded
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// What the export's own reading of the scene reported (the error at the scene's line
        /// that left it without a view), for the command to print before the failure.
        public var diagnostics: [Diagnostic] = []
    }

    /// What was written: the page and what it holds.
    public struct Page {
        public var html: String
        public var widths: ClosedRange<Int>
        public var sizes: [DynamicTypeSize]
        /// The text measurer's families (which font measured the text).
        public var fonts: FontFamilies
        /// What the export left out to stay within its limits (`ExportReadingBudget`).
        public var warnings: [String] = []
        /// What the scene reported while the page was made (its bodies' warnings, a gradient
        /// past its stops), for the command to print what loading did not.
        public var diagnostics: [Diagnostic] = []
    }

    /// The most widths a page holds (a layout each, per size and appearance): `--widths`'
    /// limit, and the default range's (from the root's narrowest to the screen's width).
    public static let maximumWidths = 2_000
    /// The widest and tallest screen a page is made for, in points; the heights laid out for a
    /// scene whose layout depends on the height, at most.
    static let maximumScreenPoints = 100_000
    static let maximumHeightStops = 200
    /// Seconds of the scene's code one export runs, all its evaluations together (scaled by
    /// `LAYOUT_PLAYGROUND_TIME_SCALE`).
    static let maximumEvaluationSeconds = 10
    /// View frames one page holds (views x widths x sizes x appearances), and at one width.
    /// A million frames of a 15,000-view scene took about 10 s of CPU in the release build
    /// (scene 94's 4,000,000 took 40 s, past the 30 s a command may take).
    static let maximumFrames = 1_000_000
    /// Seconds the page's layouts and drawing may take, estimated from the layout at the
    /// widest width (scaled by `LAYOUT_PLAYGROUND_TIME_SCALE`): a scene whose views are few
    /// but slow to lay out keeps its widest widths too.
    static let maximumLayoutSeconds = 15.0
    static let maximumFramesPerWidth = 100_000

    /// How many widths fit in `maximumLayoutSeconds` (scaled) when one layout takes
    /// `oneLayout` seconds and each width has `layoutsPerWidth` of them, each drawn too (about
    /// the layout's time again): at least one.
    static func widthsInTime(oneLayout: Double, layoutsPerWidth: Int) -> Int {
        let perWidth = max(oneLayout, 0) * 2 * Double(max(layoutsPerWidth, 1))
        let budget = seconds(ContinuousClock.now.duration(to: EvaluationSession.deadline(inSeconds: Int(maximumLayoutSeconds))))
        guard perWidth > 0, budget / perWidth < Double(maximumWidths) else { return maximumWidths }
        return max(Int(budget / perWidth), 1)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// `value` rounded to whole points within `range`: a proposal (`--proposal 1e300x800`) or a
    /// root's answer (`.frame(width: .greatestFiniteMagnitude)`) can be any Double, which
    /// `Int(_:)` traps on (scene 27's export ended in SIGILL).
    static func wholePoints(_ value: Double, in range: ClosedRange<Int>) -> Int {
        let rounded = value.rounded()
        guard !rounded.isNaN, rounded > Double(range.lowerBound) else { return range.lowerBound }
        return rounded < Double(range.upperBound) ? Int(rounded) : range.upperBound
    }

    /// Lays the scene out at every stop and writes the page's text. Runs on a large-stack
    /// thread (scenes are evaluated recursively).
    public func page() throws -> Page {
        let measurer = PangoTextMeasurer()
        let imageMeasurer = AssetImageMeasurer(sceneFile: sceneFile ?? FileManager.default.currentDirectoryPath + "/Untitled.swift")
        // Each reading, tree and layout is an evaluation with a budget of its own; together
        // they stop at the export's deadline (scene 37, 2^30 views, took its 10 s for each of
        // its trees, past 300 s in all).
        let deadline = EvaluationSession.deadline(inSeconds: Self.maximumEvaluationSeconds)
        func load() -> EvaluationSession {
            let session = EvaluationSession(files: files, callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false, strict: strict, oneEvaluation: false)
            session.stopsEvaluating(at: deadline)
            return session
        }
        let evaluation = load()
        guard evaluation.hasRoot else {
            throw Failure(description: "the scene has no view to show: see the errors in the source", diagnostics: evaluation.diagnostics)
        }
        let height = screen.proposal.height.points ?? 852
        let screenWidth = screen.proposal.width.points ?? 393
        let insets = screen.safeArea
        func environment(_ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme) -> EnvironmentValues {
            var environment = self.environment
            environment.dynamicTypeSize = size
            environment.colorScheme = scheme
            return environment
        }
        func makeTree(_ session: EvaluationSession, _ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme) throws -> LayoutTree {
            guard let tree = try session.makeTree(preview: preview, environment: environment(size, scheme), textMeasurer: measurer, imageMeasurer: imageMeasurer)
            else {
                if ContinuousClock.now > deadline {
                    throw Failure(
                        description: "the export ran the scene's code for more than \(Self.maximumEvaluationSeconds) s in all (its trees for each size and appearance, its layouts); the page is not written",
                        diagnostics: session.diagnostics)
                }
                throw Failure(description: "the scene has no view to show: see the errors in the source", diagnostics: session.diagnostics)
            }
            return tree
        }
        var trees: [String: LayoutTree] = [:]
        func tree(_ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme) throws -> LayoutTree {
            let key = "\(size.name)/\(scheme)"
            if let made = trees[key] { return made }
            let made = try makeTree(evaluation, size, scheme)
            trees[key] = made
            return made
        }
        func layout(_ tree: LayoutTree, width: Double) -> LayoutResult {
            evaluation.layout(tree, proposal: ProposedViewSize(width: width, height: height), safeAreaInsets: insets)
        }
        // The range: from the root's narrowest (its answer to a width of 0) to the screen's.
        var range: ClosedRange<Int>
        if let widths {
            range = widths
        } else {
            let narrowest = layout(try tree(.large, .light), width: 0).size.width
            let high = Self.wholePoints(screenWidth, in: 1...Self.maximumScreenPoints)
            let low = min(max(Self.wholePoints(narrowest.rounded(.up), in: 1...high), high / 3, high - (Self.maximumWidths - 1)), high)
            range = low...high
        }
        let sizes = try self.sizes ?? Self.changingSizes { size in layout(try tree(size, .light), width: Double(range.upperBound)) }
        // At most `maximumFrames` view frames in the page: a scene of many views keeps its widest widths.
        let widest = try tree(.large, .light)
        let started = ContinuousClock.now
        let viewCount = layout(widest, width: Double(range.upperBound)).views.count
        let oneLayout = Self.seconds(ContinuousClock.now - started)
        guard viewCount * sizes.count * 2 <= Self.maximumFramesPerWidth else {
            throw Failure(
                description: "the scene lays out \(viewCount) views, at \(sizes.count) sizes, light and dark: more than the \(Self.maximumFramesPerWidth) view frames a page draws at one width (scene 37's page was 175 MB); export a smaller view (--view, --preview)",
                diagnostics: evaluation.diagnostics)
        }
        let allowed = max(Self.maximumFrames / max(viewCount * sizes.count * 2, 1), 1)
        let timely = Self.widthsInTime(oneLayout: oneLayout, layoutsPerWidth: sizes.count * 2)
        var frameWarning: String?
        if range.count > min(allowed, timely) {
            let kept = min(allowed, timely)
            frameWarning = allowed <= timely
                ? "the scene lays out \(viewCount) views: the page holds \(kept) of the \(range.count) widths, the widest (the most an export lays out is \(Self.maximumFrames) view frames, over its widths, sizes and appearances)"
                : "one layout of the scene took \(Int((oneLayout * 1000).rounded())) ms: the page holds \(kept) of the \(range.count) widths, the widest (an export lays out and draws for at most about \(Int(Self.maximumLayoutSeconds)) s)"
            range = (range.upperBound - kept + 1)...range.upperBound
        }
        // A scene whose layout changes its own state is read again for each width, within the
        // export's reading budget (then the first reading is laid out).
        let budget = ExportReadingBudget()
        func fresh(_ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme, _ width: Double, else first: LayoutTree) -> LayoutResult {
            guard budget.mayRead() else { return layout(first, width: width) }
            return budget.timing {
                let again = load()
                guard let made = try? makeTree(again, size, scheme) else { return layout(first, width: width) }
                return again.layout(made, proposal: ProposedViewSize(width: width, height: height), safeAreaInsets: insets)
            }
        }
        let remembers = fresh(.large, .light, Double(range.upperBound), else: try tree(.large, .light)).passCount > 1
        let initialWidth = min(max(Self.wholePoints(screenWidth, in: 1...Self.maximumScreenPoints), range.lowerBound), range.upperBound)
        // Whether the height matters: the layout at the first width and at two thirds of the
        // screen's height differs in more than the root's frame.
        let dependsOnHeight: Bool = try {
            let full = layout(try tree(.large, .light), width: Double(initialWidth))
            let shorter = evaluation.layout(try tree(.large, .light), proposal: ProposedViewSize(width: Double(initialWidth), height: (height * 2 / 3).rounded()),
                                            safeAreaInsets: insets)
            return zip(full.views.dropFirst(), shorter.views.dropFirst()).contains { $0.frame != $1.frame } || full.views.count != shorter.views.count
        }()
        var states: [WebPage.State] = []
        for size in sizes {
            // The anchor, for a one-file scene: a grid of layouts at the first width, per size.
            var grid: WebPage.AnchorGrid?
            if files.count == 1, !remembers {
                let first = layout(try tree(size, .light), width: Double(initialWidth))
                grid = anchorGrid(result: first, width: initialWidth, budget: budget) { loaded in
                    let made = try makeTree(loaded, size, .light)
                    return loaded.layout(made, proposal: ProposedViewSize(width: Double(initialWidth), height: height), safeAreaInsets: insets)
                }
            }
            for scheme in [EnvironmentValues.ColorScheme.light, .dark] {
                let made = try tree(size, scheme)
                var state = WebPage.State(dynamicType: size, colorScheme: scheme) { width in
                    remembers ? fresh(size, scheme, width, else: made) : layout(made, width: width)
                }
                state.anchor = grid
                // A scene whose layout depends on the height: its layouts at the first width,
                // every 10 points of height from a third of the screen's to the screen's.
                if !remembers, dependsOnHeight {
                    let high = Self.wholePoints(height, in: 10...Self.maximumScreenPoints)
                    let third = Self.wholePoints((height / 30).rounded(.up), in: 1...(high / 10)) * 10
                    let low = min(max(third, 10, high - Self.maximumHeightStops * 10), high)
                    let stops = Array(stride(from: low, through: high, by: 10))
                    state.heights = WebPage.HeightSweep(width: initialWidth, heights: low...(stops.last ?? high), step: 10, layouts: stops.map { stop in
                        evaluation.layout(made, proposal: ProposedViewSize(width: Double(initialWidth), height: Double(stop)), safeAreaInsets: insets)
                    })
                }
                states.append(state)
            }
        }
        var page = WebPage(title: title, widths: range, height: height, initialWidth: initialWidth, states: states)
        page.isEmbedded = isEmbedded
        let html = page.html(renderer: SceneRenderer(textMeasurer: measurer))
        return Page(html: html, widths: range, sizes: sizes, fonts: measurer.families, warnings: [frameWarning, budget.warning].compactMap { $0 },
                    diagnostics: evaluation.diagnostics)
    }

    /// Large, accessibility1, and every size whose layout differs from the size before it in
    /// kind (other views, or texts on other numbers of lines) at the widest width: the sizes
    /// the command chooses.
    static func changingSizes(_ layout: (DynamicTypeSize) throws -> LayoutResult) throws -> [DynamicTypeSize] {
        func signature(_ result: LayoutResult) -> String {
            zip(result.paths, result.views).map { "\($0):\($1.typeName):\($1.textLines?.count ?? 0)" }.joined(separator: ";")
        }
        var chosen: [DynamicTypeSize] = [.large]
        var previous = signature(try layout(.large))
        for size in DynamicTypeSize.allCases where size > .large {
            let current = signature(try layout(size))
            if current != previous || size == .accessibility1 {
                if !chosen.contains(size) { chosen.append(size) }
            }
            previous = current
        }
        return Array(chosen.prefix(6))
    }
}
