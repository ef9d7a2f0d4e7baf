/// What a view's modifiers say about drawing but not about layout: fill, stroke, foreground,
/// opacity, corner radius, clipping, visibility. Kept on the node for `Rendering`.
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

    public init() {}

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
