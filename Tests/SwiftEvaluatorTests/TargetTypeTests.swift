import SwiftEvaluator
import Testing

/// Apps whose targets (an iPhone app, its watch app) each declare a type of the same name:
/// a file sees its own file's, else its own target's, the declaration nearest by folder.
@Suite("Types several targets declare")
struct TargetTypeTests {
    private func evaluate(_ files: [(String, String)], main file: String) throws -> String {
        let program = Program()
        for (name, source) in files { program.addFile(name: name, source: source) }
        program.resolvePendingExtensions()
        let evaluator = Evaluator(program: program, host: PlainHost())
        let index = try #require(program.files.firstIndex { $0.name == file })
        let main = try #require(program.functions["main"]?.first { program.position(of: $0).file == index })
        return evaluator.describe(try evaluator.call(.function(Function(.declared([main], evaluator.globalScope, receiver: nil), name: "main")), arguments: [], at: nil))
    }

    @Test("A file sees the declaration in its own target's folder, or the shared one rather than another platform's")
    func nearestByFolder() throws {
        let files = [
            ("app/Watch App/Item.swift", "enum Item { case focus }"),
            ("app/Shared/Utils/Item.swift", "enum Item { case projects }"),
            ("app/Shared/Lists/List.swift", "func main() -> Any { Item.projects }"),
            ("app/Phone/Tabs.swift", "func main() -> Any { Item.projects }"),
            ("app/Watch App/Content.swift", "func main() -> Any { Item.focus }"),
        ]
        let shared = try evaluate(files, main: "app/Shared/Lists/List.swift")
        #expect(shared == "projects", "\(shared)")
        let phone = try evaluate(files, main: "app/Phone/Tabs.swift")
        #expect(phone == "projects", "\(phone)")
        let watch = try evaluate(files, main: "app/Watch App/Content.swift")
        #expect(watch == "focus", "\(watch)")
    }

    @Test("An implicit .init(...) makes the type its own file declares")
    func implicitInitializerOfOwnFile() throws {
        let files = [
            ("app/Gallery.swift", "private struct Info { let title: String; let value: Int }"),
            ("app/About.swift", """
                private struct Info { let urlString: String; let text: String }
                func main() -> Any {
                    let infos: [Info] = [.init(urlString: "u", text: "t")]
                    return infos[0].text
                }
                """),
        ]
        let about = try evaluate(files, main: "app/About.swift")
        #expect(about == "t", "\(about)")
    }
}
