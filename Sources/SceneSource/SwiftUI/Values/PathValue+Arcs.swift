import Foundation
import LayoutEngine

/// The arcs `Path` builds from other arguments than a centre and two angles:
/// `addArc(tangent1End:tangent2End:radius:)` (Core Graphics' arc-to-point, the rounded corner of
/// a hand-drawn outline) and `addRelativeArc(center:radius:startAngle:delta:)`.
extension PathValue {
    /// Where the path's pen is: the end of its last element, nil for an empty path or after a
    /// closed rectangle or ellipse (which start a new subpath).
    var currentPoint: Point? {
        var start: Point?
        var current: Point?
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point): current = point; if start == nil { start = point }
            case .quadCurve(let to, _), .curve(let to, _, _): current = to; if start == nil { start = to }
            case .arc(let center, let radius, let startAngle, let endAngle, _):
                if start == nil { start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle)) }
                current = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
            case .rect, .roundedRect, .ellipse: start = nil; current = nil
            case .close: current = start
            }
        }
        return current
    }

    /// The elements Core Graphics adds for an arc of `radius` tangent to the line from the
    /// current point to `corner` and to the line from `corner` to `end`: a line to the first
    /// tangent point, then the arc to the second. When the lines are one (or a length or the
    /// radius is zero, or a value is not finite) only the line to `corner` is added, as Core
    /// Graphics does.
    static func tangentArc(from current: Point?, corner: Point, end: Point, radius: Double) -> [PathElement] {
        guard let current else { return [.move(corner)] }
        let toCurrent = (x: current.x - corner.x, y: current.y - corner.y)
        let toEnd = (x: end.x - corner.x, y: end.y - corner.y)
        let lengthA = (toCurrent.x * toCurrent.x + toCurrent.y * toCurrent.y).squareRoot()
        let lengthB = (toEnd.x * toEnd.x + toEnd.y * toEnd.y).squareRoot()
        guard radius > 0, radius.isFinite, lengthA > 0, lengthB > 0, lengthA.isFinite, lengthB.isFinite else { return [.line(corner)] }
        let a = (x: toCurrent.x / lengthA, y: toCurrent.y / lengthA)
        let b = (x: toEnd.x / lengthB, y: toEnd.y / lengthB)
        let cosine = max(-1, min(1, a.x * b.x + a.y * b.y))
        let angle = acos(cosine)
        // Collinear lines (the angle 0 or a half turn) have no circle tangent to both.
        guard angle > 1e-9, Double.pi - angle > 1e-9 else { return [.line(corner)] }
        let alongLines = radius / tan(angle / 2)
        let first = Point(x: corner.x + a.x * alongLines, y: corner.y + a.y * alongLines)
        let second = Point(x: corner.x + b.x * alongLines, y: corner.y + b.y * alongLines)
        let bisector = (x: a.x + b.x, y: a.y + b.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let toCenter = radius / sin(angle / 2)
        let center = Point(x: corner.x + bisector.x / bisectorLength * toCenter, y: corner.y + bisector.y / bisectorLength * toCenter)
        let startAngle = atan2(first.y - center.y, first.x - center.x)
        let endAngle = atan2(second.y - center.y, second.x - center.x)
        // The short way round: in the drawing's coordinates (y down), a turn of increasing
        // angle is `clockwise: false`.
        var sweep = endAngle - startAngle
        while sweep > Double.pi { sweep -= 2 * Double.pi }
        while sweep < -Double.pi { sweep += 2 * Double.pi }
        return [.line(first), .arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: sweep < 0)]
    }

    /// `addRelativeArc(center:radius:startAngle:delta:)`: an arc from `startAngle` turning by
    /// `delta` (negative turns the other way).
    static func relativeArc(center: Point, radius: Double, start: Double, delta: Double) -> [PathElement] {
        [.arc(center: center, radius: radius, startAngle: start, endAngle: start + delta, clockwise: delta < 0)]
    }
}
