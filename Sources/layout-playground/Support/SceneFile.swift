import ArgumentParser
import Foundation
import LayoutEngine
import Rendering
import SceneSource

/// Reading a scene file for a command: loads it, prints its diagnostics to stderr and stops
/// the command with status 1 when it cannot be laid out.
enum SceneFile {
    static func loadRoot(_ path: String) throws -> ViewNode {
        guard let data = FileManager.default.contents(atPath: path) else {
            Diagnostics.write("error: cannot read '\(path)': no such file or not readable")
            throw ExitCode(1)
        }
        guard let source = String(data: data, encoding: .utf8) else {
            Diagnostics.write("\(path): error: the file is not UTF-8 text")
            throw ExitCode(1)
        }
        let loaded = SceneLoader.load(source: source, fileName: path, callDepth: SceneLoader.largeStackCallDepth)
        let ordered = loaded.diagnostics.enumerated().sorted { a, b in
            (a.element.location.line, a.element.location.column, a.offset) < (b.element.location.line, b.element.location.column, b.offset)
        }
        for (_, diagnostic) in ordered { Diagnostics.write(diagnostic.description) }
        guard !loaded.hasErrors, let root = loaded.root else { throw ExitCode(1) }
        return root
    }

    /// Builds the layout tree, reporting an engine refusal as a diagnostic.
    static func makeTree(_ root: ViewNode, environment: EnvironmentValues, textMeasurer: TextMeasuring, path: String) throws -> LayoutTree {
        do {
            let tree = try LayoutTree(
                root: root, environment: environment, textMeasurer: textMeasurer,
                imageMeasurer: AssetImageMeasurer(sceneFile: path))
            return tree
        } catch {
            Diagnostics.write("\(path): error: \(error)")
            throw ExitCode(1)
        }
    }
}

/// Writes lines to standard error.
enum Diagnostics {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
