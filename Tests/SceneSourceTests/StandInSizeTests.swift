import LayoutEngine
import SceneSource
import Testing

/// A stand-in view's size, set by a person and kept in the scene's text as a comment line
/// (`StandInSizes`); `AsyncImage` and `URL`, which pasted views use everywhere.
@Suite("Stand-in sizes, AsyncImage and URL")
struct StandInSizeTests {
    @Test("A size line gives the stand-in that frame; the other axis keeps its own size; other lines and misspelt ones change nothing")
    func sizeLine() throws {
        let scene = "#Preview {\n    HStack { FollowButton(isFollowing: true); Badge() }\n}\n"
        func frames(_ source: String) throws -> [String: Rect] {
            let root = try #require(load(source).root)
            let result = try layout(root, ProposedViewSize(width: 393, height: 852))
            return Dictionary(result.views.filter { ["FollowButton", "Badge"].contains($0.view.typeName) }.map { ($0.view.typeName, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
        let own = try frames(scene)
        let sized = try frames(scene + "// layout-playground: stand-in FollowButton width 120 height 44\n// layout-playground: stand-in Badge height 30\n")
        #expect(sized["FollowButton"]?.size == Size(width: 120, height: 44), "\(sized)")
        #expect(sized["Badge"]?.height == 30 && sized["Badge"]?.width == own["Badge"]?.width, "\(sized) \(own)")
        // Not a size line: a different tool's comment, an unknown word, a huge number.
        let ignored = try frames(scene + "// layout-playground: stand-in FollowButton depth 3\n// stand-in FollowButton width 10\n"
                                 + "// layout-playground: stand-in Badge width 1e9\n")
        #expect(ignored == own)
    }

    @Test("Setting a size replaces the stand-in's line, adds one at the end, or takes it away; every other line stays")
    func settingSize() {
        let source = "Text(\"a\") // layout-playground: stand-in X width 5\n// layout-playground: stand-in A width 10\nlet b = 1"
        let replaced = StandInSizes.setting(StandInSizes.Size(width: 12.25, height: 40), for: "A", in: source)
        #expect(replaced == "Text(\"a\") // layout-playground: stand-in X width 5\n// layout-playground: stand-in A width 12.3 height 40\nlet b = 1")
        let added = StandInSizes.setting(StandInSizes.Size(height: 8), for: "B", in: source)
        #expect(added == source + "\n// layout-playground: stand-in B height 8\n")
        #expect(StandInSizes.setting(StandInSizes.Size(), for: "A", in: source) == "Text(\"a\") // layout-playground: stand-in X width 5\nlet b = 1")
        #expect(StandInSizes.setting(StandInSizes.Size(), for: "C", in: source) == source)
        // A trailing comment on code is not a size line: only whole comment lines are read.
        #expect(StandInSizes(sources: [source])["X"] == nil && StandInSizes(sources: [source])["A"]?.width == 10)
    }

    @Test("AsyncImage shows what SwiftUI shows before the image arrives: the placeholder, the .empty phase, or a grey that fills its frame")
    func asyncImage() throws {
        let loaded = load("""
            #Preview {
                let url = URL(string: "https://example.com/a.png")
                VStack(spacing: 0) {
                    AsyncImage(url: url) { $0.resizable() } placeholder: { Color.blue.frame(width: 10, height: 11) }
                    AsyncImage(url: url) { phase in
                        switch phase {
                        case .success(let image): image.resizable().frame(width: 90, height: 90)
                        case .failure: Color.red.frame(width: 80, height: 80)
                        case .empty: Color.green.frame(width: 20, height: 21)
                        @unknown default: EmptyView()
                        }
                    }
                    AsyncImage(url: url) { phase in
                        if let image = phase.image { image } else if phase.error != nil { Color.red } else { Color.gray.frame(width: 30, height: 31) }
                    }
                    AsyncImage(url: url).frame(width: 40, height: 41)
                }
            }
            """)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        let images = result.views.filter { $0.view.typeName == "AsyncImage" }.map(\.frame.size)
        #expect(images == [Size(width: 10, height: 11), Size(width: 20, height: 21), Size(width: 30, height: 31), Size(width: 40, height: 41)], "\(images)")
        #expect(laidOut(loaded).filter { $0.message.hasPrefix("AsyncImage shows its placeholder") }.count == 4)
    }

    @Test("URL(string:) takes a URL apart as Foundation does, and is nil for text that is not one")
    func url() throws {
        let root = try #require(load("""
            #Preview {
                let url = URL(string: "https://www.example.com:8080/a/b/photo.png?x=1")!
                VStack {
                    Text(url.host ?? "-")
                    Text(url.lastPathComponent + " " + url.pathExtension + " " + (url.query ?? "-"))
                    Text(url.appendingPathComponent("c").path)
                    Text(URL(string: "not a url") == nil ? "nil" : "made")
                }
            }
            """).root)
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        #expect(texts == ["www.example.com", "photo.png png x=1", "/a/b/photo.png/c", "nil"], "\(texts)")
        let refused = messages(laidOut(load("#Preview { Text(String(decoding: Data(contentsOf: URL(fileURLWithPath: \"/etc/passwd\")), as: UTF8.self)) }")))
        #expect(refused.contains { $0.contains("Data(contentsOf:) is refused") }, "\(refused)")
    }
}

@Suite("Mutation in place keeps value semantics")
struct InPlaceMutationTests {
    @Test("a[i] = x, a.append(x) and d[k] = v change only their own variable, never a copy taken before; out-of-range stays an error")
    func valueSemantics() throws {
        let root = try #require(load("""
            #Preview {
                var a = [1, 2, 3]
                let kept = a
                a[0] = 9
                a.append(4)
                a.append(contentsOf: [5, 6])
                var d = [String: Int]()
                d["x"] = 1
                let keptD = d
                d["x"] = 2
                d["y"] = 3
                return Text("\\(a) \\(kept) \\(d["x"]!) \\(keptD["x"]!) \\(d.count)")
            }
            """).root)
        let texts = try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        #expect(texts == ["[9, 2, 3, 4, 5, 6] [1, 2, 3] 2 1 2"], "\(texts)")
        let failed = laidOut(load("#Preview {\n    var a = [1]\n    a[3] = 2\n    return Text(\"\\(a)\")\n}"))
        #expect(failed.contains { $0.severity == .error && $0.message.contains("out of range") && $0.location.line == 3 }, "\(failed)")
    }
}
