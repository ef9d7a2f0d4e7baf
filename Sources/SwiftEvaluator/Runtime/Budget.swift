#if canImport(Glibc)
import Glibc
#endif

/// Limits on one evaluation, so that a runaway loop, unbounded recursion or a huge collection
/// ends as a diagnostic instead of hanging or exhausting memory.
///
/// Steps are counted on every statement, loop iteration and call; natives charge in proportion
/// to their work. Every 1,024 steps the deadline (if any) and the cancel flag are read.
public final class Budget {
    /// Steps allowed per evaluation unit (see `Evaluator.withFreshSteps`).
    public var maximumSteps: Int
    /// The deepest nesting of calls.
    public var maximumCallDepth: Int
    /// The most elements a collection may hold.
    public var maximumCollectionSize: Int
    /// A point in time after which the evaluation stops, or nil.
    public var deadline: ContinuousClock.Instant?
    /// How long one evaluation unit (`Evaluator.withFreshSteps`) may run, or nil for no limit
    /// beyond `deadline`.
    public var unitTimeLimit: Duration?
    /// The token of the evaluation or layout running: cancelled from any thread, it stops the
    /// evaluation at its next check. Nil: the work cannot be cancelled.
    public var cancellation: CancellationToken?

    public private(set) var steps = 0
    var callDepth = 0

    /// What the time limits (per unit and per scene) are multiplied by: 1, or the number in
    /// `LAYOUT_PLAYGROUND_TIME_SCALE` (1 to 1,000), for running under an instrument that
    /// slows the program fifty times (`Scripts/instruction-guard.py` runs under callgrind).
    /// Steps, bytes and depth are never scaled. A scene cannot set it.
    public static let timeScale: Int = {
        guard let value = getenv("LAYOUT_PLAYGROUND_TIME_SCALE"), let scale = Int(String(cString: value)) else { return 1 }
        return min(max(scale, 1), 1_000)
    }()

    // MARK: The whole scene

    /// How long one evaluation of the whole scene may run: its declarations, previews and
    /// root, or one layout of it (every body, closure, `Layout` method, preference reducer and
    /// `#Preview` it runs, together). Nil: no limit beyond the units'.
    public var sceneTimeLimit: Duration? = .seconds(10)
    /// The steps one evaluation of the whole scene may take, all units together.
    public var maximumSceneSteps = 40_000_000
    /// The bytes one evaluation of the whole scene may allocate for its values (arrays,
    /// dictionaries and strings it makes, counted when made, never given back).
    public var maximumSceneBytes = 1 << 30
    public private(set) var sceneSteps = 0
    public private(set) var sceneBytes = 0
    private var sceneDeadline: ContinuousClock.Instant?
    private var sceneDepth = 0
    /// The last place steps were charged at: a budget error found where no place is known
    /// (a statement, a body) names the code that spent it.
    public private(set) var lastPosition: SourcePosition?

    /// True: every evaluation of the scene from now on is part of one (a command's load,
    /// root and layouts share one deadline, one count of steps and one of bytes). False (the
    /// window): each evaluation (a keystroke's load, a drag's layout) starts its own.
    public var isOneEvaluation = false
    private var hasStartedScene = false
    /// The budget error a walk that cannot throw met (`WorkMeter`): every later step throws it,
    /// until the next evaluation of the scene starts.
    public internal(set) var spentError: RuntimeError?

    /// Runs `body` as one evaluation of the whole scene: the scene's steps, bytes and time
    /// start again for the outermost call and are shared by everything inside it.
    public func withScene<T>(_ body: () throws -> T) rethrows -> T {
        if sceneDepth == 0, !(isOneEvaluation && hasStartedScene) {
            sceneSteps = 0
            sceneBytes = 0
            spentError = nil
            sceneDeadline = sceneTimeLimit.map { ContinuousClock.now + $0 * Budget.timeScale }
            hasStartedScene = true
        }
        sceneDepth += 1
        defer {
            sceneDepth -= 1
            // Outside an evaluation of the scene, only the units' limits apply.
            if sceneDepth == 0, !isOneEvaluation { sceneDeadline = nil }
        }
        return try asCurrent(body)
    }

