/// `DispatchQueue.main`, `DispatchQueue.global(qos:)`: what view code does with them in an
/// `onAppear` or a button. A picture is the screen as it first settles, so `async` and `sync`
/// run their work at once (as `.task` does), and `asyncAfter(deadline:)` leaves it for later:
/// the screen the picture shows is the one before the delay ends.
struct DispatchQueueValue: NativeValue {
    var typeName: String { "DispatchQueue" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "async", "sync", "asyncAndWait":
            return Function.native(name) { call in
                guard let work = call.argument("execute") ?? call.arguments.last?.value, case .function = work else { return .void }
                try TaskValue.runAsynchronousWork(work, call)
                return .void
            }
        case "asyncAfter":
            // The deadline is a `DispatchTime` (`.now() + 5`), read as a date.
            return Function.native(name, parameterTypes: ["deadline": "DispatchTime", "wallDeadline": "DispatchTime"]) { _ in .void }
        default:
            return nil
        }
    }

    /// `DispatchQueue.main`, `.global()`, `DispatchTime.now()`, or nil for another member.
    static func staticMember(_ name: String, ofType type: String) -> Value? {
        switch (type, name) {
        case ("DispatchQueue", "main"): return .native(DispatchQueueValue())
        case ("DispatchQueue", "global"): return Function.native(name) { _ in .native(DispatchQueueValue()) }
        case ("DispatchTime", "now"), ("DispatchWallTime", "now"): return Function.native(name) { _ in .native(DateValue.now) }
        default: return nil
        }
    }
}
