import Foundation

/// The playground's own drawings of a few SF Symbols that neither bootstrap-icons nor Adwaita
/// has (a crown, a leaf, a paw print, figures walking and running, a fork and knife), drawn on
/// a 16-unit square like bootstrap's icons. Simple geometric shapes, not tracings of Apple's.
///
/// Each is SVG elements in `paint`; `filled` draws the `.fill` variant where it differs; `weight`
/// is the stroke emphasis in units (`SymbolComposer.weightDelta`), added to the strokes and
/// outlined around the filled shapes when positive.
enum SymbolGlyphs {
    static let names: Set<String> = ["crown", "leaf", "pawprint", "figure", "figure.walk", "figure.run", "fork.knife"]

    static func fragment(_ name: String, filled: Bool, weight: Double, paint: String) -> String? {
        let emphasis = weight > 0 ? " stroke=\"\(paint)\" stroke-width=\(svgQuoted(weight)) stroke-linejoin=\"round\"" : ""
        func stroked(_ d: String, _ width: Double) -> String {
            "<path d=\"\(d)\" fill=\"none\" stroke=\"\(paint)\" stroke-width=\(svgQuoted(max(width + weight, 0.3))) stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        }
        func solid(_ elements: String) -> String { "<g fill=\"\(paint)\"\(emphasis)>\(elements)</g>" }
        switch name {
        case "crown":
            let body = "M1.6 5.2 L4.9 8.4 L8 3.2 L11.1 8.4 L14.4 5.2 L13.3 11.8 H2.7 Z"
            let tips = "<circle cx=\"1.6\" cy=\"4.3\" r=\"1.1\"/><circle cx=\"8\" cy=\"2.2\" r=\"1.1\"/><circle cx=\"14.4\" cy=\"4.3\" r=\"1.1\"/>"
            let band = "<rect x=\"2.7\" y=\"12.9\" width=\"10.6\" height=\"1.7\" rx=\"0.6\"/>"
            return filled ? solid("<path d=\"\(body)\"/>" + tips + band) : stroked(body, 1.1) + solid(tips + band)
        case "leaf":
            let body = "M14.3 1.7 C7.6 1.6 2.7 4.6 2.7 9.6 C2.7 11.7 4.2 13.3 6.4 13.3 C11.6 13.3 14.3 8.4 14.3 1.7 Z"
            return filled
                ? solid("<path d=\"\(body)\"/>") + stroked("M1.8 14.6 L4.6 11.6", 1.2)
                : stroked(body, 1.1) + stroked("M1.8 14.6 L10.2 6", 1.1)
        case "pawprint":
            let toes = [(3.1, 7.4, 1.55), (5.9, 3.9, 1.6), (10.1, 3.9, 1.6), (12.9, 7.4, 1.55)]
            if filled {
                let circles = toes.map { "<circle cx=\"\($0.0)\" cy=\"\($0.1)\" r=\"\($0.2)\"/>" }.joined()
                return solid("<ellipse cx=\"8\" cy=\"11.4\" rx=\"3.7\" ry=\"3.1\"/>" + circles)
            }
            let rings = toes.map { "<circle cx=\"\($0.0)\" cy=\"\($0.1)\" r=\"\($0.2 - 0.45)\"/>" }.joined()
            return "<g fill=\"none\" stroke=\"\(paint)\" stroke-width=\(svgQuoted(0.9 + weight))>"
                + "<ellipse cx=\"8\" cy=\"11.4\" rx=\"3.25\" ry=\"2.65\"/>" + rings + "</g>"
        case "figure":
            return solid("<circle cx=\"8\" cy=\"2.2\" r=\"1.8\"/>")
                + stroked("M8 5 V9.6 M5.3 8.7 L8 5.4 L10.7 8.7 M6.4 15 L8 9.6 L9.6 15", 1.7)
        case "figure.walk":
            return solid("<circle cx=\"9.4\" cy=\"2.2\" r=\"1.8\"/>")
                + stroked("M9 5 L7.7 9.4 M5.5 8 L8.7 5.6 L10.8 8.3 M5.1 14.8 L6.8 11.8 L7.7 9.4 L9.7 11.9 L9.9 14.9", 1.7)
        case "figure.run":
            return solid("<circle cx=\"11\" cy=\"2.2\" r=\"1.8\"/>")
                + stroked("M10.1 5 L7.6 9.1 M5.2 7.2 L7 5.2 L10.1 5 L12.6 7.4 M7.6 9.1 L10.7 10.8 L10.2 14.8 M7.6 9.1 L6.2 12.2 L2.5 12.9", 1.7)
        case "fork.knife":
            let blade = "<path d=\"M11.3 1.2 C13.7 2.4 13.9 6.7 12.8 8.9 H11.3 Z\"/>"
            return stroked("M2.9 1.4 V5 M4.7 1.4 V5.4 M6.5 1.4 V5 M2.9 5 Q2.9 7.4 4.7 7.4 Q6.5 7.4 6.5 5", 1.1)
                + stroked("M4.7 7.4 V14.8 M12 8.9 V14.8", 1.5) + solid(blade)
        default:
            return nil
        }
    }
}

/// A number as an SVG attribute value, quoted, with at most three decimals.
func svgQuoted(_ value: Double) -> String {
    "\"" + svgText(value) + "\""
}

/// A number for SVG text (a path's data or a transform), with at most three decimals.
func svgText(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.3f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
}
