import ArgumentParser
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// `layout-playground export SCENE --html OUT.html`: the scene as a web page a reader can drag.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a scene as one self-contained web page with the proposed width to drag.",
        discussion: """
            The page holds the layout at every whole point of --widths for each Dynamic Type size and
            both appearances, drawn as SVG (text as glyph outlines: no font file, no network), with
            a width slider, a Dynamic Type picker, dark, the frames, proposals and spacing overlays,
            and a hover label. Its URL fragment sets the state (#width=250&dynamicType=accessibility1&dark),
            and each view's element carries data-frame="x y width height" in points, as 'layout' prints.
            --embed writes a <div> to paste into a post instead of a whole page.
            """)

    @OptionGroup var options: SceneOptions

    @Option(help: ArgumentHelp("The page to write (.html).", valueName: "out.html"))
    var html: String

    @Option(help: ArgumentHelp(
        "The range of proposed widths, in whole points: MIN...MAX (default: from the scene's narrowest to the screen's width).",
        valueName: "min...max"))
    var widths: String?

    @Flag(help: "Write a fragment to paste into a post (a <div> with its style and script), not a whole page.")
    var embed = false

    @Option(help: ArgumentHelp("For a scene with an AnchoredPosition: the grid its anchor is laid out on, in points.", valueName: "points"))
    var anchorStep: Double = 40

    /// The most widths a page holds (a layout each, per size and appearance).
    static let maximumWidths = 2_000

    func parsedWidths() throws -> ClosedRange<Int>? {
        guard let widths else { return nil }
        let parts = widths.components(separatedBy: "...")
        guard parts.count == 2, let low = Int(parts[0].trimmingCharacters(in: .whitespaces)), let high = Int(parts[1].trimmingCharacters(in: .whitespaces)),
              low >= 1, high >= low else {
            throw ValidationError("--widths is MIN...MAX in whole points, MIN at least 1 and not above MAX: '\(widths)'")
        }
        guard high - low < Self.maximumWidths else { throw ValidationError("--widths spans at most \(Self.maximumWidths) points") }
        return low...high
    }

    func validate() throws {
        guard html.lowercased().hasSuffix(".html") || html.lowercased().hasSuffix(".htm") else {
            throw ValidationError("the page must end in .html: '\(html)'")
        }
        _ = try parsedWidths()
        guard anchorStep >= 5, anchorStep <= 400 else { throw ValidationError("--anchor-step is from 5 to 400 points") }
    }

    func run() throws {
        let scene = try SceneFile.load(options.scenes, preview: options.preview, strict: options.strict, oneEvaluation: false)
        FontChoice.apply(options.font)
        let measurer = PangoTextMeasurer()
        let screen = try options.screen(for: scene.preview)
        let height = screen.proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ScenePreviewScreen.height
        let screenWidth = screen.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ScenePreviewScreen.width
        var trees: [String: LayoutTree] = [:]
        func tree(_ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme) throws -> LayoutTree {
            let key = "\(size.name)/\(scheme)"
            if let made = trees[key] { return made }
            var environment = try options.environment(size)
            environment.colorScheme = scheme
            let made = try scene.makeTree(environment: environment, textMeasurer: measurer)
            trees[key] = made
            return made
        }
        func layout(_ tree: LayoutTree, width: Double) -> LayoutResult {
            scene.session.layout(tree, proposal: ProposedViewSize(width: width, height: height), safeAreaInsets: screen.safeAreaInsets)
        }
        // The range: from the root's narrowest (its answer to a width of 0) to the screen's.
        let range: ClosedRange<Int>
        if let given = try parsedWidths() {
            range = given
        } else {
            let narrowest = layout(try tree(.large, .light), width: 0).size.width
            let high = max(Int(screenWidth.rounded()), 1)
            let low = min(max(Int(narrowest.rounded(.up)), 1, high / 3), high)
            range = low...high
        }
        // The sizes: those given, or large and the sizes where the scene changes.
        let sizes: [DynamicTypeSize]
        if options.dynamicTypeArgument != nil {
            sizes = options.dynamicType.sizes
        } else {
            sizes = try changingSizes { size in layout(try tree(size, .light), width: Double(range.upperBound)) }
        }
        // A scene whose layout changes its own state (`onPreferenceChange` setting `@State`)
        // remembers what the last width left in it; `layout` starts from the scene's first
        // state. Such a scene is read again for each width, so that every stop is what
        // `layout` gives there.
        func fresh(_ size: DynamicTypeSize, _ scheme: EnvironmentValues.ColorScheme, _ width: Double) -> LayoutResult {
            guard let again = try? SceneFile.load(options.scenes, preview: options.preview, strict: options.strict, oneEvaluation: false),
                  var environment = try? options.environment(size) else { return layout(try! tree(size, scheme), width: width) }
            environment.colorScheme = scheme
            guard let made = try? again.makeTree(environment: environment, textMeasurer: measurer) else { return layout(try! tree(size, scheme), width: width) }
            return again.session.layout(made, proposal: ProposedViewSize(width: width, height: height), safeAreaInsets: screen.safeAreaInsets)
        }
        let remembers = fresh(.large, .light, Double(range.upperBound)).passCount > 1
        let initialWidth = min(max(Int(screenWidth.rounded()), range.lowerBound), range.upperBound)
        // Whether the height matters: the layout at the first width and at two thirds of the
        // screen's height differs in more than the root's frame.
        let dependsOnHeight: Bool = try {
            let full = layout(try tree(.large, .light), width: Double(initialWidth))
            let shorter = scene.session.layout(try tree(.large, .light), proposal: ProposedViewSize(width: Double(initialWidth), height: (height * 2 / 3).rounded()),
                                               safeAreaInsets: screen.safeAreaInsets)
            return zip(full.views.dropFirst(), shorter.views.dropFirst()).contains { $0.frame != $1.frame } || full.views.count != shorter.views.count
        }()
        // The anchor, for a one-file scene: a grid of layouts at the first width, per size.
        let source = options.scenes.count == 1 ? try? String(contentsOfFile: scene.path, encoding: .utf8) : nil
        var states: [WebPage.State] = []
        for size in sizes {
            var grid: WebPage.AnchorGrid?
            if let source, !remembers {
                let first = layout(try tree(size, .light), width: Double(initialWidth))
                grid = anchorGrid(source: source, name: scene.path, result: first, width: initialWidth, size: size) { loaded in
                    var environment = try options.environment(size)
                    environment.colorScheme = .light
                    let made = try loaded.makeTree(environment: environment, textMeasurer: measurer)
                    return loaded.session.layout(made, proposal: ProposedViewSize(width: Double(initialWidth), height: height), safeAreaInsets: screen.safeAreaInsets)
                }
            }
            for scheme in [EnvironmentValues.ColorScheme.light, .dark] {
                let made = try tree(size, scheme)
                var state = WebPage.State(dynamicType: size, colorScheme: scheme) { width in
                    remembers ? fresh(size, scheme, width) : layout(made, width: width)
                }
                state.anchor = grid
                // A scene whose layout depends on the height (a scroll view, a flexible
                // frame): its layouts at the first width, every 10 points of height from a
                // third of the screen's to the screen's.
                if !remembers, dependsOnHeight {
                    let low = max(Int((height / 30).rounded(.up)) * 10, 10), high = Int(height.rounded())
                    let stops = Array(stride(from: low, through: high, by: 10))
                    state.heights = WebPage.HeightSweep(width: initialWidth, heights: low...(stops.last ?? high), step: 10, layouts: stops.map { stop in
                        scene.session.layout(made, proposal: ProposedViewSize(width: Double(initialWidth), height: Double(stop)), safeAreaInsets: screen.safeAreaInsets)
                    })
                }
                states.append(state)
            }
        }
        let title = (scene.path as NSString).lastPathComponent
        var page = WebPage(title: title, widths: range, height: height, initialWidth: initialWidth, states: states)
        page.isEmbedded = embed
        let text = page.html(renderer: SceneRenderer(textMeasurer: measurer))
        let failed = scene.finish()
        do {
            try AtomicFile.write(text, to: html)
        } catch {
            Diagnostics.write("\(html): error: \(error)")
            throw ExitCode(1)
        }
        let kilobytes = formatReadable(Double(text.utf8.count) / 1024)
        print("wrote \(html) (\(kilobytes) KB; widths \(range.lowerBound)...\(range.upperBound), \(sizes.map(\.name).joined(separator: ", ")), light and dark; text in \(measurer.families.summary))")
        if failed { throw ExitCode(1) }
    }

    /// Large, accessibility1, and every size whose layout differs from the size before it in
    /// kind (other views, or texts on other numbers of lines) at the widest width.
    func changingSizes(_ layout: (DynamicTypeSize) throws -> LayoutResult) throws -> [DynamicTypeSize] {
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

/// The screen a scene is exported on when nothing names one: the default iPhone's.
enum ScenePreviewScreen {
    static let width = 393.0
    static let height = 852.0
}
