import ArgumentParser
import Foundation

/// `layout-playground snapshot-worker APP --settings JSON` (hidden): one of `snapshot`'s worker
/// processes. Reads the app once, then draws each job it reads from standard input (one
/// `SnapshotJob` as JSON a line) and answers each with one `SnapshotOutcome` as JSON a line
/// on standard output, until standard input ends. Reading a large app takes a second; drawing
/// a preview a tenth of that, so a worker draws many.
struct SnapshotWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot-worker", abstract: "A worker process of 'snapshot'.", shouldDisplay: false)

    @Argument var scenes: [String]

    @Option var settings: String

    /// Written once the app is read, before the first answer.
    static let readyLine = "{\"ready\":true}"

    func run() throws {
        guard let settings = try? JSONDecoder().decode(SnapshotSettings.self, from: Data(self.settings.utf8)) else {
            throw ValidationError("--settings is not a snapshot's settings")
        }
        FontChoice.apply(settings.font)
        let found = try SceneFile.sceneFiles(scenes)
        let (session, _) = try SceneFile.readSession(found, strict: settings.strict, oneEvaluation: false, findsImplicitRoot: false)
        let renderer = SnapshotRenderer(session: session, settings: settings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(Data((Self.readyLine + "\n").utf8))
        while let line = readLine() {
            guard let job = try? JSONDecoder().decode(SnapshotJob.self, from: Data(line.utf8)) else { continue }
            let outcome = renderer.render(job)
            guard let data = try? encoder.encode(outcome) else { continue }
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
    }
}
