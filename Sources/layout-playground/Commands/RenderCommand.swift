import ArgumentParser
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// `layout-playground render SCENE.swift -o OUT.png`: draws the laid-out scene.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene as PNG, SVG or PDF.",
        discussion: """
            The root is centred in the proposed area, as a SwiftUI window centres it. With
            --dynamic-type all, one labelled sheet shows the scene at all twelve sizes.
            """)

    enum Appearance: String, ExpressibleByArgument, CaseIterable {
        case light, dark
    }

    @OptionGroup var options: SceneOptions

    @Option(name: [.short, .customLong("output")], help: "The picture to write: .png, .svg or .pdf.")
    var output: String?

    @Option(help: "Pixels per point for PNG: 1, 2 or 3.")
    var scale: Double = 2

    @Option(help: "light or dark.")
    var appearance: Appearance = .light

    @Option(help: "Teaching overlays, comma-separated: frames, proposals, spacing, guides (none: the picture alone).")
    var overlays: String = ""

    @Flag(help: "With --device: draw the device's screen as the device shows it (rounded corners, transparent outside them; the status bar at 9:41; the Dynamic Island; the home indicator).")
    var chrome = false

    @Option(help: "Draw the scene at step N of its layout (as 'explain --steps' numbers them), with that step drawn over it and its words under it.")
    var step: Int?

    @Option(help: "Write one picture per step of the layout into this folder (step-001.png, ...; --format svg for SVG), then stop.")
    var steps: String?

    @Option(help: "With --steps: png or svg.")
    var format: String = "png"

    @Option(help: "With --step or --steps: only the steps of the view at this path (e.g. 0.1) and its descendants.")
    var path: String?

    func validate() throws {
        if chrome, options.device == nil { throw ValidationError("--chrome draws a device's screen: give --device NAME") }
        if let step, step < 1 { throw ValidationError("--step counts from 1, as 'explain --steps' numbers the steps") }
        if step != nil, steps != nil { throw ValidationError("give --step N or --steps DIR, not both") }
        guard ["png", "svg"].contains(format) else { throw ValidationError("--format must be png or svg") }
        if steps != nil {
            _ = try parsedOverlays()
            return
        }
        guard let output else { throw ValidationError("give the picture to write: -o OUT.png (or --steps DIR)") }
        guard ImageFormat(path: output) != nil else {
            throw ValidationError("the output must end in .png, .svg or .pdf: '\(output)'")
        }
        guard [1.0, 2, 3].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3") }
        _ = try parsedOverlays()
    }

    func parsedOverlays() throws -> Set<RenderOptions.Overlay> {
        var overlays: Set<RenderOptions.Overlay> = []
        for name in self.overlays.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            // `none`: the picture alone, as a screenshot of the app shows it.
            if name == "none" { continue }
            guard let overlay = RenderOptions.Overlay(rawValue: name) else {
                throw ValidationError("unknown overlay '\(name)'; choose from frames, proposals, spacing, guides, none")
            }
            overlays.insert(overlay)
        }
        return overlays
    }

    func run() throws {
        let scene = try SceneFile.load(options.scenes, preview: options.preview, view: options.view, strict: options.strict)
        FontChoice.apply(options.font)
        let measurer = PangoTextMeasurer()
        let renderer = SceneRenderer(textMeasurer: measurer)
        let sizes: [DynamicTypeSize]
        sizes = options.dynamicType.sizes
        var canvases: [(label: String, canvas: SceneCanvas)] = []
        var warnings: [LayoutWarning] = []
        for size in sizes {
            var environment = try options.environment(size)
            environment.colorScheme = appearance == .dark ? .dark : .light
            environment.displayScale = scale
            let tree = try scene.makeTree(environment: environment, textMeasurer: measurer)
            // The preview's traits (a fixed size) are known once its root is built.
            let screen = try options.screen(for: scene.preview)
            let result = scene.session.layout(tree, proposal: screen.proposal, safeAreaInsets: screen.safeAreaInsets, tracing: true)
            if size == sizes.first { warnings = result.warnings }
            canvases.append((size.name, SceneCanvas(result: result, renderer: renderer)))
        }
        var renderOptions = RenderOptions(scale: scale, colorScheme: appearance == .dark ? .dark : .light)
        renderOptions.overlays = try parsedOverlays()
        if step != nil || steps != nil {
            try renderSteps(canvases[0].canvas, options: renderOptions, scene: scene, warnings: warnings)
            return
        }
        let output = self.output!
        let canvas: CanvasPainting = canvases.count == 1 ? try deviceCanvas(canvases[0].canvas) : DynamicTypeSheet(columns: canvases)
        do {
            // Drawing runs the scene's custom shapes' `path(in:)`: its errors join the session's.
            try scene.session.running(nil) {
                try ImageWriter.write(canvas, to: output, format: ImageFormat(path: output)!, options: renderOptions)
            }
        } catch {
            _ = scene.finish()
            for warning in warnings { Diagnostics.write(warning.description) }
            Diagnostics.write("\(output): error: \(error)")
            throw ExitCode(1)
        }
        let failed = scene.finish()
        for warning in warnings { Diagnostics.write(warning.description) }
        let size = canvas.canvasSize
        print("wrote \(output) (\(formatPoints(size.width))x\(formatPoints(size.height)) points; text in \(measurer.families.summary))")
        if failed { throw ExitCode(1) }
    }

    /// The scene on its device's screen with `--chrome` (each of a Dynamic Type sheet's
    /// columns stays bare), else as it is.
    func deviceCanvas(_ scene: SceneCanvas) throws -> CanvasPainting {
        guard chrome, let device = options.device else { return scene }
        return Self.chromed(scene, on: try DevicePreset.named(argument: device))
    }

    /// `scene` on `device`'s screen as the device shows it (`render --chrome`, `snapshot
    /// --chrome`); as it is for a device without chrome.
    static func chromed(_ scene: SceneCanvas, on device: DevicePreset) -> CanvasPainting {
        guard let chrome = DeviceChrome.named(device.name, screen: device.size) else { return scene }
        return DeviceChromeCanvas(scene: scene, chrome: chrome)
    }
}
