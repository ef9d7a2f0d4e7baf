import ArgumentParser
import Foundation
import PlaygroundApp
import PlaygroundModel
import enum SceneSource.SourceFile

/// `layout-playground [gui] [SCENE]`: the playground window (the default command).
struct GuiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gui",
        abstract: "Open the playground window (the default).",
        discussion: "With no scene, the window opens on a built-in example.")

    @Argument(help: ArgumentHelp(
        "A SwiftUI scene to open: a file, several (the first is edited; the others are read along), or an app's folder (its files, previews and views in a navigator).",
        valueName: "scene"))
    var scenes: [String] = []

    @Option(help: ArgumentHelp("Start on a device preset: its screen and safe area ('iPhone 15', 'iPad (10th generation) (landscape)').", valueName: "name"), completion: .devices)
    var device: String?

    // `.unconditional`: `--proposal -5x10` is read as a value and refused for being negative.
    @Option(name: .customLong("proposal"), parsing: .unconditional, help: ArgumentHelp(
        "Start at this size instead of 393x852: WxH, each a number of points, nil or inf.", valueName: "WxH"))
    var proposalArgument: ProposalArgument?

    @Option(name: .customLong("dump-layout"), help: .hidden)
    var dumpLayout: String?

    @Option(help: ArgumentHelp(
        "The font family text is measured and drawn in (default: SF Pro where it is installed, else Inter standing in).",
        valueName: "family"))
    var font: String?

    /// The preset `--device` names, matched without regard to case.
    private var preset: DevicePreset? {
        get throws {
            try device.map(DevicePreset.named(argument:))
        }
    }

    func validate() throws {
        _ = try preset
        try FontChoice.check(font)
        if let problem = proposalArgument?.problem { throw ValidationError(problem) }
        if device != nil, proposalArgument != nil { throw ValidationError("--device sets the proposal; leave out --proposal") }
        for scene in scenes where !FileManager.default.fileExists(atPath: scene) {
            throw ValidationError("no scene file '\(scene)' (commands: layout, render, explain, bench, gui)")
        }
    }

    private static func hasPreview(_ path: String) -> Bool {
        guard let text = try? SourceFile.text(path) else { return false }
        return text.contains("#Preview") || text.contains("PreviewProvider")
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
            Diagnostics.write("error: no display to open the window on; set DISPLAY (for example under Xvfb) or use the layout, render and explain commands")
            throw ExitCode(1)
        }
        var isFolder: ObjCBool = false
        if scenes.count == 1, FileManager.default.fileExists(atPath: scenes[0], isDirectory: &isFolder), isFolder.boolValue {
            // An app folder: every file in the navigator, each editable, all of them watched.
            let folder = URL(fileURLWithPath: scenes[0]).standardizedFileURL.path
            _ = try SceneFile.sceneFiles([folder])
            FontChoice.apply(font)
            var options = PlaygroundApplication.Options(layoutDumpPath: dumpLayout, devicePreset: try preset?.id)
            options.appFolder = folder
            options.proposal = proposalArgument.map { ProposalState($0.proposal) }
            let status = PlaygroundApplication(options: options).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        var files = try SceneFile.sceneFiles(scenes).map(\.path)
        // From a folder, the file edited is the first with a preview.
        if scenes.count == 1, files.count > 1, let withPreview = files.firstIndex(where: Self.hasPreview) {
            files.insert(files.remove(at: withPreview), at: 0)
        }
        // Every measurer the window makes (its canvas's, its layouts') uses these families.
        FontChoice.apply(font)
        var options = PlaygroundApplication.Options(
            scenePath: files.first, layoutDumpPath: dumpLayout, devicePreset: try preset?.id)
        options.companionPaths = Array(files.dropFirst())
        options.proposal = proposalArgument.map { ProposalState($0.proposal) }
        let status = PlaygroundApplication(options: options).run()
        if status != 0 { throw ExitCode(status) }
    }
}
