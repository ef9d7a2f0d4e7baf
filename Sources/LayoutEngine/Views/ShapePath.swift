/// One element of a shape's outline, in the shape's own coordinates (origin at its top-left,
/// y down), as SwiftUI's `Path` records them.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians. `clockwise`
    /// is SwiftUI's: in its y-down coordinates `clockwise: false` runs with increasing angles,
    /// which on screen is clockwise.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    case rect(Rect)
    case roundedRect(Rect, cornerWidth: Double, cornerHeight: Double)
    case ellipse(Rect)
    case close
}

/// The outline of a shape that is not one of the built-in kinds: a `Path` (fixed elements)
/// or a scene's `Shape`, whose `path(in:)` is asked for the elements of each rectangle it is
/// drawn in. Compared by identity.
public final class ShapePath: Hashable, @unchecked Sendable {
    /// The shape's name for output: `Path`, `Wave`.
    public let name: String
    private let make: (Rect) -> [PathElement]

    public init(name: String, make: @escaping (Rect) -> [PathElement]) {
        self.name = name
        self.make = make
    }

    /// A path whose elements do not depend on the rectangle (a `Path` placed as a view).
    public convenience init(name: String, elements: [PathElement]) {
        self.init(name: name) { _ in elements }
    }

    /// The outline for a shape of `size`, in coordinates with the shape's origin at (0, 0).
    public func elements(in size: Size) -> [PathElement] {
        make(Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    public static func == (lhs: ShapePath, rhs: ShapePath) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
