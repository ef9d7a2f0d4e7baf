import Foundation
import LayoutEngine
import SceneSource

extension BenchCommand {
    /// `bench --app FOLDER`: the cost of reading a whole app (every file parsed, its
    /// declarations evaluated, its previews found, its views listed) and of showing a view
    /// again after one file changed, as a window beside an editor does (`ParsedFiles` keeps
    /// the unchanged files). Text is measured with the fixed-advance measurer, so the figures
    /// are the reading's, not Pango's. Prints a Markdown table: wall-clock medians with the
    /// process's CPU time beside them, and how many top-level types the changed reading made
    /// from syntax; a row with the declarations made in every reading (as before they were
    /// kept per file) and one with them kept (the changed file's types only are made again).
    func runAppReading(_ folder: String) throws {
        let repetitions = quick ? 2 : self.repetitions
        let found = try SceneFile.sceneFiles([folder])
        let files: [(name: String, source: String)] = found.compactMap { path, _ in
            guard let text = try? SourceFile.text(path), !AppFolder.isTestSource(text) else { return nil }
            return (path, text)
        }
        let bytes = files.reduce(0) { $0 + $1.source.utf8.count }
        func read(_ files: [(name: String, source: String)], kept: ParsedFiles?) -> EvaluationSession {
            EvaluationSession(
                files: files, callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false,
                leavesOutBrokenFiles: true, parsedFiles: kept)
        }
        func show(_ session: EvaluationSession) {
            guard session.hasRoot || !session.views.isEmpty else { return }
            let root = session.previews.isEmpty ? session.views.first.flatMap { session.showView($0) } ?? 0 : 0
            if let tree = try? session.makeTree(preview: root, environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()) {
                _ = session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852))
            }
        }
        // Each way of collecting declarations in turn, round after round, so that a load
        // that changes during the run weighs on both alike: made from syntax in every reading
        // (before), and kept per file (`DeclarationTemplates`).
        struct Way {
            let keeps: Bool
            var once: [(wall: Double, cpu: Double)] = []
            var showOnce: [(wall: Double, cpu: Double)] = []
            var again: [(wall: Double, cpu: Double)] = []
            var typesMadeAgain: [Int] = []
            /// The files kept from the first reading (one file changes in each round).
            let kept = ParsedFiles()
        }
        var ways = [Way(keeps: false), Way(keeps: true)]
        let keptBefore = ParsedFiles.keepsDeclarations
        defer { ParsedFiles.keepsDeclarations = keptBefore }
        var session: EvaluationSession?
        for index in ways.indices {
            ParsedFiles.keepsDeclarations = ways[index].keeps
            show(read(files, kept: ways[index].kept))
        }
        // The file changed: the first from the middle on that declares a type of its own.
        let declaresType = { (source: String) in ["struct ", "class ", "enum "].contains { source.contains($0) } }
        let changedIndex = files.indices.dropFirst(files.count / 2).first { declaresType(files[$0].source) } ?? files.count / 2
        for round in 0..<repetitions {
            for index in ways.indices {
                ParsedFiles.keepsDeclarations = ways[index].keeps
                ways[index].once.append(measureWithCPU { session = read(files, kept: nil); _ = session?.views })
                ways[index].showOnce.append(measureWithCPU { show(read(files, kept: nil)) })
                // One file changed (a comment added, as a save does), the app read again with
                // the others kept, its previews and views listed as the window's navigator
                // does, and the first preview shown again.
                var changed = files
                changed[changedIndex].source += "\n// saved \(round)\n"
                let kept = ways[index].kept
                let typesBefore = kept.typesMade
                ways[index].again.append(measureWithCPU {
                    let session = read(changed, kept: kept)
                    _ = session.views
                    show(session)
                })
                ways[index].typesMadeAgain.append(kept.typesMade - typesBefore)
            }
        }
        let previews = session?.previews.count ?? 0, views = session?.views.count ?? 0
        func cell(_ times: [(wall: Double, cpu: Double)]) -> String {
            "\(format(median(times.map(\.wall)) * 1e3)) (CPU \(format(median(times.map(\.cpu)) * 1e3)))"
        }
        let allTypes = ways[1].kept.typesMade - (ways[1].typesMadeAgain.reduce(0, +))
        print("Changed: \(files[changedIndex].name)")
        print("| app | files | KB | previews | views | declarations | read once (ms) | read and show the first preview (ms) | one file changed: read again and show (ms) | types made again (of \(allTypes)) |")
        print("|---|---:|---:|---:|---:|---|---:|---:|---:|---:|")
        for way in ways {
            print("| \((folder as NSString).lastPathComponent) | \(files.count) | \(bytes / 1024) | \(previews) | \(views) | \(way.keeps ? "kept per file" : "made in every reading") | \(cell(way.once)) | \(cell(way.showOnce)) | \(cell(way.again)) | \(way.keeps ? String(way.typesMadeAgain.max() ?? 0) : "all") |")
        }
    }

    /// The wall-clock and CPU time of `body` in seconds; the CPU time is the process's (both
    /// reading threads), which a loaded machine does not inflate as it does the wall clock.
    func measureWithCPU(_ body: () -> Void) -> (wall: Double, cpu: Double) {
        let cpuBefore = Self.processCPUSeconds()
        let wall = measure(body)
        return (wall, Self.processCPUSeconds() - cpuBefore)
    }

    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
