import ArgumentParser
import Foundation
import PlaygroundApp
import PlaygroundModel

/// `layout-playground [gui] [SCENE]`: the playground window (the default command).
struct GuiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gui",
        abstract: "Open the playground window (the default).",
        discussion: "With no scene, the window opens on a built-in example.")

    @Argument(help: "A SwiftUI scene file to open.")
    var scene: String?

    @Option(help: ArgumentHelp("Start on a device preset: its screen and safe area ('iPhone 15', 'iPad (10th generation) (landscape)').", valueName: "name"))
    var device: String?

    @Option(name: .customLong("dump-layout"), help: .hidden)
    var dumpLayout: String?

    /// The preset `--device` names, matched without regard to case.
    private var preset: DevicePreset? {
        get throws {
            try device.map(DevicePreset.named(argument:))
        }
    }

    func validate() throws {
        _ = try preset
        if let scene, !FileManager.default.fileExists(atPath: scene) {
            throw ValidationError("no scene file '\(scene)' (commands: layout, render, explain, bench, gui)")
        }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else {
            Diagnostics.write("error: no display to open the window on; set DISPLAY (for example under Xvfb) or use the layout, render and explain commands")
            throw ExitCode(1)
        }
        let status = PlaygroundApplication(options: .init(
            scenePath: scene, layoutDumpPath: dumpLayout, devicePreset: try preset?.id)).run()
        if status != 0 { throw ExitCode(status) }
    }
}
