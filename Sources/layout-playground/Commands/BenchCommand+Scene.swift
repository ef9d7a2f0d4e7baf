import LayoutEngine
import SceneSource

extension BenchCommand {
    /// `bench --scene SCENE`: what `layout SCENE` spends per view, phase by phase (issue 43:
    /// evaluation counted beside layout). Reading is parsing, checking and collecting the
    /// declarations; the root runs the preview's expression; the tree runs the bodies for the
    /// environment and builds the layout nodes (the two are interleaved: a body is run where its
    /// view is met); the layout is one pass; the output is the JSON `layout` prints, written to
    /// no file. Text is measured by the fixed-advance measurer. The median of the repetitions
    /// (each reads the scene anew), printed as a Markdown table.
    func runSceneCost(_ paths: [String], preview: String?) throws {
        let repetitions = quick ? 2 : min(self.repetitions, 5)
        var read: [Double] = [], root: [Double] = [], tree: [Double] = [], layout: [Double] = [], output: [Double] = []
        var views = 0, bytes = 0
        for _ in 0..<repetitions {
            var loaded: LoadedScene?
            read.append(try measureThrowing { loaded = try SceneFile.load(paths, preview: preview) })
            guard let scene = loaded else { return }
            let environment = EnvironmentValues()
            root.append(measure { _ = scene.session.root(preview: scene.previewIndex, environment: environment) })
            var built: LayoutTree?
            tree.append(try measureThrowing {
                built = try scene.makeTree(environment: environment, textMeasurer: FixedAdvanceTextMeasurer())
            })
            guard let built else { return }
            let proposal = scene.preview?.proposal ?? ProposedViewSize(ScenePreview.defaultScreen)
            var result: LayoutResult?
            layout.append(measure { result = scene.session.layout(built, proposal: proposal) })
            guard let result else { return }
            var written = 0
            output.append(measure { result.writeJSON { written += $0.count } })
            views = result.views.count
            bytes = written
        }
        guard views > 0 else { return }
        func perView(_ seconds: [Double]) -> String { format(median(seconds) * 1e9 / Double(views)) }
        let evaluation = median(read) + median(root) + median(tree)
        print("| scene | views | reading (ns per view) | root (ns per view) | bodies and tree (ns per view) | evaluation (ns per view) | layout (ns per view) | JSON (ns per view; bytes per view) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        let name = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " ")
        print("| \(name) | \(views) | \(perView(read)) | \(perView(root)) | \(perView(tree)) | \(format(evaluation * 1e9 / Double(views))) | \(perView(layout)) | \(perView(output)); \(bytes / views) |")
    }

    /// Seconds `body` takes; what it throws is passed on.
    func measureThrowing(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        var failure: Error?
        let seconds = clock.measure { do { try body() } catch { failure = error } }.seconds
        if let failure { throw failure }
        return seconds
    }
}
