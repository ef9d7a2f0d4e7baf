import CRsvg
import Foundation
import LayoutEngine

/// Writes a `SymbolLayer` as an SVG document on bootstrap's 16-unit square: the icons' paths
/// inlined, enclosures, slashes and badges drawn around them, knock-outs made with luminance
/// masks (so that the gaps are transparent, and a template image tinted through its alpha shows
/// them), and the font's weight applied as stroke emphasis.
///
/// Weight: SF Symbols come in nine weights; an icon set drawn as filled outlines has one. A
/// bolder weight strokes each glyph's outline in its own colour (the shape grows by half the
/// stroke on every side, its holes shrink); a lighter one cuts a stroke of the outline away
/// through a mask. `weightDelta` is that stroke in units of the 16-unit square, whose
/// regular-weight strokes are 1 unit wide.
final class SymbolComposer {
    /// Where bootstrap's icons are.
    let iconDirectory: String
    /// Icon contents (the elements inside `<svg>`) by name.
    private var contents: [String: String] = [:]
    /// Ink rectangles (in the 16-unit square) by layer, at regular weight.
    private var inks: [SymbolLayer: Rect] = [:]
    // The document being written.
    private var definitions: [String] = []
    private var nextIdentifier = 0
    private var weight = 0.0

    init(iconDirectory: String) {
        self.iconDirectory = iconDirectory
    }

