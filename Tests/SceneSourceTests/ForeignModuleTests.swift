import Foundation
import LayoutEngine
import SceneSource
import Testing

/// Code of other modules beside an app's: a package's type named like SwiftUI's (`Path` of a
/// file-system package), and a tool kept in the app's folder as a package of its own whose
/// types share names with the app's.
@Suite("Other modules beside an app")
struct ForeignModuleTests {
    @Test("Path(\"/Applications\")! and Path(url:) are a package's Path: the value stands in with a warning; SwiftUI's Path(rect) is still a shape; under --strict an error")
    func packagePath() throws {
        let source = """
            enum InstallState { case installed(Path), notInstalled }
            struct Row: View {
                let state: InstallState
                var body: some View {
                    VStack {
                        Text("Xcode")
                        Path(CGRect(x: 0, y: 0, width: 20, height: 10)).frame(width: 20, height: 10)
                    }
                }
            }
            #Preview { Row(state: .installed(Path("/Applications/Xcode.app")!)) }
            #Preview { Row(state: .installed(Path(url: URL(string: "file:///tmp")!)!)) }
            """
        for preview in 0..<2 {
            let loaded = SceneLoader.load(files: [("scene.swift", source)], preview: preview)
            let root = try #require(loaded.root, "\(loaded.diagnostics)")
            let diagnostics = laidOut(loaded)
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
            #expect(messages(diagnostics, .warning).contains { $0.contains("'Path(...)' is not available") }, "\(diagnostics)")
            let views = try layout(root, ProposedViewSize(width: 393, height: 852)).views
            #expect(views.contains { $0.textLines?.joined() == "Xcode" })
        }
        let strict = SceneLoader.load(files: [("scene.swift", source)], strict: true)
        #expect(laidOut(strict).contains { $0.severity == .error && $0.message.contains("Path") }, "\(laidOut(strict))")
    }

    @Test("A package in the app's folder that the app does not import is not read: the app's own Xcode type is the one made; an imported one is read")
    func unimportedPackage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lp-modules-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ relative: String, _ text: String) throws {
            let file = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        try write("App/Xcode.swift", "struct Xcode { let version: String\n init(version: String) { self.version = version } }\n")
        try write("App/Row.swift", "import SwiftUI\nimport Helpers\nstruct Row: View {\n    let xcode: Xcode\n    var body: some View { Text(xcode.version + shout(\"!\")) }\n}\n#Preview { Row(xcode: .init(version: \"16.1\")) }\n")
        // A licence generator kept beside the app, with an `Xcode` of its own.
        try write("App/Generator/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Generator\")\n")
        try write("App/Generator/Sources/Generator/Xcode.swift", "struct Xcode { static var derivedData: String { \"~\" } }\n")
        // A local package the app imports.
        try write("App/Packages/Helpers/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Helpers\")\n")
        try write("App/Packages/Helpers/Sources/Helpers/Shout.swift", "public func shout(_ text: String) -> String { text + text }\n")
        let folder = AppFolder(root + "/App")
        #expect(!folder.files.contains { $0.contains("/Generator/") }, "\(folder.files)")
        #expect(folder.files.contains { $0.hasSuffix("Shout.swift") }, "\(folder.files)")
        #expect(folder.skipped.contains { $0.path.hasSuffix("/Generator") && $0.reason.contains("does not import") }, "\(folder.skipped)")
        let files = try folder.files.map { ($0, try String(contentsOfFile: $0, encoding: .utf8)) }
        let loaded = SceneLoader.load(files: files)
        let scene = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!laidOut(loaded).contains { $0.severity == .error }, "\(laidOut(loaded))")
        let texts = try layout(scene, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
        #expect(texts == ["16.1!!"], "\(texts)")
    }
}
