import SwiftEvaluator

/// What `TimelineView(.periodic(...)) { context in ... }` passes its content: the moment it
/// draws, which here is the scene's fixed date (`DateValue.now`), so that a layout is the same
/// at every run; its cadence is `.live`.
struct TimelineContextValue: NativeValue {
    var typeName: String { "TimelineViewDefaultContext" }
    var description: String { "TimelineViewDefaultContext" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "date": return .native(DateValue.now)
        case "cadence": return .implicitMember(ImplicitMember(name: "live"))
        default: return nil
        }
    }
}
