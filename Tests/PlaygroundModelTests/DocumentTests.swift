import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

@Suite("Document")
struct DocumentTests {
    static let good = "#Preview {\n    Text(\"A\")\n}\n"
    static let broken = "#Preview {\n    Text(\"A\"\n}\n"

    func firstRow(_ document: PlaygroundDocument) throws -> TreeRow {
        let scene = try #require(document.scene)
        return try #require(SceneOutline.rows(of: scene).first)
    }

    @Test("Text with a syntax error keeps the last good scene and root and reports diagnostics")
    func lastGoodState() throws {
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        let scene = document.scene
        let root = try #require(document.root)
        document.replaceSource(Self.broken)
        #expect(document.sourceText == Self.broken)
        #expect(document.hasErrors)
        #expect(document.diagnostics.contains { $0.severity == .error && $0.location.line == 2 })
        #expect(document.scene == scene)
        #expect(document.root === root)
        #expect(throws: SceneEditError.self) { try document.apply(.delete(try firstRow(document).id)) }
        document.replaceSource("#Preview {\n    Text(\"B\")\n}\n")
        #expect(!document.hasErrors)
        #expect(document.root !== root)
    }

    @Test("Edits, source replacements and drags undo and redo in order, one step each")
    func undoRedo() throws {
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        var changes: [PlaygroundDocument.Change] = []
        document.onChange = { changes.append($0) }
        try document.apply(.wrap(try firstRow(document).id, in: .padding))
        let padded = document.sourceText
        document.replaceSource("#Preview {\n    Color.red\n}\n")
        document.recordScreenChange(from: .standard, to: Screen(proposal: ProposalState(width: 200, height: 300)))
        #expect(document.proposal == ProposalState(width: 200, height: 300))
        document.undo()
        #expect(document.proposal == .standard)
        #expect(document.sourceText == "#Preview {\n    Color.red\n}\n")
        document.undo()
        #expect(document.sourceText == padded)
        document.undo()
        #expect(document.sourceText == Self.good)
        #expect(!document.canUndo)
        document.redo()
        #expect(document.sourceText == padded)
        #expect(document.canRedo)
        document.replaceSource(Self.good)
        #expect(!document.canRedo)
        #expect(changes.contains(.proposal) && changes.contains(.source))
        #expect(document.changeCounter == changes.count)
    }

    @Test("Saving writes the text, clears isModified and leaves no temporary file")
    func save() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/scene.swift"
        try Self.good.write(toFile: path, atomically: false, encoding: .utf8)
        let document = try PlaygroundDocument.open(path: path)
        #expect(!document.isModified)
        #expect(document.displayName == "scene.swift")
        document.replaceSource("#Preview {\n    Color.red\n}\n")
        #expect(document.isModified)
        try document.save()
        #expect(!document.isModified)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "#Preview {\n    Color.red\n}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.swift"])
        document.undo()
        #expect(document.isModified)
    }

    @Test("Saving into a missing folder throws a clear error and writes nothing")
    func saveIntoMissingFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        #expect(throws: DocumentError("could not save to '\(folder)/missing/a.swift': the folder '\(folder)/missing' does not exist")) {
            try document.save(to: folder + "/missing/a.swift")
        }
        #expect(document.isModified)
        #expect(document.filePath == nil)
        #expect(throws: DocumentError.self) { try document.save() }
    }

    @Test("Saving into a read-only folder throws, keeps the old file whole and leaves no partial file")
    func saveIntoReadOnlyFolder() throws {
        guard getuid() != 0 else { return }
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        let path = folder + "/scene.swift"
        try Self.good.write(toFile: path, atomically: false, encoding: .utf8)
        let document = try PlaygroundDocument.open(path: path)
        document.replaceSource("#Preview {\n    Color.red\n}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        #expect(throws: DocumentError.self) { try document.save() }
        #expect(document.isModified)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.good)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.swift"])
    }

    @Test("A save that fails after writing the temporary file removes it and keeps the destination")
    func failedRenameLeavesNoPartialFile() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/taken.swift", withIntermediateDirectories: false)
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        #expect(throws: DocumentError.self) { try document.save(to: folder + "/taken.swift") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["taken.swift"])
        #expect(document.filePath == nil)
    }

    @Test("Opening a missing file throws an error naming it")
    func openMissing() {
        #expect(throws: DocumentError.self) { try PlaygroundDocument.open(path: "/nonexistent/scene.swift") }
    }
}

@Suite("Document robustness")
struct DocumentRobustnessTests {
    @Test("A custom view that contains itself is reported, not a crash")
    func selfContainingView() {
        let document = PlaygroundDocument(source: """
            struct Loop: View {
                var body: some View {
                    Loop()
                }
            }

            #Preview {
                Loop()
            }

            """, filePath: nil)
        // The bodies are built with the tree: the window's layout reports it to the document.
        #expect(LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer()).layout() != nil)
        #expect(document.hasErrors)
        #expect(document.diagnostics.contains { $0.message.contains("contains itself with the same values") })
    }

    @Test("An example document is unmodified until edited, then modified like any untitled one")
    func exampleDocument() throws {
        let document = PlaygroundDocument.example(source: "Text(\"Hi\")\n")
        #expect(!document.isModified && document.filePath == nil && document.displayName == "Untitled")
        document.replaceSource("Text(\"Hello\")\n")
        #expect(document.isModified)
        document.undo()
        #expect(!document.isModified)
    }
}
