import SwiftEvaluator

/// The fuzzer's choices, made with the evaluator's generator: every choice comes from one
/// seeded `SplitMix64`, never from the system's random generator.
extension SplitMix64 {
    /// A number in 0..<bound (bound > 0), without the modulo bias that matters here.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// True with probability `numerator` / `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// One element of a non-empty collection.
    public mutating func pick<C: Collection>(_ elements: C) -> C.Element where C.Index == Int {
        elements[elements.startIndex + below(elements.count)]
    }

    /// The seed of the `index`th case of a run seeded `seed`: cases are independent, so any one
    /// of them is replayed without the ones before it.
    public static func caseSeed(run seed: UInt64, index: Int) -> UInt64 {
        var generator = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return generator.next()
    }
}
