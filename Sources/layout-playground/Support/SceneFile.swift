import ArgumentParser
import Foundation
import LayoutEngine
import enum PlaygroundModel.ExampleScenes
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

    /// Prints every diagnostic reported so far, ordered by place, to standard error. A note
    /// stays right after the diagnostic it belongs to (the one reported before it), wherever it
    /// points: "expected ')'" and then "to match this opening '('" on an earlier column.
    func printDiagnostics() {
        var groups: [[Diagnostic]] = []
        for diagnostic in session.diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        let ordered = groups.enumerated().sorted { a, b in
            let first = a.element[0].location, second = b.element[0].location
            return (first.file, first.line, first.column, a.offset) < (second.file, second.line, second.column, b.offset)
        }
        for (_, group) in ordered {
            for diagnostic in group { Diagnostics.write(diagnostic.description) }
        }
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
    /// Loads `paths` (files, or app folders: `AppFolder`) as one scene; `preview` is a
    /// preview's name or its 1-based number, `view` the name of a `View` type to show instead
    /// (`SceneView.matching`: `Row`, `Settings.Row`, `Views/Row.swift:Row`); `strict` makes
    /// what the scene does not declare an error instead of a stand-in.
    /// `oneEvaluation: false` (export, which lays the scene out thousands of times): each
    /// layout has the scene's budget to itself, as in the window.
    /// In a folder, a file that cannot be read or does not parse is left out with a warning
    /// and the others go on; a file named on the command line must read.
    static func load(_ paths: [String], preview: String? = nil, view: String? = nil, strict: Bool = false, oneEvaluation: Bool = true) throws -> LoadedScene {
        let found = try sceneFiles(paths)
        let (session, unread) = try readSession(found, strict: strict, oneEvaluation: oneEvaluation, findsImplicitRoot: view == nil)
        for (path, problem) in unread { Diagnostics.write("\(path):\(problem)") }
        var chosen = 0
        if let view {
            chosen = try choose(view: view, in: session)
        } else if let preview {
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
        let scene = LoadedScene(session: session, previewIndex: chosen, path: session.files[0].name)
        guard session.hasRoot else {
            scene.printDiagnostics()
            throw ExitCode(1)
        }
        return scene
    }

    /// Reads the files `sceneFiles` found into one session. A file named on the command line
    /// must read (else the command stops with status 1); a file of a folder that cannot be read
    /// or is not UTF-8 is left out and returned in `unread` (`line:column: warning: ...` after
    /// its path), and one that imports a test framework is not app code. In a folder, files
    /// that do not parse are left out too (`EvaluationSession.leftOutFiles`).
    static func readSession(
        _ found: [(path: String, inFolder: Bool)], strict: Bool = false, oneEvaluation: Bool = true, findsImplicitRoot: Bool = true
    ) throws -> (session: EvaluationSession, unread: [(path: String, problem: String)]) {
        var files: [(name: String, source: String)] = []
        var unread: [(path: String, problem: String)] = []
        for (path, inFolder) in found {
            let data: Data
            switch SourceFile.read(path) {
            case .bytes(let bytes):
                data = bytes
            case .tooLarge(let size):
                // Refused by its size before it is read (a sparse file of gigabytes aborted).
                guard inFolder else {
                    Diagnostics.write("\(path):1:1: error: \(SourceFile.tooLargeSentence(size))")
                    throw ExitCode(1)
                }
                unread.append((path, "1:1: warning: \(SourceFile.tooLargeSentence(size)); it is left out of the app"))
                continue
            case .unreadable:
                guard inFolder else {
                    Diagnostics.write("error: cannot read '\(path)': no such file, not readable, or not a regular file")
                    throw ExitCode(1)
                }
                unread.append((path, "1:1: warning: the file cannot be read; it is left out of the app"))
                continue
            }
            guard let source = String(data: data, encoding: .utf8) else {
                let place = firstInvalidUTF8(in: data)
                guard inFolder else {
                    Diagnostics.write("\(path):\(place.line):\(place.column): error: the file is not UTF-8 text (a byte here is not UTF-8)")
                    throw ExitCode(1)
                }
                unread.append((path, "\(place.line):\(place.column): warning: the file is not UTF-8 text (a byte here is not UTF-8); it is left out of the app"))
                continue
            }
            // A test file kept beside the app's code (it imports XCTest) is not app code.
            if inFolder, AppFolder.isTestSource(source) { continue }
            files.append((path, source))
        }
        guard !files.isEmpty else {
            for (path, problem) in unread { Diagnostics.write("\(path):\(problem)") }
            Diagnostics.write("error: no Swift file of '\(found.first?.path ?? "")' could be read")
            throw ExitCode(1)
        }
        let session = EvaluationSession(
            files: files, callDepth: EvaluationSession.largeStackCallDepth, readsSourceModel: false, strict: strict,
            oneEvaluation: oneEvaluation, leavesOutBrokenFiles: found.contains { $0.inFolder }, findsImplicitRoot: findsImplicitRoot)
        return (session, unread)
    }

    /// The root number of the view `name` names (`EvaluationSession.showView`); stops the
    /// command with status 1 when no view or several have that name, listing them.
    static func choose(view name: String, in session: EvaluationSession) throws -> Int {
        let matches = SceneView.matching(name, in: session.views)
        if matches.count == 1, let index = session.showView(matches[0]) { return index }
        if matches.isEmpty {
            var seen: Set<String> = []
            let names = session.views.map(\.name).filter { seen.insert($0).inserted }
            let meant = SceneView.misspelling(of: name, among: session.views)
            let some = names.prefix(12).map { "'\($0)'" }.joined(separator: ", ") + (names.count > 12 ? ", ..." : "")
            let listed = names.isEmpty ? "the scene declares no view" : meant.map { "did you mean '\($0)'?" } ?? "its views include \(some) ('layout-playground list' lists them all)"
            Diagnostics.write("error: no view named '\(name)'; \(listed)")
            throw ExitCode(1)
        }
        let listed = matches.map { "\($0.name) at \($0.location.file):\($0.location.line)" }.joined(separator: "; ")
        Diagnostics.write("error: '\(name)' names \(matches.count) views: \(listed); name one as 'FILE:Name' (for example '\(matches[0].location.file):\(matches[0].name)')")
        throw ExitCode(1)
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

    /// The `.swift` files `paths` name: files as given, folders walked as app folders
    /// (`AppFolder`: build, dependency and test folders skipped, links out of the folder not
    /// followed, each such link named in a warning); `inFolder` tells which were found in a
    /// folder. A bare name that is no file here names an example (`ExampleScenes.example`).
    static func sceneFiles(_ paths: [String]) throws -> [(path: String, inFolder: Bool)] {
        var files: [(path: String, inFolder: Bool)] = []
        for named in paths {
            var isFolder: ObjCBool = false
            // A bare name that is no file here is an example's (`render country-rows`), from
            // wherever the program is installed.
            let path = FileManager.default.fileExists(atPath: named) ? named : ExampleScenes.example(named: named) ?? named
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                Diagnostics.write("error: cannot read '\(path)': no such file or not readable")
                throw ExitCode(1)
            }
            guard isFolder.boolValue else {
                files.append((path, false))
                continue
            }
            let folder = AppFolder(path)
            for (skipped, reason) in folder.skipped { Diagnostics.write("\(skipped): warning: \(reason)") }
            guard !folder.files.isEmpty else {
                Diagnostics.write("error: the folder '\(path)' has no .swift files of an app (test targets, build and dependency folders are not read)")
                throw ExitCode(1)
            }
            files += folder.files.map { ($0, true) }
        }
        return files
    }
}

/// Writes lines to standard error, the scene's control characters made visible
/// (`TerminalText`): a diagnostic quotes the scene's names and text.
enum Diagnostics {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((TerminalText.visible(line, keepingLineBreaks: true) + "\n").utf8))
    }
}
