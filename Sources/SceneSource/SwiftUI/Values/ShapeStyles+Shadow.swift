import LayoutEngine
import SwiftEvaluator

/// Shape styles apps write that draw as a style the playground already has:
///
/// - a style with a shadow (`.red.shadow(.drop(radius: 2))`, `.regularMaterial.shadow(...)`,
///   `.shadow(.inner(...))` alone, which is the foreground style's): drawn as the style itself
///   (the playground draws no shadows of styles); `.shadow(color:radius:x:y:)` with labels
///   stays the view modifier;
/// - the app's static colours where a colour goes (`.hex(0xF3EBA4)` of `extension Color {
///   static func hex(_:) -> Self }`);
/// - a `Gradient` used as a style (`.fill(Gradient(colors: [.red, .blue]))`, a `Gauge`'s
///   `.tint(Gradient(...))`): SwiftUI draws it as a linear gradient from top to bottom.
extension ShapeStyles {
    /// `style.shadow(_:)`: the style, for one unlabelled argument (a `ShadowStyle`); else the
    /// view modifier `shadow(color:radius:x:y:)` on the style as a view.
    static func shadowMember(of style: Value, library: SwiftUILibrary, in context: EvaluationContext) throws -> Value {
        let modifier = try library.modifier("shadow", of: style, in: context)
        return Function.native("shadow") { call in
            if call.arguments.count == 1, call.arguments[0].label == nil { return style }
            guard let modifier else { throw call.error("shadow(color:radius:x:y:) takes a radius") }
            return try call.evaluator.call(modifier, arguments: call.arguments, at: call.position)
        }
    }

    /// The colour `Modifiers.color` takes for the styles above, or nil for any other value.
    static func appStyleColor(_ value: Value, library: SwiftUILibrary, at position: SourcePosition?) throws -> Color? {
        switch value {
        case .native(let gradient as GradientValue):
            return Color(.gradient(GradientStyle(stops: gradient.stops, kind: .linear(start: .top, end: .bottom))))
        case .implicitMember(let member) where !member.name.contains("."):
            // `.hex(0xF3EBA4)` where a colour goes: the app's static member of Color (or of
            // ShapeStyle where Self == Color).
            for typeName in ["Color", "ShapeStyle"] {
                guard let bag = library.evaluator.program.hostExtensions[typeName],
                      member.arguments == nil ? bag.staticProperties[member.name] != nil : bag.staticMethods[member.name] != nil else { continue }
                let resolved = try library.evaluator.resolveImplicitMember(member, as: typeName, position: position)
                if case .implicitMember = resolved { continue }
                return try Modifiers.color(resolved, library: library, at: position)
            }
            // `.fill(.shadow(.drop(radius: 2)))`: the foreground style with a shadow.
            guard member.name == "shadow" else { return nil }
            guard let arguments = member.arguments, arguments.count == 1, arguments[0].label == nil else { return nil }
            return Color(.named("primary"))
        default:
            return nil
        }
    }
}
