import ArgumentParser
import Foundation
import LayoutEngine
import Rendering
import SceneSource

/// A scene read for a command: its evaluation session, the preview chosen and the file that
/// pictures' relative paths are resolved from. Diagnostics are printed once, after the work
/// (`finish`), so that what a layout or a drawing reports (a `Layout` method's error, a custom
/// shape's) is printed with what loading reported.
struct LoadedScene {
    let session: EvaluationSession
    /// The chosen preview's number, from 0.
    var previewIndex: Int
    /// The first file: what pictures' relative paths are resolved from.
    var path: String

    /// The chosen preview, with the traits its view declares once its root was built.
    var preview: ScenePreview? { session.preview(previewIndex) }

    /// The chosen preview's tree for `environment`; stops the command with status 1 (after
    /// printing why) when the scene has no root or the engine refuses the tree.
    func makeTree(environment: EnvironmentValues, textMeasurer: TextMeasuring) throws -> LayoutTree {
        let tree: LayoutTree?
        do {
            tree = try session.makeTree(
                preview: previewIndex, environment: environment, textMeasurer: textMeasurer,
                imageMeasurer: AssetImageMeasurer(sceneFile: path))
        } catch {
            printDiagnostics()
            Diagnostics.write("\(path): error: \(error)")
            throw ExitCode(1)
        }
        guard let tree else {
            printDiagnostics()
            throw ExitCode(1)
        }
        return tree
    }

    /// Prints every diagnostic reported so far, ordered by place, to standard error.
    func printDiagnostics() {
        let ordered = session.diagnostics.enumerated().sorted { a, b in
            (a.element.location.file, a.element.location.line, a.element.location.column, a.offset)
                < (b.element.location.file, b.element.location.line, b.element.location.column, b.offset)
        }
        for (_, diagnostic) in ordered { Diagnostics.write(diagnostic.description) }
    }

    /// Prints the diagnostics; true when any is an error (the command then ends with status 1,
    /// after its output).
    func finish() -> Bool {
        printDiagnostics()
        return session.hasErrors
    }
}

/// Reading a scene for a command: loads its files, and stops the command with status 1 when
/// they cannot be read.
enum SceneFile {
    /// Loads `paths` (files, or folders whose `.swift` files are read in name order) as one
    /// scene; `preview` is a preview's name or its 1-based number; `strict` makes what the
    /// scene does not declare an error instead of a stand-in.
    /// `oneEvaluation: false` (export, which lays the scene out thousands of times): each
    /// layout has the scene's budget to itself, as in the window.
    static func load(_ paths: [String], preview: String? = nil, strict: Bool = false, oneEvaluation: Bool = true) throws -> LoadedScene {
        let files = try sceneFiles(paths).map { path -> (name: String, source: String) in
            guard let data = FileManager.default.contents(atPath: path) else {
                Diagnostics.write("error: cannot read '\(path)': no such file or not readable")
                throw ExitCode(1)
            }
            guard let source = String(data: data, encoding: .utf8) else {
                let place = firstInvalidUTF8(in: data)
                Diagnostics.write("\(path):\(place.line):\(place.column): error: the file is not UTF-8 text (a byte here is not UTF-8)")
                throw ExitCode(1)
            }
            return (path, source)
        }
        let session = EvaluationSession(files: files, callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false, strict: strict, oneEvaluation: oneEvaluation)
        var chosen = 0
        if let preview {
            let names = session.previews.map(\.name)
            if let number = Int(preview), session.previews.indices.contains(number - 1) {
                chosen = number - 1
            } else if let index = names.firstIndex(of: preview) {
                chosen = index
            } else {
                let listed = names.isEmpty ? "the scene has no previews" : "its previews are " + names.map { "'\($0)'" }.joined(separator: ", ")
                Diagnostics.write("error: no preview named '\(preview)'; \(listed)")
                throw ExitCode(1)
            }
        }
        let scene = LoadedScene(session: session, previewIndex: chosen, path: files[0].name)
        guard session.hasRoot else {
            scene.printDiagnostics()
            throw ExitCode(1)
        }
        return scene
    }

    /// The line and column (1-based, columns in bytes as the other diagnostics count them) of
    /// the first byte of `data` that is not part of valid UTF-8.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else {
                    column += scalar.count
                }
            case .error:
                return (line, column)
            case .emptyInput:
                return (line, column)
            }
        }
    }

    /// The `.swift` files `paths` name: files as given, folders searched (hidden folders and
    /// `.build` skipped) and their files sorted by path.
    static func sceneFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                Diagnostics.write("error: cannot read '\(path)': no such file or not readable")
                throw ExitCode(1)
            }
            guard isFolder.boolValue else {
                files.append(path)
                continue
            }
            var found: [String] = []
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                let components = relative.split(separator: "/")
                if components.contains(where: { $0.hasPrefix(".") || $0 == ".build" }) { continue }
                if relative.hasSuffix(".swift") { found.append((path as NSString).appendingPathComponent(relative)) }
            }
            guard !found.isEmpty else {
                Diagnostics.write("error: the folder '\(path)' has no .swift files")
                throw ExitCode(1)
            }
            files += found.sorted()
        }
        return files
    }
}

/// Writes lines to standard error.
enum Diagnostics {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