    /// Counts `bytes` the scene's values take (checked arithmetic: an overflow is over the
    /// budget); throws past `maximumSceneBytes`, before the host allocates them.
    public func allocate(bytes: Int, at position: SourcePosition?) throws {
        sceneBytes = try room(for: bytes, at: position)
    }

    /// What the scene's bytes would be with `bytes` more; throws past `maximumSceneBytes`.
    private func room(for bytes: Int, at position: SourcePosition?) throws -> Int {
        let (total, overflow) = sceneBytes.addingReportingOverflow(max(bytes, 0))
        guard !overflow, total <= maximumSceneBytes else {
            throw RuntimeError(
                "the scene's values would take more than \(maximumSceneBytes >> 20) MB of memory", at: position ?? lastPosition,
                kind: .budget, hint: "a scene lays out views: make its collections and strings smaller")
        }
        return total
    }

    /// The longest string a scene may make, in bytes of UTF-8.
    public var maximumStringBytes = 16 << 20

    /// A string of `bytes` bytes about to be made: over `maximumStringBytes`, or over the
    /// scene's bytes, is a located error before it is made. `charging: false` for a built-in's
    /// result, which `account` counts once it is made.
    public func checkString(bytes: Int, charging: Bool = true, at position: SourcePosition?) throws {
        if bytes > maximumStringBytes {
            throw RuntimeError(
                "a string of more than \(maximumStringBytes >> 20) MB is larger than a scene may make", at: position ?? lastPosition,
                kind: .budget, hint: "a scene lays out views: make its strings shorter")
        }
        if charging { try allocate(bytes: bytes, at: position) } else { _ = try room(for: bytes, at: position) }
    }

    /// `count` values of `size` bytes each (elements of an array, characters of a string).
    /// `charging: false` checks there is room without counting them (a built-in's result,
    /// counted by `account` once made).
    public func allocate(count: Int, of size: Int, charging: Bool = true, at position: SourcePosition?) throws {
        let (bytes, overflow) = max(count, 0).multipliedReportingOverflow(by: size)
        if charging { try allocate(bytes: overflow ? Int.max : bytes, at: position) } else { _ = try room(for: overflow ? Int.max : bytes, at: position) }
    }

    /// Counts what a built-in made, once it is made: a collection's elements, a dictionary's
    /// keys and values, a string's bytes. Every call of a native function and every standard
    /// type made is accounted here, so that `map`, `joined`, `replacingOccurrences` and
    /// their kin spend the scene's bytes as loops that append do (the built-ins that could
    /// make a huge value in one step check the size before making it: `checkSize`,
    /// `checkString`). A built-in that hands back a value it was given is counted again: the
    /// budget is generous enough for that to be harmless.
    ///
    /// Making it took time too: a step for every `WorkMeter.unitsPerStep` elements (pairs
    /// of a dictionary count twice, 64 bytes of a string once), so that a built-in making a
    /// million elements in one call (`Array(repeating:count:)`, `joined()`) is not one step
    /// (`layout-fuzz --cost-model`).
    public func account(_ value: Value, at position: SourcePosition?) throws {
        switch value {
        case .array(let elements), .set(let elements):
            try allocate(count: elements.count, of: MemoryLayout<Value>.stride, at: position)
            if elements.count >= WorkMeter.unitsPerStep { try charge(elements.count / WorkMeter.unitsPerStep, at: position) }
        case .dictionary(let dictionary):
            try allocate(count: dictionary.count, of: 2 * MemoryLayout<Value>.stride, at: position)
            if dictionary.count >= WorkMeter.unitsPerStep { try charge(2 * dictionary.count / WorkMeter.unitsPerStep, at: position) }
        case .string(let text):
            try allocate(bytes: text.utf8.count, at: position)
            if text.utf8.count >= 64 { try charge(text.utf8.count / 64, at: position) }
        default: break
        }
    }

    public init(
        maximumSteps: Int = 2_000_000, maximumCallDepth: Int = 400, maximumCollectionSize: Int = 1_000_000,
        deadline: ContinuousClock.Instant? = nil
    ) {
        self.maximumSteps = maximumSteps
        self.maximumCallDepth = maximumCallDepth
        self.maximumCollectionSize = maximumCollectionSize
        self.deadline = deadline
    }

