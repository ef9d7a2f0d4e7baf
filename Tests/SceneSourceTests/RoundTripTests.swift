import SceneSource
import Testing

/// Printing a scene and reading the text back gives the same model.
@Suite("Round trip")
struct RoundTripTests {
    static let fixtures = FixtureFile.all(in: "conformance") + FixtureFile.all(in: "scenes")

    @Test("Reading the printed scene gives back the same model", arguments: fixtures)
    func printedSceneReadsBack(_ fixture: FixtureFile) throws {
        let scene = try #require(load(fixture.source).scene)
        let printed = ScenePrinter.print(scene)
        let reread = SceneLoader.load(source: printed, fileName: "printed.swift")
        #expect(!reread.diagnostics.contains { $0.message.hasPrefix("expected") || $0.message.hasPrefix("unexpected") },
                "\(reread.diagnostics)\n\(printed)")
        #expect(reread.scene == scene, "\(printed)")
        #expect(ScenePrinter.print(try #require(reread.scene)) == printed)
    }

    @Test("Printing keeps every item of the scene", arguments: fixtures)
    func printingKeepsItems(_ fixture: FixtureFile) throws {
        let scene = try #require(load(fixture.source).scene)
        #expect(!scene.items.isEmpty)
        let reread = try #require(load(ScenePrinter.print(scene)).scene)
        #expect(reread.items.count == scene.items.count)
    }
}
