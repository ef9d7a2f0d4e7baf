import ArgumentParser
import Foundation
import LayoutEngine
import PlaygroundApp
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
    static let maximumWidths = WebPageExport.maximumWidths

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
        // Read as the other commands read it, for its diagnostics and its screen; the page is
        // made by the same steps as the window's Export Web Page… (`WebPageExport`).
        let scene = try SceneFile.load(options.scenes, preview: options.preview, view: options.view, strict: options.strict, oneEvaluation: false)
        FontChoice.apply(options.font)
        let screen = try options.screen(for: scene.preview)
        let export = WebPageExport(
            files: scene.session.files, strict: options.strict, preview: scene.previewIndex, environment: try options.environment(.large),
            screen: Screen(proposal: ProposalState(screen.proposal), safeArea: screen.safeAreaInsets), title: (scene.path as NSString).lastPathComponent,
            sceneFile: scene.path, anchorStep: anchorStep, widths: try parsedWidths(),
            sizes: options.dynamicTypeArgument == nil ? nil : options.dynamicType.sizes, isEmbedded: embed)
        let page: WebPageExport.Page
        do {
            page = try export.page()
        } catch {
            _ = scene.finish()
            // The errors of the export's own reading that the command's did not print: the
            // scene's line that left it without a view, before the sentence saying so.
            let printed = Set(scene.session.diagnostics.map(\.description))
            for diagnostic in (error as? WebPageExport.Failure)?.diagnostics ?? [] where diagnostic.severity == .error && !printed.contains(diagnostic.description) {
                Diagnostics.write(diagnostic.description)
            }
            Diagnostics.write("\(scene.path): error: \(error)")
            throw ExitCode(1)
        }
        let failed = scene.finish()
        let printed = Set(scene.session.diagnostics.map(\.description))
        var seen: Set<String> = []
        for diagnostic in page.diagnostics where !printed.contains(diagnostic.description) && seen.insert(diagnostic.description).inserted {
            Diagnostics.write(diagnostic.description)
        }
        for warning in page.warnings { Diagnostics.write("\(scene.path): warning: \(warning)") }
        do {
            try AtomicFile.write(page.html, to: html)
        } catch {
            Diagnostics.write("\(html): error: \(error)")
            throw ExitCode(1)
        }
        let kilobytes = formatReadable(Double(page.html.utf8.count) / 1024)
        print("wrote \(html) (\(kilobytes) KB; widths \(page.widths.lowerBound)...\(page.widths.upperBound), \(page.sizes.map(\.name).joined(separator: ", ")), light and dark; text in \(page.fonts.summary))")
        if failed { throw ExitCode(1) }
    }
}
