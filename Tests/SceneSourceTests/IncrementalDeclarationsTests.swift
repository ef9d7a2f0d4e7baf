import LayoutEngine
import SceneSource
import Testing

/// Reading an app again after one file changed collects only that file's declarations again
/// (`DeclarationTemplates`): the other files' types are copies of what their declarations made
/// the first time. What the readings must still see as if every file were collected again.
@Suite("Declarations collected again only for the changed file")
struct IncrementalDeclarationsTests {
    let files: [(name: String, source: String)] = [
        ("Card.swift", """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    let _ = Metrics.grow()
                    Color.red.frame(width: Metrics.width, height: Card.height)
                }
            }
            #Preview { Card() }
            """),
        ("Metrics.swift", "import SwiftUI\nenum Metrics {\n    static var width: CGFloat = 10\n    static func grow() { width += 15 }\n}\n"),
        ("CardParts.swift", "import SwiftUI\nextension Card {\n    static var height: CGFloat { 30 }\n    struct Badge: View { var body: some View { Text(\"b\") } }\n}\n"),
        ("Extra.swift", "import SwiftUI\nstruct Extra: View { var body: some View { Text(\"x\") } }\n"),
    ]

    private func read(_ files: [(name: String, source: String)], _ kept: ParsedFiles) -> EvaluationSession {
        EvaluationSession(files: files, readsSourceModel: false, leavesOutBrokenFiles: true, parsedFiles: kept)
    }

    private func size(_ session: EvaluationSession) throws -> Size {
        let tree = try #require(try session.makeTree(environment: EnvironmentValues(), textMeasurer: FixedAdvanceTextMeasurer()))
        return session.layout(tree, proposal: ProposedViewSize(width: 393, height: 852)).size
    }

    private func viewNames(_ session: EvaluationSession) -> [String] {
        session.views.map(\.name).sorted()
    }

    @Test("A changed file's declarations replace its old ones; only its types are made again")
    func changedFileReplacesItsDeclarations() throws {
        let kept = ParsedFiles()
        let first = read(files, kept)
        #expect(viewNames(first) == ["Card", "Card.Badge", "Extra"])
        #expect(try size(first) == Size(width: 25, height: 30))
        let made = kept.typesMade
        #expect(made == 3)  // Card, Metrics, Extra (an extension is no type of its own)
        var changed = files
        changed[3].source = "import SwiftUI\nstruct Renamed: View { var body: some View { Text(\"x\") } }\n"
        changed[1].source = "import SwiftUI\nenum Metrics {\n    static var width: CGFloat = 50\n    static func grow() { width += 1 }\n}\n"
        let second = read(changed, kept)
        #expect(viewNames(second) == ["Card", "Card.Badge", "Renamed"])
        #expect(try size(second) == Size(width: 51, height: 30))
        #expect(kept.typesMade == made + 2)
    }

    @Test("An extension in a changed file leaves nothing behind in the type it extended, declared in a file kept")
    func changedExtensionLeavesNothingBehind() throws {
        let kept = ParsedFiles()
        _ = read(files, kept)
        var changed = files
        changed[2].source = "import SwiftUI\nextension Card {\n    static var height: CGFloat { 44 }\n    struct Label: View { var body: some View { Text(\"l\") } }\n}\n"
        let second = read(changed, kept)
        #expect(viewNames(second) == ["Card", "Card.Label", "Extra"])
        #expect(try size(second) == Size(width: 25, height: 44))
    }

    @Test("A static value one reading computed is not another's: each starts from the declaration")
    func staticValuesAreEachReadingsOwn() throws {
        let kept = ParsedFiles()
        #expect(try size(read(files, kept)) == Size(width: 25, height: 30))
        var changed = files
        changed[3].source += "\n// saved\n"
        // `Metrics.grow()` ran in the first reading's body: the second starts at 10 again.
        #expect(try size(read(changed, kept)) == Size(width: 25, height: 30))
        #expect(try size(read(files, kept)) == Size(width: 25, height: 30))
    }

    @Test("A deleted file's declarations go with it")
    func deletedFileGoes() throws {
        let kept = ParsedFiles()
        _ = read(files, kept)
        let second = read(Array(files.prefix(3)), kept)
        #expect(viewNames(second) == ["Card", "Card.Badge"])
        #expect(try size(second) == Size(width: 25, height: 30))
        // Without the extension's file, the badge goes too and Card has no height of its own.
        let third = read([files[0], files[1], files[3]], kept)
        #expect(viewNames(third) == ["Card", "Extra"])
    }

    @Test("A file that stops parsing is left out and the others keep their declarations")
    func brokenFileKeepsTheOthers() throws {
        let kept = ParsedFiles()
        _ = read(files, kept)
        let made = kept.typesMade
        // The last file, so that no other file moves to another place in the program (one
        // that moves makes its types again: `fileAddedBeforeKeepsLocations`).
        var broken = files
        broken[3].source = "import SwiftUI\nstruct Extra: View { var body: some View { Text(\"x\" }\n"
        let second = read(broken, kept)
        #expect(second.leftOutFiles.contains { $0.location.file == "Extra.swift" })
        #expect(viewNames(second) == ["Card", "Card.Badge"])
        #expect(try size(second) == Size(width: 25, height: 30))
        #expect(kept.typesMade == made)
        // Mended: read again, as it was.
        let third = read(files, kept)
        #expect(third.leftOutFiles.isEmpty)
        #expect(viewNames(third) == ["Card", "Card.Badge", "Extra"])
        #expect(kept.typesMade == made + 1)
    }

    @Test("A file added before the others moves them: their places still name their own files")
    func fileAddedBeforeKeepsLocations() throws {
        let kept = ParsedFiles()
        let first = read(files, kept)
        let card = try #require(first.views.first { $0.name == "Card" })
        let added = [("Added.swift", "import SwiftUI\nstruct Added: View { var body: some View { Text(\"a\") } }\n")] + files
        let second = read(added, kept)
        let moved = try #require(second.views.first { $0.name == "Card" })
        #expect(moved.location == card.location)
        #expect(moved.location.file == "Card.swift")
        #expect(second.views.first { $0.name == "Extra" }?.location.file == "Extra.swift")
        #expect(try size(second) == Size(width: 25, height: 30))
    }
}
