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
        let before = steps
        steps &+= cost
        if steps > maximumSteps {
            throw RuntimeError(
                "the scene's code ran more than \(maximumSteps) steps; is there an endless loop?", at: position,
                kind: .budget, hint: "loops and recursion must end")
        }
        if before >> 10 != steps >> 10 { try checkDeadline(at: position) }
    }

    func checkDeadline(at position: SourcePosition?) throws {
        if cancellation?.isCancelled == true { throw RuntimeError("the evaluation was cancelled", at: position, kind: .cancelled) }
        if let deadline, ContinuousClock.now > deadline {
            throw RuntimeError(
                "the scene's code took too long to run; is there an endless loop?", at: position, kind: .budget)
        }
    }

    /// Runs `body` with a deadline `duration` from now, or the current one if that is sooner;
    /// the current deadline is restored afterwards (units nest: a body built inside another).
    public func withDeadline<T>(in duration: Duration, _ body: () throws -> T) rethrows -> T {
        let saved = deadline
        let own = ContinuousClock.now + duration
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
                "a collection of \(described) is larger than the \(maximumCollectionSize) allowed", at: position,
                kind: .budget)
        }
    }
}
