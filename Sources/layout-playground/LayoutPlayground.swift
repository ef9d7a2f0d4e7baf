import ArgumentParser
import Foundation
import PlaygroundModel

/// The `layout-playground` command: the playground's engine on the command line.
@main
struct LayoutPlayground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout-playground",
        abstract: "A playground for SwiftUI's layout system.",
        discussion: """
            Reads a SwiftUI scene (.swift), lays it out exactly as SwiftUI would and shows the result.
            Exit status: 0 on success, 1 for a scene that cannot be laid out (diagnostics on
            stderr as file:line:column), 2 for bad arguments.
            """,
        version: version,
        subcommands: [GuiCommand.self, LayoutCommand.self, RenderCommand.self, ExplainCommand.self, CompareCommand.self, ExportCommand.self, ListCommand.self, SnapshotCommand.self, SnapshotWorkerCommand.self, BenchCommand.self, GenerateManualCommand.self],
        defaultSubcommand: GuiCommand.self)

    /// The version `--version` prints, the manual pages carry and the AppStream metainfo's
    /// newest release names (`Resources/org.layoutplayground.LayoutPlayground.metainfo.xml`).
    static let version = "0.1.0"

    /// Runs the command. Argument errors exit with status 2 (not ArgumentParser's 64), as the
    /// README promises; everything runs on a thread with a large stack so that deeply nested
    /// scenes are laid out instead of overflowing.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let status = LargeStack.run { () -> Int32 in
            do {
                var command = try parseAsRoot(arguments)
                try command.run()
                return 0
            } catch {
                let code = exitCode(for: error)
                let message = fullMessage(for: error)
                if code == .success {
                    // --help and --version.
                    print(message)
                    return 0
                }
                if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
                return code == .validationFailure ? 2 : code.rawValue
            }
        }
        // Leave without tearing down large trees: releasing a 10,000-deep tree recurses.
        fflush(stdout)
        Foundation.exit(status)
    }
}
