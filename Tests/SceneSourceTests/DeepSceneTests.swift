import LayoutEngine
import SceneSource
import Testing

/// Very deep and very wide scenes load without overflowing the stack or taking minutes.
/// Each runs on a 1 GiB stack, as the command line loads.
@Suite("Deep and wide scenes")
struct DeepSceneTests {
    @Test("300 nested VStacks load into a tree 301 levels deep (deeper nesting is issue 9)")
    func deepStacks() {
        let depth = 300
        let source = String(repeating: "VStack {\n", count: depth) + "Color.red\n" + String(repeating: "}\n", count: depth)
        let measured: Int? = onLargeStack {
            let loaded = SceneLoader.load(source: source, fileName: "scene.swift", callDepth: SceneLoader.largeStackCallDepth)
            guard var current = loaded.root, !loaded.hasErrors else { return nil }
            var levels = 1
            while let child = current.children.first {
                current = child
                levels += 1
            }
            return levels
        }
        #expect(measured == depth + 1)
    }

    @Test("A chain of 2,000 paddings loads into 2,000 padding levels")
    func longModifierChain() {
        let count = 2_000
        let source = "Color.red" + String(repeating: ".padding()", count: count)
        let levels: Int? = onLargeStack {
            let loaded = load(source)
            guard var current = loaded.root, !loaded.hasErrors else { return nil }
            var paddings = 0
            while current.typeName == "padding", let child = current.children.first {
                paddings += 1
                current = child
            }
            return paddings
        }
        #expect(levels == count)
    }

    @Test("Brackets nested deeper than the parser's limit are a clear error")
    func tooDeep() {
        let depth = SceneLoader.maximumNestingLevel + 1_000
        let source = String(repeating: "VStack {\n", count: depth) + "Color.red\n" + String(repeating: "}\n", count: depth)
        let diagnostics = onLargeStack { load(source).diagnostics.map(\.message) }
        #expect(diagnostics.first == "the scene nests brackets more than \(SceneLoader.maximumNestingLevel) levels deep")
    }

    @Test("A VStack of 100,000 children loads them all")
    func wideStack() {
        let count = 100_000
        let source = "VStack {\n" + String(repeating: "Color.red.frame(width: 1, height: 1)\n", count: count) + "}\n"
        let children = onLargeStack { load(source).root?.children.count }
        #expect(children == count)
    }
}