    /// Counts `cost` steps; throws when the budget is spent, the deadline passed or the host
    /// cancelled.
    @inline(__always)
    public func charge(_ cost: Int = 1, at position: SourcePosition?) throws {
        if let position { lastPosition = position }
        if var spentError {
            spentError.position = spentError.position ?? position ?? lastPosition
            throw spentError
        }
        // The clock is read every 1,024 steps of the whole scene: a scene of many small bodies
        // (each a unit of a few steps) is checked as often as one long loop.
        let before = sceneSteps
        steps &+= cost
        sceneSteps &+= cost
        if steps > maximumSteps {
            throw RuntimeError(
                "the scene's code ran more than \(maximumSteps) steps; is there an endless loop?", at: position ?? lastPosition,
                kind: .budget, hint: "loops and recursion must end")
        }
        if sceneSteps > maximumSceneSteps {
            throw RuntimeError(
                "the scene's code ran more than \(maximumSceneSteps) steps in all (its bodies, closures and layouts together)",
                at: position ?? lastPosition, kind: .budget, hint: "loops and recursion must end; a view made of many copies of itself multiplies its cost")
        }
        if before >> 10 != sceneSteps >> 10 { try checkDeadline(at: position) }
    }

    func checkDeadline(at position: SourcePosition?) throws {
        let position = position ?? lastPosition
        if cancellation?.isCancelled == true { throw RuntimeError("the evaluation was cancelled", at: position, kind: .cancelled) }
        let now = ContinuousClock.now
        if let deadline, now > deadline {
            throw RuntimeError(
                "the scene's code took too long to run; is there an endless loop?", at: position, kind: .budget)
        }
        if let sceneDeadline, now > sceneDeadline {
            throw RuntimeError(
                "the scene's code ran longer than \(sceneTimeLimit.map { "\($0.components.seconds)" } ?? "?") s in all (its bodies, closures and layouts together)",
                at: position, kind: .budget, hint: "loops and recursion must end; a view made of many copies of itself multiplies its cost")
        }
    }

    /// Checks the scene's time and the cancel flag now: a built-in that works long on one
    /// call (a large set, a long string) asks between its pieces of work.
    public func checkTime(at position: SourcePosition?) throws {
        try checkDeadline(at: position)
    }

    /// Runs `body` with a deadline `duration` from now, or the current one if that is sooner;
    /// the current deadline is restored afterwards (units nest: a body built inside another).
    public func withDeadline<T>(in duration: Duration, _ body: () throws -> T) rethrows -> T {
        let saved = deadline
        let own = ContinuousClock.now + duration * Budget.timeScale
        deadline = saved.map { min($0, own) } ?? own
        defer { deadline = saved }
        return try body()
    }

    /// Starts a new evaluation unit (a body, a closure the host runs): the step count restarts.
    public func resetSteps() {
        steps = 0
    }

    /// Checks that a collection of `count` elements is allowed.
    /// `count` elements of `each` (characters of a repeated string, elements of a product):
    /// the product checked for overflow, which is over the limit.
    public func checkSize(product each: Int, _ count: Int, at position: SourcePosition?) throws {
        let (total, overflow) = each.multipliedReportingOverflow(by: count)
        try checkSize(overflow ? Int.max : total, at: position)
    }

    /// The elements from `lower` up to `upper`: the distance checked for overflow
    /// (`Int.min..<Int.max` is over the limit, not a trap).
    public func checkSize(from lower: Int, to upper: Int, at position: SourcePosition?) throws {
        let (span, overflow) = upper.subtractingReportingOverflow(lower)
        try checkSize(overflow ? Int.max : span, at: position)
    }

    public func checkSize(_ count: Int, at position: SourcePosition?) throws {
        if count > maximumCollectionSize {
            let described = count == Int.max ? "more elements than Int can count" : "\(count) elements"
            throw RuntimeError(
                "a collection of \(described) is larger than the \(maximumCollectionSize) allowed", at: position ?? lastPosition,
                kind: .budget)
        }
    }
}
