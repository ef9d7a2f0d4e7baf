import CPangoCairo
import Foundation
import LayoutEngine

/// What each view draws itself (a colour, a shape, its text, an image), as SVG drawn by the
/// renderer Cairo draws pictures with, kept once per distinct drawing: the web page places
/// them at each layout's frames. Text is drawn as glyph outlines (Cairo writes each glyph once
/// as a symbol), so the page needs no font file and looks as `render` draws; glyphs are shared
/// by every fragment that uses them.
final class SVGFragments {
    /// The glyphs' outlines, by their path data: `<symbol id="gN">`.
    private(set) var glyphs: [String] = []
    private var glyphIndex: [String: Int] = [:]
    /// Each distinct drawing, its SVG markup in the view's own coordinates (its frame's origin at
    /// 0, 0), by markup.
    private(set) var fragments: [String] = []
    private var fragmentIndex: [String: Int] = [:]
    /// Drawings already made for a view at a size, with the same lines: no Cairo round trip.
    private var made: [String: Int?] = [:]

    let renderer: SceneRenderer
    /// Room around a view's frame for what draws past it (strokes, glyphs' overhang).
    static let margin = 6.0

    init(renderer: SceneRenderer) {
        self.renderer = renderer
    }

    /// The fragment view `index` of `result` draws, or nil when it draws nothing.
    func fragment(_ index: Int, of result: LayoutResult, foreground: Color?, options: RenderOptions, key: String) -> Int? {
        if let known = made[key] { return known }
        let view = result.views[index]
        let drawn: Int?
        switch view.view.content {
        case .color, .shape, .divider, .text, .image:
            drawn = draw(view, foreground: foreground, options: options)
        default:
            drawn = nil
        }
        made[key] = drawn
        return drawn
    }

    private func draw(_ view: PlacedView, foreground: Color?, options: RenderOptions) -> Int? {
        let frame = view.frame
        let margin = Self.margin
        let width = max(frame.width + 2 * margin, 1), height = max(frame.height + 2 * margin, 1)
        guard width.isFinite, height.isFinite, width < 100_000, height < 100_000 else { return nil }
        let buffer = SVGBuffer()
        let box = Unmanaged.passRetained(buffer)
        defer { box.release() }
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_SUCCESS }
            Unmanaged<SVGBuffer>.fromOpaque(closure).takeUnretainedValue().append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque(), width, height) else { return nil }
        let cairo = cairo_create(surface)!
        cairo_translate(cairo, margin - frame.minX, margin - frame.minY)
        renderer.drawContent(view, frame, CairoContext(cairo: cairo), options, foreground: foreground)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        let markup = adopt(String(decoding: buffer.bytes, as: UTF8.self))
        guard !markup.isEmpty else { return nil }
        if let known = fragmentIndex[markup] { return known }
        fragments.append(markup)
        fragmentIndex[markup] = fragments.count - 1
        return fragments.count - 1
    }

    /// The drawing of one Cairo SVG document, its glyphs moved to the shared list (`gN`), its
    /// other ids made unique to the fragment, offset so that the frame's origin is at 0, 0.
    private func adopt(_ document: String) -> String {
        var text = document
        // Glyph symbols: <symbol overflow="visible" id="glyph0-1"><path style="stroke:none;" d="..."/></symbol>
        var renamed: [String: String] = [:]
        let symbol = try! NSRegularExpression(pattern: #"<symbol overflow="visible" id="(glyph[0-9-]+)">\s*(.*?)\s*</symbol>"#, options: [.dotMatchesLineSeparators])
        for match in symbol.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let id = Range(match.range(at: 1), in: text), let body = Range(match.range(at: 2), in: text) else { continue }
            let content = String(text[body])
            let index = glyphIndex[content] ?? {
                glyphs.append(content)
                glyphIndex[content] = glyphs.count - 1
                return glyphs.count - 1
            }()
            renamed[String(text[id])] = "g\(index)"
        }
        text = symbol.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        // The document's body: what follows the <defs> (or the <svg> tag), up to </svg>.
        guard let open = text.range(of: "<svg"), let tagEnd = text.range(of: ">", range: open.upperBound..<text.endIndex),
              let close = text.range(of: "</svg>", options: .backwards) else { return "" }
        var body = String(text[tagEnd.upperBound..<close.lowerBound])
        body = body.replacingOccurrences(of: "<defs>\n<g>\n</g>\n</defs>", with: "")
        body = body.replacingOccurrences(of: "<defs>\n</defs>", with: "")
        for (old, new) in renamed { body = body.replacingOccurrences(of: "\"#\(old)\"", with: "\"#\(new)\"") }
        body = body.replacingOccurrences(of: "xlink:href=", with: "href=")
        // Other ids (clips, patterns, images, the surface group): unique to this fragment.
        let prefix = "f\(fragments.count)-"
        let ids = try! NSRegularExpression(pattern: #"id="([A-Za-z][A-Za-z0-9_-]*)""#)
        for match in ids.matches(in: body, range: NSRange(body.startIndex..., in: body)).reversed() {
            guard let range = Range(match.range(at: 1), in: body) else { continue }
            let old = String(body[range])
            body = body.replacingOccurrences(of: "id=\"\(old)\"", with: "id=\"\(prefix)\(old)\"")
                .replacingOccurrences(of: "\"#\(old)\"", with: "\"#\(prefix)\(old)\"")
                .replacingOccurrences(of: "url(#\(old))", with: "url(#\(prefix)\(old))")
        }
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        // A drawing with nothing in it (a clear colour) is no fragment.
        if trimmed.isEmpty || trimmed.range(of: #"^<g id="[^"]*">\s*</g>$"#, options: .regularExpression) != nil { return "" }
        return "<g transform=\"translate(\(-Self.margin),\(-Self.margin))\">" + trimmed + "</g>"
    }
}

/// The bytes Cairo's SVG surface writes.
final class SVGBuffer {
    var bytes: [UInt8] = []

    func append(_ data: UnsafePointer<UInt8>, count: Int) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
    }
}
