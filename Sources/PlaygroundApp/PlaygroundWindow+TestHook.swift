import CGtk
import Foundation
import PlaygroundModel

/// Test hook beside `--dump-layout`: what the window tests cannot do through a native dialog.
/// A test writes lines to `DUMP.commands` (a temporary file renamed there); the window reads
/// and removes it when it next writes its state (every 250 ms) and runs each line:
///
/// - `action NAME`: activates `win.NAME`, as its menu item does;
/// - `screenshot PATH`: shows a PNG over the scene, as dropping it does;
/// - `screenshot-opacity VALUE`: moves the screenshot's opacity slider;
/// - `export-web-page PATH`: writes the web page there, as the save dialog's answer does;
/// - `open-folder PATH`: opens an app folder, as the folder chooser's answer does;
/// - `open PATH`: opens a scene file, as the Open dialog's answer (or the gallery) does.
extension PlaygroundWindow {
    func runTestCommands() {
        guard let dump = options.layoutDumpPath else { return }
        let path = dump + ".commands"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        try? FileManager.default.removeItem(atPath: path)
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard let command = parts.first else { continue }
            let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            switch command {
            case "action":
                g_action_group_activate_action(window.opaque, argument, nil)
            case "screenshot":
                showScreenshot(path: argument)
            case "screenshot-opacity":
                if let value = Double(argument) { screenshotBar.setOpacity(value) }
            case "export-web-page":
                exportWebPage(to: argument)
            case "open-folder":
                openFolder(argument)
            case "open":
                open(path: argument)
            default:
                showToast("Unknown test command '\(command)'")
            }
        }
    }
}
