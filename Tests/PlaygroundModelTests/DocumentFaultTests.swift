import Foundation
import LayoutEngine
import PlaygroundModel
import SceneSource
import Testing

/// The document under faults: another program changing, replacing or deleting its file, a
/// read-only file, and text read in the background while more is typed.
@Suite("Document under faults")
struct DocumentFaultTests {
    static let good = "#Preview {\n    Text(\"A\")\n}\n"

    private func temporaryFile(_ text: String = good) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-faults-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/scene.swift"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test("A file another program changed is not overwritten: reload brings its text, keep writes ours")
    func changedOnDisk() throws {
        let path = try temporaryFile()
        let document = try PlaygroundDocument.open(path: path)
        document.replaceSource("#Preview {\n    Text(\"mine\")\n}\n")
        #expect(document.diskState() == .unchanged)
        let theirs = "#Preview {\n    Text(\"theirs\")\n}\n"
        try theirs.write(toFile: path + ".new", atomically: false, encoding: .utf8)
        #expect(rename(path + ".new", path) == 0)
        #expect(document.diskState() == .changed)
        #expect(throws: DocumentError.self) { try document.save() }
        do { try document.save() } catch let error as DocumentError { #expect(error.kind == .changedOnDisk) }
        #expect(try contents(path) == theirs)
        // Reload: their text, unmodified; undo gives ours back.
        try document.reloadFromDisk()
        #expect(document.sourceText == theirs)
        #expect(!document.isModified)
        document.undo()
        #expect(document.sourceText.contains("mine"))
        // Keep ours: the next save writes it.
        try "#Preview {\n    Text(\"again\")\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(document.diskState() == .changed)
        document.keepOwnVersion()
        #expect(document.isModified)
        try document.save()
        #expect(try contents(path).contains("mine"))
        #expect(document.diskState() == .unchanged)
    }

    @Test("Rewriting the file with the same text is not a change")
    func sameTextIsNoChange() throws {
        let path = try temporaryFile()
        let document = try PlaygroundDocument.open(path: path)
        try Self.good.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(document.diskState() == .unchanged)
        document.replaceSource("#Preview {\n    Text(\"B\")\n}\n")
        try document.save()
        #expect(try contents(path).contains("\"B\""))
    }

    @Test("A deleted file is not recreated silently: saving asks, keep then save recreates it")
    func deletedOnDisk() throws {
        let path = try temporaryFile()
        let document = try PlaygroundDocument.open(path: path)
        document.replaceSource("#Preview {\n    Text(\"kept\")\n}\n")
        try FileManager.default.removeItem(atPath: path)
        #expect(document.diskState() == .deleted)
        do {
            try document.save()
            Issue.record("saving over a deleted file was not refused")
        } catch let error as DocumentError {
            #expect(error.kind == .deletedOnDisk)
        }
        #expect(!FileManager.default.fileExists(atPath: path))
        document.keepOwnVersion()
        try document.save()
        #expect(try contents(path).contains("kept"))
    }

    @Test("A read-only file is saved only elsewhere (Save As)")
    func readOnly() throws {
        let path = try temporaryFile()
        #expect(chmod(path, 0o444) == 0)
        let document = try PlaygroundDocument.open(path: path)
        #expect(document.isReadOnly)
        document.replaceSource("#Preview {\n    Text(\"copy\")\n}\n")
        do {
            try document.save()
            Issue.record("saving a read-only file was not refused")
        } catch let error as DocumentError {
            #expect(error.kind == .readOnly)
            #expect(error.message.contains("Save As"))
        }
        #expect(try contents(path) == Self.good)
        let copy = (path as NSString).deletingLastPathComponent + "/copy.swift"
        try document.save(to: copy)
        #expect(try contents(copy).contains("copy"))
        #expect(document.filePath == copy)
        #expect(!document.isReadOnly)
    }

    /// Runs the closures a background read delivers, as the window's main loop would.
    final class MainLoop: @unchecked Sendable {
        private let lock = NSLock()
        private var pending: [() -> Void] = []

        func deliver(_ body: @escaping () -> Void) {
            lock.lock(); pending.append(body); lock.unlock()
        }

        /// Runs delivered closures until `done` holds (at most a minute).
        func run(until done: () -> Bool) {
            let end = Date().addingTimeInterval(60)
            while !done() && Date() < end {
                lock.lock(); let batch = pending; pending = []; lock.unlock()
                if batch.isEmpty { Thread.sleep(forTimeInterval: 0.01) }
                for body in batch { body() }
            }
        }
    }

    @Test("Typed text is the document's at once; its scene follows from a background read")
    func backgroundRead() throws {
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        let loop = MainLoop()
        var changes: [PlaygroundDocument.Change] = []
        document.onChange = { changes.append($0) }
        let typed = "#Preview {\n    Text(\"typed\")\n}\n"
        document.replaceSourceInBackground(typed, deliver: loop.deliver)
        #expect(document.sourceText == typed)
        #expect(document.isModified)
        #expect(changes == [.text])
        loop.run { !document.isReading }
        #expect(changes == [.text, .source])
        #expect(document.scene.map(ScenePrinter.print) == typed)
        // One undo step, as a synchronous replacement is.
        document.undo()
        #expect(document.sourceText == Self.good)
    }

    @Test("A read superseded by newer text is cancelled; only the newest text's scene is kept")
    func supersededRead() throws {
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        let loop = MainLoop()
        // A body that never ends: its read runs until the budget or the cancellation stops it.
        let endless = "struct Spin: View {\n    var body: some View {\n        var i = 0\n        while true { i += 1 }\n        return Text(\"never\")\n    }\n}\n#Preview { Spin() }\n"
        document.replaceSourceInBackground(endless, deliver: loop.deliver)
        let last = "#Preview {\n    Text(\"last\")\n}\n"
        document.replaceSourceInBackground("#Preview {\n    Text(\"middle\")\n}\n", deliver: loop.deliver)
        document.replaceSourceInBackground(last, deliver: loop.deliver)
        loop.run { !document.isReading && document.scene.map(ScenePrinter.print) == last }
        #expect(document.scene.map(ScenePrinter.print) == last)
        #expect(!document.hasErrors)
        #expect(!document.isReading)
    }

    @Test("A tree edit waits while the text is being read, rather than editing the older scene")
    func editWaitsForRead() throws {
        let document = PlaygroundDocument(source: Self.good, filePath: nil)
        let loop = MainLoop()
        let scene = try #require(document.scene)
        let row = try #require(SceneOutline.rows(of: scene).first)
        document.replaceSourceInBackground("#Preview {\n    Text(\"new\")\n}\n", deliver: loop.deliver)
        #expect(throws: SceneEditError.self) { try document.apply(.delete(row.id)) }
        #expect(document.sourceText.contains("new"))
        loop.run { !document.isReading }
    }

    @Test("A background layout leaves the caller free; requests while it runs collapse into one with the latest proposal")
    func backgroundLayout() throws {
        let document = PlaygroundDocument(source: "#Preview {\n    Color.red\n}\n", filePath: nil)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        let loop = MainLoop()
        var results: [LayoutResult?] = []
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        // The call returned before the layout ran: the caller's thread never waited for it.
        #expect(session.isLayingOut)
        #expect(results.isEmpty)
        session.proposal = ProposalState(width: 200, height: 100)
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        session.proposal = ProposalState(width: 120, height: 60)
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        loop.run { results.count == 2 && !session.isLayingOut }
        // The first, then only the latest of the two that waited.
        #expect(results.count == 2)
        #expect(results.last??.size == Size(width: 120, height: 60))
        #expect(results.first??.size == Size(width: 393, height: 852))
        // The tree built in the background is reused by the next layout.
        #expect(session.treeBuildCount == 1)
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        loop.run { results.count == 3 && !session.isLayingOut }
        #expect(session.treeBuildCount == 1)
    }

    @Test("A background layout of a scene replaced meanwhile is cancelled; only the new scene's layout is delivered")
    func cancelledLayout() throws {
        // Slow only below 300 points wide, so the document's own load (at the screen's 393) is quick.
        let slow = """
            #Preview {
                VStack {
                    ForEach(0..<20, id: \\.self) { _ in
                        GeometryReader { proxy in
                            if proxy.size.width < 300 {
                                Text("\\((0..<40_000).reduce(0, +))")
                            } else {
                                Color.red
                            }
                        }
                    }
                }
            }
            """
        let document = PlaygroundDocument(source: slow, filePath: nil)
        #expect(!document.hasErrors)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        session.proposal = ProposalState(width: 200, height: 400)
        let loop = MainLoop()
        var results: [LayoutResult?] = []
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        #expect(session.isLayingOut)
        document.replaceSource("#Preview {\n    Color.blue.frame(width: 30, height: 20)\n}\n")
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        loop.run { results.count == 1 && !session.isLayingOut }
        #expect(session.cancelledLayoutCount == 1)
        #expect(results.count == 1)
        #expect(results.first??.size == Size(width: 30, height: 20))
        #expect(!document.hasErrors)
        // A request for another proposal while a layout runs does not cancel it.
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        session.proposal = ProposalState(width: 150, height: 400)
        session.layoutInBackground(deliver: loop.deliver) { results.append($0) }
        loop.run { results.count == 3 && !session.isLayingOut }
        #expect(session.cancelledLayoutCount == 1)
        #expect(results.count == 3)
    }

}
