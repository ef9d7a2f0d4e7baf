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

    @Test("A failable initializer that returns nil makes nil, also after a guard, and an init that does not makes the value")
    func failableInitializerReturnsNil() throws {
        let source = """
            func opened(_ path: String) -> Int? { path.isEmpty ? nil : path.count }
            final class Store {
                var count: Int
                init?(path: String) {
                    guard let count = opened(path) else { return nil }
                    self.count = count
                }
            }
            struct Point { let x: Int; init?(x: Int) { if x < 0 { return nil }; self.x = x } }
            #Preview {
                VStack {
                    Text("\\(Store(path: "") == nil) \\(Store(path: "abc")?.count ?? 0)")
                    Text("\\(Point(x: -1) == nil) \\(Point(x: 2)?.x ?? 0)")
                }
            }
            """
        #expect(try texts(source) == ["true 3", "true 2"])
    }

    @Test("map on a String? with a transform declared to take a String is Optional.map; on a String with a Character closure it maps the characters")
    func optionalMapOfString() throws {
        let source = """
            func withoutScheme(_ text: String) -> String { text.replacingOccurrences(of: "file://", with: "") }
            func folder(_ path: String?) -> String { path.map(withoutScheme) ?? "none" }
            #Preview {
                VStack {
                    Text(folder("file:///tmp/db"))
                    Text(folder(nil))
                    Text("abc".map { $0.uppercased() }.joined(separator: "-"))
                    Text(Optional("x").map { (text: String) in text + "!" } ?? "")
                }
            }
            """
        #expect(try texts(source) == ["/tmp/db", "none", "A-B-C", "x!"])
    }

    @Test("withCString and withUnsafeBufferPointer run their closure and return its result; a stand-in's subscript can be set; a stand-in path is a string")
    func scopedPointersAndStandIns() throws {
        let source = """
            func opens(_ path: String) -> Bool {
                path.withCString { pointer in
                    var ok = false
                    var tries = 0
                    while !ok && tries < 3 { ok = native_open(pointer) != 0; tries += 1 }
                    return ok
                }
            }
            #Preview {
                let sum = [1, 2, 3].withUnsafeBufferPointer { buffer in buffer.reduce(0, +) }
                Thread.current.threadDictionary["depth"] = 1
                let path: String = FileManager.default.temporaryDirectory.appendingPathComponent("db").path
                VStack {
                    Text("\\(opens("/tmp")) \\(sum)")
                    Text(path.isEmpty ? "empty" : "path")
                }
            }
            """
        #expect(try texts(source) == ["true 6", "path"])
    }

    @Test("Where a function goes, a type's name that is both a static property and a static method is the method (accentFont: Fonts.bold)")
    func methodWhereFunctionExpected() throws {
        let source = """
            enum Fonts {
                static let bold = "Bold-Face"
                static func bold(size: CGFloat) -> String { "\\(bold) \\(Int(size))" }
            }
            struct Label: View {
                let text: String
                var font: ((CGFloat) -> String)?
                var body: some View { Text(font?(17) ?? text) }
            }
            #Preview {
                VStack {
                    Label(text: "plain", font: Fonts.bold)
                    Text(Fonts.bold)
                }
            }
            """
        #expect(try texts(source) == ["Bold-Face 17", "Bold-Face"])
    }

    @Test("An enum with an unsigned or sized integer raw type has raw values; an OptionSet has init() and SetAlgebra's operations on its bits")
    func rawValuesAndOptionSets() throws {
        let source = """
            enum Kind: UInt32 { case text = 1, boost = 6, like }
            struct Bits: OptionSet {
                let rawValue: Int
                static let home = Bits(rawValue: 1 << 0)
                static let zaps = Bits(rawValue: 1 << 1)
                static let dms = Bits(rawValue: 1 << 2)
            }
            func bits() -> Bits {
                var bits = Bits()
                bits.insert(.zaps)
                bits.formUnion([.home, .dms])
                bits.remove(.home)
                return bits
            }
            #Preview {
                VStack {
                    Text("\\(Kind.like.rawValue) \\(Kind(rawValue: 6) == .boost)")
                    Text("\\(Bits().isEmpty) \\(bits().rawValue) \\(bits().contains(.zaps)) \\(bits().contains(.home))")
                    Text("\\(bits().union(.home).rawValue) \\(bits().intersection([.dms, .home]).rawValue)")
                }
            }
            """
        #expect(try texts(source) == ["7 true", "true 6 true false", "7 4"])
    }

    @Test("utf8 gives bytes, unicodeScalars gives scalars (value, Character(scalar)); UInt8/UInt32/Int8... convert, trap out of range, truncate when asked; UIApplication's idle timer can be set")
    func scalarsBytesAndSizedIntegers() throws {
        let source = """
            func sanitized(_ name: String) -> String {
                var result = ""
                for scalar in name.unicodeScalars { result.append(scalar == "/" ? "_" : Character(scalar)) }
                return result
            }
            struct Screen: View {
                var body: some View {
                    Text(sanitized("a/b") + " \\(Array("hé".utf8)) \\(UInt32("a".unicodeScalars.first!.value))")
                        .onAppear { UIApplication.shared.isIdleTimerDisabled = true }
                }
            }
            #Preview {
                VStack {
                    Screen()
                    Text("\\(UInt8(200)) \\(UInt8(truncatingIfNeeded: 300)) \\(Int8(truncatingIfNeeded: 255))")
                }
            }
            """
        #expect(try texts(source) == ["a_b [104, 195, 169] 97", "200 44 -1"])
        let overflow = laidOut(load("#Preview { Text(\"\\(UInt8(300))\") }"))
        #expect(overflow.contains { $0.severity == .error && $0.message.contains("does not fit in UInt8") }, "\(overflow)")
    }
}