    /// The stroke added (positive) or cut (negative) for a font weight, in units.
    static func weightDelta(_ weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight: return -0.42
        case .thin: return -0.32
        case .light: return -0.18
        case .regular: return 0
        case .medium: return 0.15
        case .semibold: return 0.3
        case .bold: return 0.45
        case .heavy: return 0.65
        case .black: return 0.8
        }
    }

    /// The SVG document drawing `layer` with the weight's stroke emphasis; nil when an icon's
    /// file cannot be read.
    func document(_ layer: SymbolLayer, weightDelta: Double) -> String? {
        definitions = []
        nextIdentifier = 0
        weight = weightDelta
        guard let body = fragment(layer, scale: 1, paint: "black") else { return nil }
        let defs = definitions.isEmpty ? "" : "<defs>" + definitions.joined() + "</defs>"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">"
            + defs + body + "</svg>\n"
    }

    /// The layer's elements in its 16-unit square, in `paint`. `scale` is how many units of
    /// the document one unit of this square is (for a glyph scaled into a circle, about 0.5),
    /// so that the weight's stroke is the same width at every level.
    private func fragment(_ layer: SymbolLayer, scale: Double, paint: String) -> String? {
        switch layer {
        case .icon(let name):
            guard let content = iconContent(name) else { return nil }
            return emphasized(content, scale: scale, paint: paint)
        case .glyph(let name, let filled):
            return SymbolGlyphs.fragment(name, filled: filled, weight: weight / scale, paint: paint)
        case .dot:
            return "<circle cx=\"8\" cy=\"8\" r=\"2.4\" fill=\"\(paint)\"/>"
        case .enclosed(let inner, let enclosure, let filled):
            let box = Self.innerBox(enclosure)
            if !filled {
                let width = max(1 + weight / scale, 0.35)
                guard let glyph = placed(inner, in: box, scale: scale, paint: paint) else { return nil }
                return "<path d=\"\(Self.outline(enclosure, inset: width / 2))\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\(svgQuoted(width)) stroke-linejoin=\"round\"/>" + glyph
            }
            guard let glyph = placed(inner, in: box, scale: scale, paint: "black") else { return nil }
            let mask = knockOut(glyph)
            return "<path d=\"\(Self.outline(enclosure, inset: 0))\" fill=\"\(paint)\" mask=\"url(#\(mask))\"/>"
        case .slashed(let inner):
            guard let glyph = fragment(inner, scale: scale, paint: paint) else { return nil }
            let width = max(1.25 + weight / scale, 0.4)
            let line = "M1.9 1.6 L14.3 14.4"
            let mask = knockOut("<path d=\"\(line)\" stroke=\"black\" stroke-width=\(svgQuoted(width + 2)) stroke-linecap=\"round\"/>")
            return "<g mask=\"url(#\(mask))\">\(glyph)</g>"
                + "<path d=\"\(line)\" stroke=\"\(paint)\" stroke-width=\(svgQuoted(width)) stroke-linecap=\"round\"/>"
        case .badged(let base, let badge):
            guard let glyph = fragment(base, scale: scale, paint: paint) else { return nil }
            switch badge {
            case .dot:
                let mask = knockOut("<circle cx=\"12.9\" cy=\"3.1\" r=\"4.1\" fill=\"black\"/>")
                return "<g mask=\"url(#\(mask))\">\(glyph)</g><circle cx=\"12.9\" cy=\"3.1\" r=\"2.9\" fill=\"\(paint)\"/>"
            case .glyph(let small):
                // The badge's glyph is drawn bolder, as SF draws its badges.
                let saved = weight
                weight += 0.5
                defer { weight = saved }
                guard let badgeGlyph = placed(small, in: Rect(x: 9.4, y: 9.4, width: 6.2, height: 6.2), scale: scale, paint: paint) else { return nil }
                let mask = knockOut("<circle cx=\"12.5\" cy=\"12.5\" r=\"4.6\" fill=\"black\"/>")
                return "<g mask=\"url(#\(mask))\">\(glyph)</g>" + badgeGlyph
            }
        }
    }

    /// `layer` scaled to fit `box` (by its ink, centred); the dot is drawn where it is.
    private func placed(_ layer: SymbolLayer, in box: Rect, scale: Double, paint: String) -> String? {
        if layer == .dot { return fragment(layer, scale: scale, paint: paint) }
        let ink = inkRect(layer) ?? Rect(x: 0, y: 0, width: 16, height: 16)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let factor = min(box.width / ink.width, box.height / ink.height)
        let x = box.midX - (ink.minX + ink.width / 2) * factor
        let y = box.midY - (ink.minY + ink.height / 2) * factor
        guard let inner = fragment(layer, scale: scale * factor, paint: paint) else { return nil }
        return "<g transform=\"translate(\(svgText(x)) \(svgText(y))) scale(\(svgText(factor)))\">\(inner)</g>"
    }

    /// An icon's elements with the weight: stroked around when bolder, cut by a stroke of
    /// their outline when lighter.
    private func emphasized(_ content: String, scale: Double, paint: String) -> String {
        let delta = weight / scale
        if delta > 0.001 {
            return "<g fill=\"\(paint)\" stroke=\"\(paint)\" stroke-width=\(svgQuoted(delta)) stroke-linejoin=\"round\">\(content)</g>"
        }
        guard delta < -0.001 else { return "<g fill=\"\(paint)\">\(content)</g>" }
        let identifier = newIdentifier()
        definitions.append("<mask id=\"\(identifier)\" maskUnits=\"userSpaceOnUse\" x=\"-4\" y=\"-4\" width=\"24\" height=\"24\">"
            + "<g fill=\"white\">\(content)</g>"
            + "<g fill=\"none\" stroke=\"black\" stroke-width=\(svgQuoted(-delta)) stroke-linejoin=\"round\">\(content)</g></mask>")
        return "<g fill=\"\(paint)\" mask=\"url(#\(identifier))\">\(content)</g>"
    }

    /// A mask that keeps everything but `shapes` (drawn in black); returns its identifier.
    private func knockOut(_ shapes: String) -> String {
        let identifier = newIdentifier()
        definitions.append("<mask id=\"\(identifier)\" maskUnits=\"userSpaceOnUse\" x=\"-4\" y=\"-4\" width=\"24\" height=\"24\">"
            + "<rect x=\"-4\" y=\"-4\" width=\"24\" height=\"24\" fill=\"white\"/>\(shapes)</mask>")
        return identifier
    }

    private func newIdentifier() -> String {
        nextIdentifier += 1
        return "m\(nextIdentifier)"
    }

    /// Where the glyph goes inside each enclosure (about half the circle's diameter, as in
    /// SF Symbols' `.circle` variants; lower in a triangle).
    static func innerBox(_ enclosure: SymbolEnclosure) -> Rect {
        switch enclosure {
        case .circle: return Rect(x: 3.9, y: 3.9, width: 8.2, height: 8.2)
        case .square: return Rect(x: 3.7, y: 3.7, width: 8.6, height: 8.6)
        case .rectangle: return Rect(x: 3.5, y: 4.7, width: 9, height: 6.6)
        case .triangle: return Rect(x: 5, y: 6.6, width: 6, height: 6)
        case .octagon: return Rect(x: 3.8, y: 3.8, width: 8.4, height: 8.4)
        case .diamond: return Rect(x: 4.8, y: 4.8, width: 6.4, height: 6.4)
        }
    }

    /// The enclosure's path on the 16-unit square, `inset` from its edge (half an outline's
    /// stroke, so that the stroke stays inside).
    static func outline(_ enclosure: SymbolEnclosure, inset: Double) -> String {
        let lo = inset, hi = 16 - inset
        func polygon(_ points: [(Double, Double)]) -> String {
            "M" + points.map { "\(svgText($0.0)) \(svgText($0.1))" }.joined(separator: " L") + " Z"
        }
        switch enclosure {
        case .circle:
            let r = 8 - inset
            return "M\(svgText(lo)) 8 A\(svgText(r)) \(svgText(r)) 0 1 1 \(svgText(hi)) 8 A\(svgText(r)) \(svgText(r)) 0 1 1 \(svgText(lo)) 8 Z"
        case .square:
            return roundedRect(Rect(x: lo, y: lo, width: hi - lo, height: hi - lo), radius: 3.6 - inset)
        case .rectangle:
            return roundedRect(Rect(x: lo, y: 2 + inset, width: hi - lo, height: 12 - 2 * inset), radius: 2.8 - inset)
        case .triangle:
            return polygon([(8, 1 + inset * 2), (hi - inset * 0.7, 14.8 - inset), (lo + inset * 0.7, 14.8 - inset)])
        case .octagon:
            let a = lo + (hi - lo) * 0.2929
            let b = hi - (hi - lo) * 0.2929
            return polygon([(a, lo), (b, lo), (hi, a), (hi, b), (b, hi), (a, hi), (lo, b), (lo, a)])
        case .diamond:
            return polygon([(8, lo), (hi, 8), (8, hi), (lo, 8)])
        }
    }

    private static func roundedRect(_ rect: Rect, radius: Double) -> String {
        let r = max(radius, 0)
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.minX + rect.width, rect.minY + rect.height)
        let t = svgText
        return "M\(t(x0 + r)) \(t(y0)) H\(t(x1 - r)) A\(t(r)) \(t(r)) 0 0 1 \(t(x1)) \(t(y0 + r)) V\(t(y1 - r)) "
            + "A\(t(r)) \(t(r)) 0 0 1 \(t(x1 - r)) \(t(y1)) H\(t(x0 + r)) A\(t(r)) \(t(r)) 0 0 1 \(t(x0)) \(t(y1 - r)) "
            + "V\(t(y0 + r)) A\(t(r)) \(t(r)) 0 0 1 \(t(x0 + r)) \(t(y0)) Z"
    }

    /// The elements inside an icon file's `<svg>` element.
    private func iconContent(_ name: String) -> String? {
        if let cached = contents[name] { return cached }
        guard let text = try? String(contentsOfFile: iconDirectory + "/" + name + ".svg", encoding: .utf8),
              let open = text.range(of: "<svg"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
              let close = text.range(of: "</svg>", options: .backwards), openEnd < close.lowerBound else { return nil }
        let content = String(text[text.index(after: openEnd)..<close.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
        contents[name] = content
        return content
    }

    /// Where the layer's drawing is in its 16-unit square (at regular weight), measured by
    /// librsvg; nil when it draws nothing.
    func inkRect(_ layer: SymbolLayer) -> Rect? {
        if let cached = inks[layer] { return cached }
        // Measured on a composer of its own: the document being written keeps its state.
        let measuring = SymbolComposer(iconDirectory: iconDirectory)
        measuring.contents = contents
        guard let document = measuring.document(layer, weightDelta: 0) else { return nil }
        let bytes = Array(document.utf8)
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(bytes, gsize(bytes.count), &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let ink = ImagePainter.geometry(of: handle)?.ink else { return nil }
        inks[layer] = ink
        return ink
    }
}
