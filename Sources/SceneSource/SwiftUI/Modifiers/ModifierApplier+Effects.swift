import LayoutEngine
import SwiftEvaluator

/// Render effects: `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `transformEffect`,
/// `compositingGroup` and `drawingGroup`. Each is a pass-through level (layout is unchanged,
/// as in SwiftUI) whose `DrawingStyle` says how its subtree is drawn.
extension ModifierApplier {
    /// `scaleEffect(_ s: CGFloat, anchor:)`, `scaleEffect(_ s: CGSize, anchor:)`,
    /// `scaleEffect(x:y:anchor:)`.
    static let scaleEffect = drawing { library, call, style in
        var x = 1.0, y = 1.0
        if let single = call.argument(nil), !single.isNil {
            if let number = single.number { (x, y) = (number, number) }
            else if let size = single.size { (x, y) = (size.width, size.height) }
            else { throw call.error("scaleEffect(_:) expects a number or a CGSize, not \(call.evaluator.describe(single))") }
        }
        x = try call.argument("x").map { try Effects.number($0, "scaleEffect(x:)", call) } ?? x
        y = try call.argument("y").map { try Effects.number($0, "scaleEffect(y:)", call) } ?? y
        if !x.isFinite || !y.isFinite {
            library.warning("scaleEffect must be finite; drawing the view unscaled", at: call.position)
            (x, y) = (x.isFinite ? x : 1, y.isFinite ? y : 1)
        }
        style.transform = .scale(x: x, y: y, anchor: try ShapeStyles.unitPoint(call, "anchor") ?? .center)
    }

    /// `rotationEffect(_ angle: Angle, anchor:)`.
    static let rotationEffect = drawing { _, call, style in
        let angle = try Effects.angle(call.argument(nil), "rotationEffect(_:)", call)
        style.transform = .rotation(radians: angle, anchor: try ShapeStyles.unitPoint(call, "anchor") ?? .center)
    }

    /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, drawn as a parallel projection
    /// (`DrawingStyle.Transform.rotation3D`): `anchorZ` and `perspective` change nothing.
    static let rotation3DEffect = drawing { _, call, style in
        let angle = try Effects.angle(call.argument(nil), "rotation3DEffect(_:)", call)
        guard let axisValue = call.argument("axis") else { throw call.error("rotation3DEffect needs an axis, such as axis: (x: 0, y: 1, z: 0)") }
        guard case .tuple(let elements) = axisValue, elements.count == 3 else {
            throw call.error("rotation3DEffect(axis:) expects (x: CGFloat, y: CGFloat, z: CGFloat)")
        }
        var components: [Double] = []
        for (position, name) in ["x", "y", "z"].enumerated() {
            let element = elements.first { $0.label == name } ?? elements[position]
            components.append(try Effects.number(element.value, "rotation3DEffect(axis:)", call))
        }
        style.transform = .rotation3D(radians: angle, axis: (components[0], components[1], components[2]),
                                      anchor: try ShapeStyles.unitPoint(call, "anchor") ?? .center)
    }

    /// `transformEffect(_ transform: CGAffineTransform)`, in the view's own coordinates (its
    /// origin at the frame's top-left corner).
    static let transformEffect = drawing { _, call, style in
        guard let value = call.argument(nil)?.native(GeometryValue.self), value.kind == .transform else {
            throw call.error("transformEffect(_:) expects a CGAffineTransform such as CGAffineTransform(rotationAngle: .pi / 4)")
        }
        style.transform = DrawingStyle.Transform(a: value.field(0), b: value.field(1), c: value.field(2), d: value.field(3),
                                                 tx: value.field(4), ty: value.field(5), anchor: .zero)
    }

    /// `compositingGroup()` and `drawingGroup(opaque:colorMode:)`: the subtree is one picture
    /// under an ancestor's opacity.
    static let compositingGroup = drawing { _, _, style in style.isCompositingGroup = true }
}

/// Reading the arguments of render effects.
enum Effects {
    /// A finite number (an `Int`, a `Double`, a `CGFloat`).
    static func number(_ value: Value, _ name: String, _ call: NativeCall) throws -> Double {
        guard let number = value.number else { throw call.error("\(name) expects a number, not \(call.evaluator.describe(value))") }
        return number
    }

    /// An `Angle` in radians: `.degrees(90)`, `.radians(.pi)`, `Angle(degrees:)`, `.zero`; a
    /// non-finite angle is no rotation.
    static func angle(_ value: Value?, _ name: String, _ call: NativeCall) throws -> Double {
        guard let value else { throw call.error("\(name) needs an Angle, such as .degrees(90)") }
        var radians: Double?
        if let angle = value.native(AngleValue.self) { radians = angle.radians }
        else if case .implicitMember(let member) = value {
            if member.name == "zero", member.arguments == nil { radians = 0 }
            else if let number = member.arguments?.first?.value.number {
                if member.name == "degrees" { radians = number * Double.pi / 180 }
                if member.name == "radians" { radians = number }
            }
        }
        guard let radians else { throw call.error("\(name) expects an Angle such as .degrees(90), not \(call.evaluator.describe(value))") }
        return radians.isFinite ? radians : 0
    }
}
