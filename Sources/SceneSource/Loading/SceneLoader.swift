import LayoutEngine
import SwiftParser
import SwiftSyntax

/// Reads a scene file (ordinary SwiftUI source) into its source model and its view tree.
///
/// Loading is recursive, a few stack frames per level of nesting in the source: scenes nested
/// thousands of levels deep need a thread with a large stack (the executable loads on one with
/// 1 GiB). Brackets nested deeper than `maximumNestingLevel` are reported as an error instead of
/// overflowing the stack. Cost: linear in the size of the source, apart from custom views, whose
/// bodies are built once per instance.
public enum SceneLoader {
    /// The deepest bracket nesting the parser reads (swift-syntax's `maximumNestingLevel`).
    public static let maximumNestingLevel = 20_000

    /// Loads `source`; `fileName` is what diagnostics name as the file.
    public static func load(source: String, fileName: String) -> SceneLoadResult {
        var text = source
        // The parser copies the buffer into its own arena.
        let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel) }
        let reader = SceneReader(fileName: fileName, tree: tree)
        let sink = DiagnosticSink(fileName: fileName)
        if tree.hasError {
            SyntaxErrorCollector(reader: reader, sink: sink, maximumNestingLevel: maximumNestingLevel).walk(tree)
        }
        let scene = reader.read(tree)
        guard !sink.hasErrors else {
            return SceneLoadResult(scene: scene, root: nil, diagnostics: sink.diagnostics)
        }
        let root = SceneInterpreter(scene: scene, sink: sink).interpretRoot()
        return SceneLoadResult(scene: scene, root: sink.hasErrors ? nil : root, diagnostics: sink.diagnostics)
    }
}
