import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift and Foundation that whole apps rely on (issue 39, third set): a refused read
/// fails as a missing file does, and a substring's indices are its base string's.
@Suite("Causes found in whole apps (3)")
struct AppCauses3Tests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        return try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined(separator: " ") }
    }

    @Test("A refused read (Data(contentsOf:), String(contentsOfFile:)) throws as for a missing file: try? gives nil, catch takes it; uncaught or --strict it is the error")
    func refusedReadThrows() throws {
        let source = """
            func saved() -> String {
                do {
                    let text = try String(contentsOfFile: "/etc/hostname")
                    return "read \\(text.count)"
                } catch {
                    return "none: \\(error.localizedDescription)"
                }
            }
            struct Settings: View {
                var body: some View {
                    let data = try? Data(contentsOf: URL(string: "https://example.com/feed.json")!)
                    VStack {
                        Text(data == nil ? "no data" : "data")
                        Text(saved())
                    }
                }
            }
            #Preview { Settings() }
            """
        #expect(try texts(source) == ["no data", "none: The file couldn’t be opened because there is no such file."])
        let warnings = messages(laidOut(load(source)), .warning)
        #expect(warnings.contains { $0.contains("cannot read files or the network: Data(contentsOf:) reads nothing and throws") }, "\(warnings)")
        let strict = laidOut(SceneLoader.load(files: [("scene.swift", source)], strict: true))
        #expect(strict.contains { $0.severity == .error && $0.message.contains("is refused") }, "\(strict)")
        // Not caught: the refusal, where the read is.
        let uncaught = laidOut(load("#Preview {\n    Text(try! String(contentsOfFile: \"/etc/hostname\"))\n}"))
        let error = uncaught.first { $0.severity == .error }
        #expect(error?.message == "a scene cannot read files: String(contentsOf...) is refused" && error?.location.line == 2, "\(uncaught)")
    }

    @Test("A member read on a slice of a string (text[i...].range(of:)) gives and takes the base string's indices; range(of:options: .backwards) finds the last")
    func substringIndices() throws {
        let source = """
            func parts(_ text: String) -> [String] {
                var parts: [String] = []
                var current = text.startIndex
                while current < text.endIndex {
                    guard let open = text[current...].range(of: "<b>"),
                          let close = text[open.upperBound...].range(of: "</b>") else {
                        parts.append(String(text[current...]))
                        break
                    }
                    parts.append(String(text[current..<open.lowerBound]))
                    parts.append("*" + String(text[open.upperBound..<close.lowerBound]) + "*")
                    current = close.upperBound
                }
                return parts
            }
            let path = "a/b/c.txt"
            let tail = path[path.index(after: path.startIndex)...]
            #Preview {
                VStack {
                    Text(parts("Send <b>0.5</b> to <b>Bob</b> now").joined(separator: "|"))
                    Text(String(path[..<path.range(of: "/", options: .backwards)!.lowerBound]))
                    Text("\\(path.distance(from: path.startIndex, to: path[path.index(path.startIndex, offsetBy: 2)...].firstIndex(of: "/")!))")
                    Text("\\(path.distance(from: path.startIndex, to: path[path.index(path.startIndex, offsetBy: 2)...].startIndex))")
                    Text(String(tail))
                }
            }
            """
        #expect(try texts(source) == ["Send |*0.5*| to |*Bob*| now", "a/b", "3", "2", "/b/c.txt"])
    }
}
