import ArgumentParser
import Foundation
import LayoutEngine
import struct SceneSource.SceneView

/// `layout-playground list APP_DIR`: every preview and every view of a scene or app folder,
/// with where it is declared: what `--preview` and `--view` take.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a scene's or an app folder's previews and views.",
        discussion: """
            One line per preview and per View type: its kind, its name (what --preview and --view
            take), file:line, and for a view whether the playground makes it with sample
            arguments. Files of the folder that do not read are listed with their error.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: ArgumentHelp("The SwiftUI scene: a .swift file, several, or an app folder.", valueName: "scene"))
    var scenes: [String]

    @Option(help: "text (for people) or json (for tools).")
    var format: Format = .text

    func validate() throws {
        guard !scenes.isEmpty else { throw ValidationError("name the scene: a .swift file or an app folder") }
    }

    func run() throws {
        let found = try SceneFile.sceneFiles(scenes)
        let (session, unread) = try SceneFile.readSession(found, findsImplicitRoot: false)
        let previews = session.previews
        let views = session.views
        let leftOut = unread + session.leftOutFiles.map { ($0.location.file, "\($0.location.line):\($0.location.column): \($0.message)") }
        switch format {
        case .text:
            var lines: [String] = []
            for preview in previews {
                lines.append(TerminalText.visible("preview  \(preview.name)  \(preview.location.file):\(preview.location.line)"))
            }
            for view in views {
                let notes = (view.needsArguments ? ["sample arguments"] : []) + (view.isShadowed ? ["declared twice: the first is used by name"] : [])
                lines.append(TerminalText.visible("view     \(view.name)  \(view.location.file):\(view.location.line)") + (notes.isEmpty ? "" : "  (\(notes.joined(separator: "; ")))"))
            }
            for (file, problem) in leftOut { lines.append(TerminalText.visible("left out  \(file):\(problem)")) }
            print(lines.joined(separator: "\n"))
            print("\(previews.count) previews, \(views.count) views in \(session.files.count) files" + (leftOut.isEmpty ? "" : "; \(leftOut.count) problems in files left out"))
        case .json:
            var items: [String] = []
            for preview in previews {
                items.append("{\"kind\":\"preview\",\"name\":\(jsonString(preview.name)),\"file\":\(jsonString(preview.location.file)),\"line\":\(preview.location.line)}")
            }
            for view in views {
                items.append(
                    "{\"kind\":\"view\",\"name\":\(jsonString(view.name)),\"file\":\(jsonString(view.location.file)),\"line\":\(view.location.line),"
                        + "\"needsArguments\":\(view.needsArguments),\"shadowed\":\(view.isShadowed)}")
            }
            let problems = leftOut.map { "{\"file\":\(jsonString($0.0)),\"problem\":\(jsonString($0.1))}" }
            print("{\"files\":\(session.files.count),\"items\":[\n" + items.joined(separator: ",\n") + "\n],\"leftOut\":[" + problems.joined(separator: ",") + "]}")
        }
    }
}
