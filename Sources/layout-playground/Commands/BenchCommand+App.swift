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
    /// from syntax (the changed file's only: the others are copied from their templates).
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
        var session: EvaluationSession?
        let once = (0..<repetitions).map { _ in measureWithCPU { session = read(files, kept: nil); _ = session?.views } }
        let showOnce = (0..<repetitions).map { _ in measureWithCPU { show(read(files, kept: nil)) } }
        // One file changed (a comment added, as a save does), the app read again with the
        // others kept (their parsed trees and their declarations' templates), its previews
        // and views listed as the window's navigator does, and the first preview shown again.
        let kept = ParsedFiles()
        show(read(files, kept: kept))
        let changedIndex = files.count / 2
        var typesMadeAgain: [Int] = []
        let again = (0..<repetitions).map { round -> (wall: Double, cpu: Double) in
            var changed = files
            changed[changedIndex].source += "\n// saved \(round)\n"
            let typesBefore = kept.typesMade
            let measured = measureWithCPU {
                let session = read(changed, kept: kept)
                _ = session.views
                show(session)
            }
            typesMadeAgain.append(kept.typesMade - typesBefore)
            return measured
        }
        let previews = session?.previews.count ?? 0, views = session?.views.count ?? 0
        let typesMade = ParsedFiles()
        _ = read(files, kept: typesMade)
        print("| app | files | KB | previews | views | read once (ms) | read and show the first preview (ms) | one file changed: read again and show (ms) | the same, CPU (ms) | types made again of \(typesMade.typesMade) |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        print("| \((folder as NSString).lastPathComponent) | \(files.count) | \(bytes / 1024) | \(previews) | \(views) | \(format(median(once.map(\.wall)) * 1e3)) (CPU \(format(median(once.map(\.cpu)) * 1e3))) | \(format(median(showOnce.map(\.wall)) * 1e3)) (CPU \(format(median(showOnce.map(\.cpu)) * 1e3))) | \(format(median(again.map(\.wall)) * 1e3)) | \(format(median(again.map(\.cpu)) * 1e3)) | \(typesMadeAgain.max() ?? 0) |")
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
