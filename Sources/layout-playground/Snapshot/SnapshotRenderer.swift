import Foundation
import LayoutEngine
import PlaygroundModel
import Rendering
import SceneSource

/// Draws items of one app in a worker process: the app read once (`session`), then each item
/// one evaluation of the scene (`EvaluationSession.evaluation`, the scene's budget to itself),
/// its picture written atomically (`ImageWriter`) and compared with the baseline's
/// (`ScreenshotComparison`, as `compare` does). One item's failure is its own: the next starts
/// from the same session.
final class SnapshotRenderer {
    let session: EvaluationSession
    let settings: SnapshotSettings
    private let measurer = PangoTextMeasurer()
    private lazy var renderer = SceneRenderer(textMeasurer: measurer)
    private let imageMeasurer: AssetImageMeasurer

    init(session: EvaluationSession, settings: SnapshotSettings) {
        self.session = session
        self.settings = settings
        imageMeasurer = AssetImageMeasurer(sceneFile: session.files[0].name)
    }

    /// Draws `job`'s item; never throws: what goes wrong is the outcome's.
    func render(_ job: SnapshotJob) -> SnapshotOutcome {
        let start = ContinuousClock.now
        let item = job.item
        var outcome = SnapshotOutcome(number: item.number, status: .failed)
        let (result, diagnostics) = session.evaluation { () throws -> Size in try draw(job) }
        outcome.diagnostics = diagnostics.map(SnapshotOutcome.Entry.init)
        outcome.standIns = diagnostics.filter(\.isStandIn).count
        let firstError = diagnostics.first { $0.severity == .error }
        switch result {
        case .success(let size):
            outcome.width = size.width
            outcome.height = size.height
            outcome.status = firstError == nil ? .ok : .errors
            outcome.error = firstError?.description
            if let baseline = job.baseline {
                outcome.comparison = compare(job.picture, with: baseline, difference: job.difference)
            } else if settings.comparesWithBaseline {
                outcome.comparison = SnapshotOutcome.Comparison(status: .new)
            }
        case .failure(let error):
            outcome.error = (error as? SnapshotFailure)?.message ?? firstError?.description ?? "\(item.file): error: \(error)"
            if case SnapshotFailure.noRoot = error, let firstError { outcome.error = firstError.description }
        }
        outcome.seconds = (ContinuousClock.now - start).seconds
        return outcome
    }

    enum SnapshotFailure: Error {
        case noRoot
        case other(String)

        var message: String? {
            switch self {
            case .noRoot: return nil
            case .other(let message): return message
            }
        }
    }

    /// Builds, lays out and writes the item's picture; its size in points.
    private func draw(_ job: SnapshotJob) throws -> Size {
        let item = job.item
        let index: Int
        switch item.kind {
        case .preview:
            guard let number = item.preview, session.previews.indices.contains(number) else {
                throw SnapshotFailure.other("\(item.file):\(item.line): error: the preview '\(item.title)' is no longer in the app")
            }
            index = number
        case .view:
            guard let view = session.views.first(where: { $0.name == item.title && $0.location.file == item.file && $0.location.line == item.line }),
                  let shown = session.showView(view) else {
                throw SnapshotFailure.other("\(item.file):\(item.line): error: the view '\(item.title)' is no longer in the app")
            }
            index = shown
        }
        guard let device = DevicePreset.named(item.device), let size = DynamicTypeSize(name: item.dynamicType) else {
            throw SnapshotFailure.other("error: unknown environment \(item.environment)")
        }
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        environment.colorScheme = item.dark ? .dark : .light
        environment.displayScale = settings.scale
        device.applyScreen(to: &environment)
        // The root first: its preview's traits (size that fits, landscape) choose the screen.
        guard session.root(preview: index, environment: environment) != nil else { throw SnapshotFailure.noRoot }
        let screen = Self.screen(for: session.preview(index), on: device)
        screen.device.applyScreen(to: &environment)
        guard let tree = try session.makeTree(
            preview: index, environment: environment, textMeasurer: settings.fixedAdvanceText ? FixedAdvanceTextMeasurer() : measurer,
            imageMeasurer: imageMeasurer) else { throw SnapshotFailure.noRoot }
        let result = session.layout(tree, proposal: screen.proposal, safeAreaInsets: screen.safeArea)
        let scene = SceneCanvas(result: result, renderer: renderer)
        let canvas: CanvasPainting = settings.chrome && screen.isDevice ? RenderCommand.chromed(scene, on: screen.device) : scene
        var options = RenderOptions(scale: settings.scale, colorScheme: environment.colorScheme)
        options.overlays = []
        do {
            try ImageWriter.write(canvas, to: job.picture, format: .png, options: options)
        } catch {
            throw SnapshotFailure.other("\(item.file):\(item.line): error: \(error)")
        }
        if let test = settings.testFault, item.name.contains(test.item) {
            switch test.kind {
            case .crash: abort()
            case .hang: while true { sleep(60) }
            }
        }
        return canvas.canvasSize
    }

    /// The screen an item is drawn on: the device's (turned for a landscape preview), or for a
    /// preview that asks for its own size (`.sizeThatFitsLayout`, `.fixedLayout`) that size,
    /// with no safe area and no chrome, as the window's "Export All Previews" draws it.
    static func screen(for preview: ScenePreview?, on device: DevicePreset) -> (proposal: ProposedViewSize, safeArea: EdgeInsets, device: DevicePreset, isDevice: Bool) {
        guard let preview else { return (ProposedViewSize(device.size), device.safeArea, device, true) }
        switch preview.layout {
        case .device:
            let turned = preview.isLandscape && device.orientation == .portrait ? device.rotated : device
            return (ProposedViewSize(turned.size), turned.safeArea, turned, true)
        case .sizeThatFits, .fixed:
            return (preview.proposal ?? ProposedViewSize(device.size), EdgeInsets(), device, false)
        }
    }

    /// The picture just written against the baseline's: the differing pixels (a channel more
    /// than `SnapshotSettings.threshold` apart), and the difference picture when any differ.
    private func compare(_ picture: String, with baseline: String, difference: String?) -> SnapshotOutcome.Comparison {
        guard let now = RasterImage(pngAt: picture), let before = RasterImage(pngAt: baseline) else {
            return SnapshotOutcome.Comparison(status: .new)
        }
        let comparison = ScreenshotComparison(now, before, scale: settings.scale, threshold: SnapshotSettings.threshold)
        let resized = now.pixelWidth != before.pixelWidth || now.pixelHeight != before.pixelHeight
        var result = SnapshotOutcome.Comparison(status: .same, differing: comparison.differing, compared: comparison.compared, fraction: comparison.fraction)
        if resized {
            result.baselineSize = [before.pixelWidth, before.pixelHeight]
            result.status = .differs
        } else if comparison.differing > 0 {
            result.status = comparison.fraction > settings.tolerance ? .differs : .withinTolerance
        }
        result.regions = comparison.regions.prefix(5).map { [$0.rect.minX, $0.rect.minY, $0.rect.width, $0.rect.height] }
        if result.status != .same, let difference {
            var options = RenderOptions(scale: settings.scale)
            options.drawsBackground = false
            if (try? ImageWriter.write(DifferenceCanvas(rendered: now, comparison: comparison), to: difference, format: .png, options: options)) != nil {
                result.difference = difference
            }
        }
        return result
    }
}
