/// `Task { ... }`, `Task(priority:) { ... }`, `Task.detached { ... }`: the work runs at once, as
/// `.task { }` does, so a screen shows the state the work settles it in; `Task.sleep` returns
/// at once (a picture does not wait), and a task's `cancel()` does nothing.
struct TaskValue: NativeValue {
    var typeName: String { "Task" }

    func member(_ name: String, in context: EvaluationContext) throws -> Value? {
        switch name {
        case "cancel": return Function.native(name) { _ in .void }
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }

    /// Runs the task's closure (the last argument) and answers a task.
    static func start(_ call: NativeCall) throws -> Value {
        if let work = call.arguments.last?.value, case .function = work {
            _ = try call.evaluator.call(work, arguments: [], at: call.position)
        }
        return .native(TaskValue())
    }

    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "detached": return Function.native(name) { call in try start(call) }
        case "sleep", "yield", "checkCancellation": return Function.native(name) { _ in .void }
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }
}
