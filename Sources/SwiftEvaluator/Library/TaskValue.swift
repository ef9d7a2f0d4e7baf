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
            try runAsynchronousWork(work, call)
        }
        return .native(TaskValue())
    }

    /// Runs work an app does off the first frame (a task, a dispatched block). Where it fails
    /// (a network call the playground refuses, a thrown error), the app's screen stays as it
    /// was, as a failed request leaves it: a warning at the failing code, not an error that
    /// stops the preview. A spent budget or a cancellation still ends the evaluation.
    static func runAsynchronousWork(_ work: Value, _ call: NativeCall) throws {
        do {
            _ = try call.evaluator.call(work, arguments: [], at: call.position)
        } catch let error as RuntimeError where error.kind != .budget && error.kind != .cancelled {
            call.evaluator.warnOnce("asynchronous work stopped, the screen is shown as before it: \(error.message)", at: error.position ?? call.position)
        } catch let thrown as ThrownValue {
            // `throw` in the work, not caught there.
            call.evaluator.warnOnce("asynchronous work stopped, the screen is shown as before it: \(thrown.error.message)", at: thrown.error.position ?? call.position)
        }
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
