import ArgumentParser
import Foundation

/// `layout-playground generate-manual --output DIR` (hidden): writes the manual pages,
/// `layout-playground.1` and one `layout-playground-SUBCOMMAND.1` for each subcommand shown in
/// `--help`, from the argument parser's own description of the command (`HelpDump`), so that
/// they cannot drift from `--help`. `Scripts/install.sh` installs them into `share/man/man1`.
struct GenerateManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-manual",
        abstract: "Write the manual pages (roff) from the command's own help.",
        shouldDisplay: false)

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder to write the pages into (made if missing).", valueName: "dir"))
    var output: String

    func run() throws {
        let root = try HelpDump.current().command
        var pages = [ManualPage(command: root, parents: [], programName: root.commandName, version: LayoutPlayground.version)]
        for subcommand in root.shownSubcommands {
            pages.append(ManualPage(command: subcommand, parents: [root.commandName], programName: root.commandName, version: LayoutPlayground.version))
        }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for page in pages {
                try Data(page.roff.utf8).write(to: folder.appendingPathComponent(page.fileName), options: .atomic)
                print(folder.appendingPathComponent(page.fileName).path)
            }
        } catch {
            throw ValidationError("cannot write the manual pages into \(output): \(error.localizedDescription)")
        }
    }
}
