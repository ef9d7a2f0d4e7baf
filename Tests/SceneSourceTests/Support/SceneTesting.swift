import Testing
import Foundation
import LayoutEngine
import SceneSource

/// Loads a scene from source with the file name `scene.swift`.
func load(_ source: String) -> SceneLoadResult {
    SceneLoader.load(source: source, fileName: "scene.swift")
}

/// Lays a loaded root out with the deterministic test measurer.
func layout(_ root: ViewNode, _ proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) throws -> LayoutResult {
    try LayoutTree(root: root, environment: environment, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: proposal)
}

/// The node at `path` (`0.1.0`) of a view tree as the interpreter built it, counting every
/// child (the engine's paths skip nothing either, except through spliced groups).
func node(_ root: ViewNode, at path: String) -> ViewNode? {
    var components = path.split(separator: ".").compactMap { Int($0) }
    guard components.first == 0 else { return nil }
    components.removeFirst()
    var current = root
    for index in components {
        // A scene view's body is built for an environment when it is laid out.
        let children = current.environmentDependentChildren?(EnvironmentValues()) ?? current.children
        guard children.indices.contains(index) else { return nil }
        current = children[index]
    }
    return current
}

/// The hint every stand-in warning carries.
let standInHint = "open the file that declares it together with this one, or use --strict to list only what is missing"

/// What the `layout` command reports for a loaded scene: its diagnostics after its tree was
/// built for the default environment and laid out at 393 x 852 (bodies and code that only
/// layout runs report then, not at load).
func laidOut(_ loaded: SceneLoadResult) -> [Diagnostic] {
    let session = loaded.session
    if let tree = try? session.makeTree(preview: loaded.preview, environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()) {
        session.checkDrawing(session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852)))
    }
    return session.diagnostics
}

/// A single-file scene that must load and lay out without an error, laid out at 393 x 852;
/// the result and the diagnostics (warnings) it gave.
func laidOut(_ source: String) throws -> (result: LayoutResult, diagnostics: [Diagnostic]) {
    let loaded = load(source)
    #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
    let diagnostics = laidOut(loaded)
    #expect(messages(diagnostics).isEmpty, "\(diagnostics)")
    let root = try #require(loaded.root)
    return (try layout(root, ProposedViewSize(width: 393, height: 852)), diagnostics)
}

/// The messages of `diagnostics` of `severity`.
func messages(_ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity = .error) -> [String] {
    diagnostics.filter { $0.severity == severity }.map(\.message)
}

/// The messages of the diagnostics of `severity`.
func messages(_ result: SceneLoadResult, _ severity: Diagnostic.Severity = .error) -> [String] {
    result.diagnostics.filter { $0.severity == severity }.map(\.message)
}

/// Runs `body` on a thread with a 1 GiB stack, as the command line does, and waits for it.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 1 << 30
    thread.start()
    done.wait()
    return box.value!
}

/// Carries a result from the large-stack thread back to the waiting test.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
