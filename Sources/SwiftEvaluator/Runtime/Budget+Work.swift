#if canImport(Glibc)
import Glibc
#endif

/// Work a built-in does inside one step: comparing, hashing or describing a value visits every
/// node of it (a value nested by sharing, `a = [b, b]`, `b = [c, c]`, has 2^depth of them),
/// counting a string's characters reads every byte. The central walks (`Evaluator.valuesEqual`,
/// `Evaluator.describe`, `HashKey`) and the dictionary's removal count their units on a
/// `WorkMeter`; past `WorkMeter.free` units in one call, every `WorkMeter.unitsPerStep` units
/// are a step of the scene's budget, so the clock is read as often as in a loop of steps. These
/// walks cannot throw (they answer `==` and `Hashable`): a budget spent inside one is kept
/// (`spentError`), the walk stops at once with any answer, and the next step of the scene
/// throws it (sticky until the next evaluation of the scene starts).
public struct WorkMeter {
    /// Units of one call that cost nothing beyond the step that called it: small values are
    /// compared, hashed and described without touching the budget.
    public static let free = 512
    /// Units (nodes visited, or 16 bytes read) per step: a node's comparison costs about as
    /// much time as an eighth of a statement.
    public static let unitsPerStep = 8
    /// Bytes of host memory a unit of a `HashKey` takes (charged to the scene's bytes).
    public static let bytesPerHashNode = 48

    let budget: Budget?
    let bytesPerUnit: Int
    /// The most units one walk may count (a walk that builds what it visits, `HashKey`), and
    /// the error past it; `Int.max`: no limit but the budget's.
    let maximumUnits: Int
    let limitMessage: String
    private var units = 0
    private var charged = 0
    /// Units that made nothing (`addWork`): not charged `bytesPerUnit`.
    private var workUnits = 0
    private var chargedWork = 0
    /// True once the budget was spent: the walk should stop.
    public private(set) var isSpent = false

    public init(budget: Budget?, bytesPerUnit: Int = 0, maximumUnits: Int = .max, limitMessage: String = "") {
        self.budget = budget
        self.bytesPerUnit = bytesPerUnit
        self.maximumUnits = maximumUnits
        self.limitMessage = limitMessage
        isSpent = budget?.spentError != nil
    }

    /// Counts `count` units; false when the budget is spent (the walk stops).
    @inline(__always)
    public mutating func add(_ count: Int = 1) -> Bool {
        units &+= count
        if units - charged < Self.free { return !isSpent }
        return settle()
    }

    /// Counts `count` units of reading that allocate nothing (a string's bytes hashed): steps
    /// only, never `bytesPerUnit`; false when the budget is spent.
    @inline(__always)
    public mutating func addWork(_ count: Int) -> Bool {
        workUnits &+= count
        return add(count)
    }

    mutating func settle() -> Bool {
        if units - workUnits > maximumUnits, !isSpent {
            // Kept as the budget's error: the next step of the scene throws it, located there.
            isSpent = true
            if let budget, budget.spentError == nil { budget.spentError = RuntimeError(limitMessage, at: nil, kind: .budget) }
            return false
        }
        guard let budget, !isSpent else { return !isSpent }
        let pending = units - charged, pendingWork = workUnits - chargedWork
        charged = units
        chargedWork = workUnits
        if !budget.spend(steps: pending / Self.unitsPerStep + 1, bytes: (pending - pendingWork) &* bytesPerUnit) { isSpent = true }
        return !isSpent
    }
}

extension Budget {
    /// Spends `steps` and `bytes` for work that cannot throw; false (and the error kept in
    /// `spentError`, thrown by the next `charge`) when the budget is spent.
    func spend(steps: Int, bytes: Int) -> Bool {
        if spentError != nil { return false }
        do {
            try charge(steps, at: nil)
            if bytes > 0 { try allocate(bytes: bytes, at: nil) }
            return true
        } catch var error as RuntimeError {
            // Located where it surfaces: the statement whose walk spent it (`throwIfSpent`,
            // `Evaluator.error`, the next `charge`).
            error.position = nil
            spentError = error
            return false
        } catch {
            spentError = RuntimeError("the scene's budget is spent", at: nil, kind: .budget)
            return false
        }
    }

    /// Throws the error a walk that could not throw met (`WorkMeter`), located at `position`
    /// when it had no place.
    public func throwIfSpent(at position: SourcePosition?) throws {
        guard var error = spentError else { return }
        if error.position == nil { error.position = position }
        throw error
    }

    /// The budget of the evaluation running on this thread (inside `withScene`), for walks
    /// that are not given one (`HashKey`, the dictionary's index).
    public static var current: Budget? {
        guard let pointer = pthread_getspecific(currentKey) else { return nil }
        return Unmanaged<Budget>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this budget as `Budget.current` on this thread.
    func asCurrent<T>(_ body: () throws -> T) rethrows -> T {
        let saved = pthread_getspecific(Self.currentKey)
        pthread_setspecific(Self.currentKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.currentKey, saved) }
        return try body()
    }

    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
}
