import SwiftEvaluator

extension GeometryValue {
    /// The argument `label` of a geometry initializer as a value of `kind`: written as a value
    /// (`geo.size`) or as one of the type's static members (`CGRect(origin: .zero, size:
    /// size)`, where Swift knows `.zero` is `CGPoint.zero` from the parameter's type). Nil when
    /// the argument is missing or is neither.
    static func part(_ call: NativeCall, _ label: String, of kind: Kind) throws -> GeometryValue? {
        guard let value = call.argument(label) else { return nil }
        if let geometry = value.native(GeometryValue.self) { return geometry.kind == kind ? geometry : nil }
        guard case .implicitMember(let member) = value else { return nil }
        let resolved = try call.evaluator.resolveImplicitMember(member, as: kind.rawValue, position: call.position)
        guard let geometry = resolved.native(GeometryValue.self), geometry.kind == kind else { return nil }
        return geometry
    }
}
