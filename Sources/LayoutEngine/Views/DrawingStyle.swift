import Foundation

/// What a view's modifiers say about drawing but not about layout: fill, stroke, foreground,
/// opacity, corner radius, clipping, visibility, render effects (scale, rotation, transforms,
/// compositing groups). Kept on the node for `Rendering`.
public struct DrawingStyle: Hashable, Sendable {
    /// The style of a view no modifier has styled.
    public static let plain = DrawingStyle()

    /// `.fill(_:)` on a shape.
    public var fill: Color?
    /// `.foregroundStyle`/`.foregroundColor`: text colour, and the fill of shapes without `fill`.
    public var foreground: Color?
    /// `.stroke`/`.strokeBorder`; `isInside` for `strokeBorder` and `border`.
    public var stroke: Stroke?
    /// Multiplies the opacity of the view and its descendants.
    public var opacity: Double = 1
    /// `.cornerRadius(_:)`: clips the view to a rounded rectangle.
    public var cornerRadius: Double?
    /// `.clipped()`: nothing drawn outside the frame.
    public var isClipped = false
    /// `.clipShape(_:)`: nothing drawn outside this shape fitted to the frame.
    public var clipShape: ShapeKind?
    /// False after `.hidden()`: laid out, not drawn.
    public var isVisible = true
    /// `.shadow(color:radius:x:y:)`: a blurred, offset copy of the view's pixels in `color`,
    /// drawn behind it.
    public var shadow: Shadow?
    /// `.blur(radius:)`: the view's pixels blurred (a Gaussian of this standard deviation).
    public var blurRadius: Double?
    /// `.mask(_:)`: the view (child 0) is drawn through the opacity of the mask (child 1),
    /// which is laid out like an overlay.
    public var isMasked = false
    /// `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect`, `.transformEffect`: the view and
    /// its descendants drawn through this transform of its frame. Layout is unchanged (the
    /// frames stay where layout put them); only the drawing moves.
    public var transform: Transform?
    /// `.compositingGroup()` (and `.drawingGroup()`): the view and its descendants are drawn
    /// as one picture before an ancestor's opacity applies. Without it SwiftUI applies an
    /// opacity to each view below it separately, so overlapping views show through each other.
    public var isCompositingGroup = false

    public init() {}

    /// An affine transform of a view's drawing about an anchor in its frame: a point p of the
    /// frame is drawn at `anchor + M (p - anchor) + (tx, ty)`, where M is the matrix
    /// [a c; b d] (Core Graphics' convention: x' = a x + c y + tx, y' = b x + d y + ty, in
    /// y-down points). SwiftUI's effects use the frame's centre (`.center`) unless told;
    /// `transformEffect` works in the view's own coordinates, whose origin is the frame's
    /// top-left corner (`.zero`).
    public struct Transform: Hashable, Sendable {
        public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
        /// Where in the frame the transform is centred, as a fraction of its size.
        public var anchor: UnitPoint

        public init(a: Double, b: Double, c: Double, d: Double, tx: Double = 0, ty: Double = 0, anchor: UnitPoint = .center) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
            self.anchor = anchor
        }

        /// `scaleEffect(x:y:anchor:)`.
        public static func scale(x: Double, y: Double, anchor: UnitPoint = .center) -> Transform {
            Transform(a: x, b: 0, c: 0, d: y, anchor: anchor)
        }

        /// `rotationEffect(_:anchor:)`: positive angles turn clockwise on screen (y is down).
        public static func rotation(radians angle: Double, anchor: UnitPoint = .center) -> Transform {
            Transform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), anchor: anchor)
        }

        /// `rotation3DEffect(_:axis:anchor:)` as a parallel projection: the frame's plane is
        /// turned about `axis` (through the anchor) and seen straight on, without SwiftUI's
        /// perspective (which makes the nearer edge larger than the farther one; Cairo draws
        /// affine transforms only). The matrix is the top-left 2x2 of the 3D rotation: about y
        /// by θ the width is scaled by cos θ, about z it is `rotationEffect`.
        public static func rotation3D(radians angle: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center) -> Transform {
            let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
            guard length > 0, length.isFinite else { return Transform(a: 1, b: 0, c: 0, d: 1, anchor: anchor) }
            let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
            let cosine = cos(angle), sine = sin(angle), rest = 1 - cosine
            return Transform(a: cosine + x * x * rest, b: x * y * rest + z * sine,
                             c: x * y * rest - z * sine, d: cosine + y * y * rest, anchor: anchor)
        }

        /// False when the transform flattens the drawing to a line or a point (a zero scale, a
        /// quarter turn about an axis in the plane) or is not finite: nothing is drawn.
        public var isInvertible: Bool {
            let determinant = a * d - b * c
            return determinant.isFinite && abs(determinant) > 1e-12 && tx.isFinite && ty.isFinite
        }

        /// The transform as one affine map of the coordinates `frame` is in (anchor included):
        /// `(a, b, c, d, tx, ty)` in Core Graphics' convention.
        public func matrix(in frame: Rect) -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
            let x = frame.minX + anchor.x * frame.width, y = frame.minY + anchor.y * frame.height
            return (a, b, c, d, x - (a * x + c * y) + tx, y - (b * x + d * y) + ty)
        }

        /// Where `point` of `frame`'s coordinates is drawn.
        public func apply(_ point: Point, in frame: Rect) -> Point {
            let m = matrix(in: frame)
            return Point(x: m.a * point.x + m.c * point.y + m.tx, y: m.b * point.x + m.d * point.y + m.ty)
        }

        /// The bounding box of `rect` as drawn (of its four transformed corners).
        public func boundingBox(of rect: Rect, in frame: Rect) -> Rect {
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { apply($0, in: frame) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let minX = xs.min()!, minY = ys.min()!
            return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
        }
    }

    public struct Shadow: Hashable, Sendable {
        public var color: Color
        public var radius: Double
        public var x: Double
        public var y: Double

        /// SwiftUI's default shadow colour: black at a third of full opacity.
        public static let defaultColor = Color(.rgb(red: 0, green: 0, blue: 0), opacity: 0.33)

        public init(color: Color = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    public struct Stroke: Hashable, Sendable {
        public var color: Color
        public var lineWidth: Double
        public var isInside: Bool

        public init(color: Color, lineWidth: Double, isInside: Bool) {
            self.color = color
            self.lineWidth = lineWidth
            self.isInside = isInside
        }
    }
}
