import CPangoCairo
import Foundation
import LayoutEngine
import Rendering
import SceneSource
import Testing

/// How many of the symbol names real SwiftUI files use have a stand-in (issue 33, item 4). The
/// names and their counts are the list in Documentation/drawing.md ("Coverage"), most used
/// first; the numbers printed here are the ones the document reports.
@Suite("Symbol coverage")
struct SymbolCoverageTests {
    static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    }

    /// The names of the document's list (`name×uses` in the fenced block after the marker), in
    /// their order.
    static func documentedNames() throws -> [(name: String, uses: Int)] {
        let text = try String(contentsOf: repository.appendingPathComponent("Documentation/drawing.md"), encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- symbol names -->"), "the list's marker")
        let rest = text[marker.upperBound...]
        let open = try #require(rest.range(of: "```"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return rest[open.upperBound..<close.lowerBound].split(whereSeparator: \.isWhitespace).compactMap { token in
            let parts = token.split(separator: "×")
            guard parts.count == 2, let uses = Int(parts[1]) else { return nil }
            return (String(parts[0]), uses)
        }
    }

    /// The string literals passed as `systemName:` or `systemImage:` in the scenes of `data/`.
    static func dataNames() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"(?:systemName|systemImage)\s*:\s*([^,)\n]*)"#)
        let literal = try NSRegularExpression(pattern: #""([A-Za-z0-9.]+)""#)
        var names: Set<String> = []
        let folder = repository.appendingPathComponent("data")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let whole = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: whole) {
                for found in literal.matches(in: text, range: match.range(at: 1)) {
                    names.insert((text as NSString).substring(with: found.range(at: 1)))
                }
            }
        }
        return names
    }

    private func tally(_ names: [String]) -> String {
        let resolutions = names.map { SymbolCatalog.standard.resolution(for: $0) }
        let glyphs = resolutions.filter { $0.kind == .iconSet && $0.summary.hasPrefix("glyph ") }.count
        return SymbolResolution.Kind.allCases.map { kind in "\(kind.rawValue) \(resolutions.filter { $0.kind == kind }.count)" }
            .joined(separator: ", ") + " (of the iconSet, \(glyphs) the playground's own glyphs)"
    }

    @Test("Every one of the 200 most common names, and every name in data/, draws a meaningful icon")
    func coverage() throws {
        let documented = try Self.documentedNames()
        #expect(documented.count > 300, "the document's list is read")
        let names = documented.map(\.name)
        let common = Array(names.prefix(200))
        let catalog = SymbolCatalog.standard
        let genericCommon = common.filter { catalog.resolution(for: $0).kind == .generic }
        let approximateCommon = common.filter { catalog.resolution(for: $0).kind == .approximate }
        #expect(genericCommon.isEmpty, "no stand-in for \(genericCommon)")
        #expect(approximateCommon.isEmpty, "only approximate for \(approximateCommon)")
        let data = try Self.dataNames()
        #expect(data.count > 20)
        let genericData = data.filter { catalog.resolution(for: $0).kind == .generic }
        #expect(genericData.isEmpty, "no stand-in for \(genericData.sorted())")
        let adwaitaBefore = names.filter { SymbolCatalog.iconName(for: $0) != nil && catalog.adwaitaFilePath(for: $0) != nil }
        print("symbol coverage of \(names.count) names: \(tally(names))")
        print("symbol coverage of the 200 most common: \(tally(common))")
        print("Adwaita's table alone (before): \(adwaitaBefore.count) of \(names.count), \(common.filter(adwaitaBefore.contains).count) of 200")
        for name in names where catalog.resolution(for: name).kind != .iconSet {
            print("  \(name): \(catalog.resolution(for: name).kind.rawValue), \(catalog.resolution(for: name).summary)")
        }
    }

    @Test("A grid of the 200 most common symbols draws every one (written out to look at)")
    func commonSymbolGrid() throws {
        let names = try Self.documentedNames().prefix(200).map(\.name)
        let rows = stride(from: 0, to: names.count, by: 20).map { start in
            "HStack(spacing: 6) {" + names[start..<min(start + 20, names.count)].map {
                "Image(systemName: \"\($0)\").frame(width: 26, height: 26)"
            }.joined(separator: "\n") + "}"
        }
        let source = "VStack(spacing: 6) {\n" + rows.joined(separator: "\n") + "\n}.padding(8).font(.title3).foregroundStyle(.blue)"
        let loaded = SceneLoader.load(source: source, fileName: "grid.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics.map(\.description))")
        let measurer = PangoTextMeasurer()
        let tree = try LayoutTree(root: root, textMeasurer: measurer, imageMeasurer: AssetImageMeasurer(searchPaths: []))
        let result = tree.layout(proposal: .unspecified)
        #expect(result.warnings.isEmpty, "\(result.warnings.map(\.message))")
        let image = RasterImage(SceneCanvas(result: result, renderer: SceneRenderer(textMeasurer: measurer)), options: RenderOptions(scale: 2))
        // Every cell has blue ink.
        var blank: [String] = []
        for (index, name) in names.enumerated() {
            let cellX = 8 + Double(index % 20) * 32, cellY = 8 + Double(index / 20) * 32
            let inked = (0..<52).contains { dy in
                (0..<52).contains { dx in
                    let pixel = image.pixel(x: Int(cellX * 2) + dx, y: Int(cellY * 2) + dy)
                    return pixel.blue > 200 && pixel.red < 150
                }
            }
            if !inked { blank.append(name) }
        }
        #expect(blank.isEmpty, "nothing drawn for \(blank)")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-grid.png").path
        #expect(cairo_surface_write_to_png(image.surface, path) == CAIRO_STATUS_SUCCESS)
        print("wrote \(path)")
    }
}
