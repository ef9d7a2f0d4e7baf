/// `Task { ... }`, `Task(priority:) { ... }`, `Task.detached { ... }`: the work runs at once, as
/// `.task { }` does, so a screen shows the state the work settles it in; `Task.sleep` returns
/// at once (a picture does not wait), and a task's `cancel()` does nothing. Work that sleeps a
/// second time is polling (`while true { try await Task.sleep(...); ... }`) and never settles:
/// it is suspended there for good, and the screen shows it after its first round.
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
        let evaluator = call.evaluator
        evaluator.asynchronousSleeps.append(0)
        defer { evaluator.asynchronousSleeps.removeLast() }
        do {
            _ = try evaluator.call(work, arguments: [], at: call.position)
        } catch is Suspension {
            // Polling work, left at its second sleep.
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
        case "sleep":
            return Function.native(name) { call in
                let evaluator = call.evaluator
                guard let last = evaluator.asynchronousSleeps.indices.last else { return .void }
                evaluator.asynchronousSleeps[last] += 1
                if evaluator.asynchronousSleeps[last] > 1 { throw Suspension() }
                return .void
            }
        case "yield", "checkCancellation": return Function.native(name) { _ in .void }
        case "isCancelled": return .bool(false)
        default: return nil
        }
    }

    /// Ends polling work at its second sleep; `try?` and `catch` in scene code do not see it
    /// (they catch thrown values only).
    struct Suspension: Error {}
}
