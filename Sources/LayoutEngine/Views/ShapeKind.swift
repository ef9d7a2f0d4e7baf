/// The built-in shapes. Every shape takes the size proposed to it; an unspecified dimension
/// becomes 10 (SwiftUI's `replacingUnspecifiedDimensions()` default).
public enum ShapeKind: Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case ellipse
    case capsule
    /// A `Path`, or a scene's `Shape` drawn from its `path(in:)`.
    case path(ShapePath)
    /// A shape changed by `inset(by:)`, `scale`, `rotation` or `offset` (SwiftUI's
    /// `InsettableShape` and `Shape` methods): drawn in the same frame, the outline moved.
    indirect case transformed(ShapeKind, ShapeTransform)

    public var description: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .path(let path): return path.name
        case .transformed(let shape, _): return shape.description
        }
    }
}

/// What `inset(by:)`, `scale(x:y:anchor:)`, `rotation(_:anchor:)` and `offset(x:y:)` do to a
/// shape's outline, in that order of application to the outline fitted to the frame: inset
/// first, then scale and rotate about the anchor (a unit point of the frame), then offset.
public struct ShapeTransform: Hashable, Sendable {
    public var inset: Double = 0
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    /// Radians, clockwise on screen.
    public var rotation: Double = 0
    public var anchor: UnitPoint = .center
    public var offsetX: Double = 0
    public var offsetY: Double = 0

    public init() {}
}
