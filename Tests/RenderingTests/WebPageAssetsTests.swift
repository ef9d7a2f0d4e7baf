import Foundation
@testable import Rendering
import Testing

/// The web page's script and style are the files `Sources/Rendering/Web/page.js` and `page.css`
/// (issue 44): the Swift the program carries them in is generated from them and may not drift,
/// the script is JavaScript that parses, and the style is scoped CSS that references nothing.
@Suite("The web page's script and style files")
struct WebPageAssetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/Rendering/Web").standardizedFileURL

    private func file(_ name: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    /// The file's text as the generated Swift holds it: without its last line break.
    private func embedded(_ name: String) throws -> String {
        let text = try file(name)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    @Test("WebPageAssets.swift holds page.js and page.css as they are (else run Scripts/generate-web-assets.sh)")
    func generatedMatchesFiles() throws {
        #expect(WebPageAssets.script == (try embedded("page.js")), "page.js changed: run Scripts/generate-web-assets.sh")
        #expect(WebPageAssets.style == (try embedded("page.css")), "page.css changed: run Scripts/generate-web-assets.sh")
    }

    static let node = ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("node --check accepts page.js", .enabled(if: node != nil, "node is not installed (Scripts/install-dependencies.sh installs Debian's nodejs)"))
    func scriptParses() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.node))
        process.arguments = ["--check", Self.folder.appendingPathComponent("page.js").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    @Test("The script takes its prefix from the page's data, and neither file can end its element or fetch anything")
    func nothingSpliced() throws {
        let script = try file("page.js"), style = try file("page.css")
        // No Swift interpolation left, and the ids' prefix read from the JSON block.
        #expect(!script.contains("\\(") && script.contains("data.prefix"))
        for (name, text) in [("page.js", script), ("page.css", style)] {
            let lower = text.lowercased()
            #expect(!lower.contains("</script") && !lower.contains("</style") && !lower.contains("<!--"), "\(name) could end the element it is embedded in")
            // A url() only to an element of the page (`url(#…clip3)`).
            let urls = lower.components(separatedBy: "url(").dropFirst()
            #expect(urls.allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("\"#") }, "\(name) has a url() outside the page")
            #expect(!lower.contains("@import") && !lower.contains("fetch(") && !lower.contains("xmlhttprequest") && !lower.contains("import("), "\(name) fetches something")
            // Only the SVG namespace, a name and not a request, is a URL.
            #expect(lower.components(separatedBy: "http").count - 1 == (name == "page.js" ? 1 : 0), "\(name) names a URL")
        }
    }

    @Test("page.css: balanced braces and comments, every rule under the scene's root .lp-root")
    func styleScoped() throws {
        var style = try file("page.css")
        // Comments out, each closed.
        while let open = style.range(of: "/*") {
            let close = try #require(style.range(of: "*/", range: open.upperBound..<style.endIndex), "an unclosed comment")
            style.removeSubrange(open.lowerBound..<close.upperBound)
        }
        #expect(!style.contains("*/"))
        var depth = 0, selector = "", selectors: [String] = []
        for character in style {
            switch character {
            case "{":
                if depth == 0 { selectors.append(selector.trimmingCharacters(in: .whitespacesAndNewlines)); selector = "" }
                depth += 1
            case "}":
                depth -= 1
                #expect(depth >= 0, "a } without its {")
            default:
                if depth == 0 { selector.append(character) }
            }
        }
        #expect(depth == 0 && selector.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "unbalanced braces or text after the last rule")
        #expect(selectors.count >= 5)
        for group in selectors {
            for one in group.split(separator: ",") {
                #expect(one.trimmingCharacters(in: .whitespaces).hasPrefix(".lp-root"), "'\(one)' is not under .lp-root")
            }
        }
    }
}
