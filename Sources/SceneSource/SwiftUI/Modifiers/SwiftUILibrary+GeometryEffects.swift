import SwiftEvaluator

extension SwiftUILibrary {
    /// `.modifier(ShakeEffect(shakes: 2))` for the app's `GeometryEffect` that declares no
    /// `body(content:)`: SwiftUI applies its
    /// `effectValue(size:)` as a projection when drawing, after layout, so the view lays out as
    /// without it. The playground does not draw the projection; a warning says so, once per type.
    /// Nil for any other modifier.
    func geometryEffect(_ type: TypeDefinition, applyingTo base: Value, at position: SourcePosition?) -> Value? {
        guard type.conforms(to: "GeometryEffect"), type.methods["body"] == nil else { return nil }
        if standInPathsReported.insert("geometry effect " + type.name).inserted {
            warning("'\(type.name)' is a GeometryEffect: its transform is not drawn in the playground; the view lays out as without it, as in SwiftUI",
                    at: position)
        }
        return base
    }
}
