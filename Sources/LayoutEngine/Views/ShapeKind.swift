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

    public var description: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .ellipse: return "Ellipse"
        case .capsule: return "Capsule"
        case .path(let path): return path.name
        }
    }
}
