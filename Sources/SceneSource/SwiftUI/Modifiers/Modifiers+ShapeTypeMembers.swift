import LayoutEngine
import SwiftEvaluator

/// The shapes `Shape`'s static members name (`.rect(cornerRadius:)`, `.circle`, `.capsule`),
/// wherever the type is known to be a shape: a function declared `-> some Shape` that returns
/// `.rect(cornerRadii: radii)`, or a property of type `any Shape`.
extension Modifiers {
    /// `Shape`'s and `InsettableShape`'s static members that make a shape (iOS 17).
    static let shapeTypeMemberNames: Set<String> = ["rect", "rectangle", "circle", "capsule", "ellipse", "containerRelative"]

    /// Whether `type.name` is one of SwiftUI's shapes: it stays an implicit member, which every
    /// place that takes a shape reads (`shapeKind`), instead of standing in as an unknown
    /// member of an undeclared type.
    static func isShapeTypeMember(_ name: String, ofType type: String) -> Bool {
        (type == "Shape" || type == "InsettableShape") && shapeTypeMemberNames.contains(name)
    }

    /// `.rect(cornerRadii:)` and `.rect(topLeadingRadius:bottomLeadingRadius:...)`: drawn
    /// rounded by the largest radius given, as `UnevenRoundedRectangle` is; a plain rectangle
    /// when no radius is a number (the corner radii of a value the playground does not read).
    static func unevenRectangleKind(_ arguments: [SwiftEvaluator.Argument]) -> ShapeKind {
        let labels: Set<String> = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius"]
        let radii = arguments.filter { $0.label.map(labels.contains) ?? false }.compactMap { $0.value.number }.filter { $0.isFinite && $0 >= 0 }
        guard let largest = radii.max(), largest > 0 else { return .rectangle }
        return .roundedRectangle(cornerRadius: largest)
    }
}
