import ArgumentParser
import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering

/// `layout-playground compare SCENE --screenshot SHOT.png`: the scene's picture against a
/// screenshot of the same screen, the differing pixels and where they gather.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a scene's picture with a screenshot from an iPhone or the simulator.",
        discussion: """
            The scene is drawn on the device's screen at the screenshot's scale (its width in pixels
            over the screen's in points: 1, 2 or 3) and compared pixel by pixel, leaving out the
            status bar. Prints the fraction of differing pixels and the largest regions where they
            gather (in points); --output writes the difference picture. Exit 0 when the fraction is
            within --tolerance, 1 when it is not.
            """)

    @OptionGroup var options: SceneOptions

    @Option(help: ArgumentHelp("The screenshot to compare with (PNG).", valueName: "shot.png"))
    var screenshot: String

    @Option(name: [.short, .customLong("output")], help: "Write the difference picture here (.png): the scene in grey, differing pixels in magenta, the largest regions outlined.")
    var output: String?

    @Option(help: "The largest fraction of differing pixels that still passes, 0 to 1.")
    var tolerance: Double = 0.01

    @Option(help: "light or dark.")
    var appearance: RenderCommand.Appearance = .light

    func validate() throws {
        guard tolerance >= 0, tolerance <= 1 else { throw ValidationError("--tolerance is a fraction from 0 to 1") }
        if let output, ImageFormat(path: output) != .png { throw ValidationError("the difference picture is a .png: '\(output)'") }
    }

    func run() throws {
        guard let shot = RasterImage(pngAt: screenshot) else {
            Diagnostics.write("error: cannot read '\(screenshot)' as a PNG picture")
            throw ExitCode(1)
        }
        let scene = try SceneFile.load(options.scenes, preview: options.preview, view: options.view, strict: options.strict)
        var environment = try options.environment(try options.singleDynamicTypeSize)
        environment.colorScheme = appearance == .dark ? .dark : .light
        let screen = try options.screen(for: scene.preview)
        guard let width = screen.proposal.width, width.isFinite, width > 0 else {
            Diagnostics.write("error: compare needs a screen of a finite width: give --device or --proposal WxH")
            throw ExitCode(2)
        }
        let scale = Double(shot.pixelWidth) / width
        guard let whole = [1.0, 2, 3].first(where: { abs($0 - scale) < 0.01 }) else {
            Diagnostics.write("error: the screenshot is \(shot.pixelWidth) pixels wide; the screen is \(formatPoints(width)) points wide, so its scale would be \(formatReadable(scale)), not 1, 2 or 3: choose the --device the screenshot was taken on")
            throw ExitCode(1)
        }
        environment.displayScale = whole
        let measurer = PangoTextMeasurer()
        let tree = try scene.makeTree(environment: environment, textMeasurer: measurer)
        let result = scene.session.layout(tree, proposal: screen.proposal, safeAreaInsets: screen.safeAreaInsets)
        var renderOptions = RenderOptions(scale: whole, colorScheme: environment.colorScheme)
        renderOptions.overlays = []
        let rendered = RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: renderOptions)
        guard rendered.pixelWidth == shot.pixelWidth, rendered.pixelHeight == shot.pixelHeight else {
            Diagnostics.write("error: the screenshot is \(shot.pixelWidth)x\(shot.pixelHeight) pixels; the scene's screen at \(Int(whole))x is \(rendered.pixelWidth)x\(rendered.pixelHeight): choose the --device the screenshot was taken on")
            throw ExitCode(1)
        }
        // The status bar: the safe area's top on a device (the phone's clock and signal).
        let comparison = ScreenshotComparison(rendered, shot, scale: whole, ignoringTop: screen.safeAreaInsets.top)
        let failed = scene.finish()
        if let output {
            try ImageWriter.write(DifferenceCanvas(rendered: rendered, comparison: comparison), to: output, format: .png,
                                  options: { var options = RenderOptions(scale: whole); options.drawsBackground = false; return options }())
        }
        let percent = formatReadable(comparison.fraction * 100)
        print("\(comparison.differing) of \(comparison.compared) pixels differ (\(percent) %)")
        for (index, region) in comparison.regions.prefix(5).enumerated() {
            let rect = region.rect
            print("  region \(index + 1): x \(formatReadable(rect.minX)), y \(formatReadable(rect.minY)), \(formatReadable(rect.width))×\(formatReadable(rect.height)) points, \(region.pixels) pixels")
        }
        if let output { print("wrote \(output)") }
        if failed || comparison.fraction > tolerance { throw ExitCode(1) }
    }
}
