/// What a view's modifiers say about drawing but not about layout: fill, stroke, foreground,
/// opacity, corner radius, clipping, visibility. Kept on the node for `Rendering`.
public struct DrawingStyle: Hashable, Sendable {
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

    public init() {}

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
