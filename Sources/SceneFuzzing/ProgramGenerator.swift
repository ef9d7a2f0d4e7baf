import SwiftEvaluator

/// What makes the cases of a fuzzing run: the mutator (text changed at random) or the program
/// generator (programs built from the Swift the evaluator supports).
public protocol CaseMaking: Sendable {
    func makeCase(seed: UInt64, inProcess: Bool) -> FuzzCase
}

extension Mutator: CaseMaking {}

/// Scenes built from the grammar of the Swift the evaluator runs, to attack the interpreter
/// rather than the parser (issue 31): loops and recursion with bounds near and past the
/// budgets, collections and strings grown in every way the library offers, integer arithmetic
/// at `Int`'s limits inside built-ins, views nested and repeated, custom `Layout`s answering
/// odd sizes. Every program parses; what it does is for the contract to judge (exit 0 with
/// valid output or a located error, never a crash or a hang).
public struct ProgramGenerator: CaseMaking {
    /// Loop bounds and repetitions near the budgets (a long run) or only small ones (the
    /// tests' quick run, each case well under a second).
    public var reachesBudgets: Bool

    public init(reachesBudgets: Bool = true) {
        self.reachesBudgets = reachesBudgets
    }

    public func makeCase(seed: UInt64, inProcess: Bool = false) -> FuzzCase {
        var random = SplitMix64(seed: seed)
        var program = Program(random: random, reachesBudgets: reachesBudgets)
        let scene = program.scene()
        random = program.random
        let command = random.chance(1, in: 6) ? "explain" : "layout"
        return FuzzCase(scene: scene, arguments: [command, FuzzCase.scenePlaceholder])
    }

    /// One program being written.
    struct Program {
        var random: SplitMix64
        let reachesBudgets: Bool
        var lines: [String] = []
        var depth = 0

        /// Integers near the edges: Int's limits, around zero, large powers of two.
        mutating func integer() -> String {
            random.pick([
                "0", "1", "-1", "2", "3", "7", "10", "100", "1_000", "100_000", "1_000_000", "10_000_000",
                "Int.max", "Int.min", "Int.max - 1", "Int.min + 1", "Int.max / 2 + 1", "(1 << 62)", "-(1 << 40)",
            ])
        }

        mutating func smallInteger() -> String { random.pick(["0", "1", "2", "3", "5", "8", "20", "64"]) }

        mutating func double() -> String {
            random.pick(["0.0", "1.5", "-2.5", "1e308", "-1e308", ".infinity", "-.infinity", ".nan", "1e-300", "44.0"])
        }

        /// An integer expression over `names`.
        mutating func intExpression(_ names: [String], depth: Int = 0) -> String {
            if depth > 2 || random.chance(2, in: 5) { return names.isEmpty || random.chance(1, in: 2) ? integer() : random.pick(names) }
            let left = intExpression(names, depth: depth + 1), right = intExpression(names, depth: depth + 1)
            return random.pick([
                "(\(left) + \(right))", "(\(left) - \(right))", "(\(left) * \(right))", "(\(left) / \(right))", "(\(left) % \(right))",
                "abs(\(left))", "min(\(left), \(right))", "max(\(left), \(right))", "(\(left) << \(smallInteger()))", "Int(Double(\(left)) * 1.5)",
                "[\(left), \(right)].reduce(0, +)", "(\(left)..<\(right)).count", "String(\(left)).count",
            ])
        }

        /// A statement in a body or a function, over the integer variables `names`.
        mutating func statement(_ names: inout [String]) -> String {
            let name = "v\(names.count)"
            let bound = reachesBudgets ? random.pick([smallInteger(), integer()]) : smallInteger()
            switch random.below(14) {
            case 0:
                names.append(name)
                return "var \(name) = \(intExpression(names))"
            case 1: return "for i in 0..<\(bound) { \(names.first.map { "\($0) = (\($0) + i) % 97" } ?? "_ = i") }"
            case 2: return "var w\(names.count) = 0\n        while w\(names.count) < \(bound) { w\(names.count) += 1 }"
            case 3: return "var a\(names.count) = [Int]()\n        for i in 0..<\(bound) { a\(names.count).append(i) }"
            case 4: return "var s\(names.count) = \"ab\"\n        for _ in 0..<\(smallInteger()) { s\(names.count) = \"\\(s\(names.count))\\(s\(names.count))\" }"
            case 5: return "_ = String(repeating: \"x\", count: \(bound)).count"
            case 6: return "_ = stride(from: \(intExpression(names)), through: \(intExpression(names)), by: \(random.pick(["1", "-1", "7", "Int.max"]))).count"
            case 7: return "_ = Array(repeating: 0, count: \(bound)).map { $0 + 1 }.filter { $0 > 0 }.count"
            case 8: return "_ = \(intExpression(names)).formatted()"
            case 9: return "var d\(names.count) = [Int: Int]()\n        for i in 0..<\(bound) { d\(names.count)[i % 1_000] = i }"
            case 10: return "_ = \"\(random.pick(["", "a", "abc"]))\".padding(toLength: \(bound), withPad: \"-\", startingAt: 0)"
            case 11: return "_ = Set(0..<\(bound)).intersection(Set(0..<\(smallInteger()))).count"
            case 12: return "_ = String(format: \"%\(random.pick(["5", "20", "999999999", ".3"]))d\", \(intExpression(names)))"
            default: return "_ = recurse(\(reachesBudgets ? random.pick(["0", "10", "1_000", "100_000"]) : "10"))"
            }
        }

        /// A view expression, nested at most three deep.
        mutating func view(_ names: [String]) -> String {
            depth += 1
            defer { depth -= 1 }
            let number = names.isEmpty ? smallInteger() : random.pick(names + [smallInteger()])
            if depth > 3 { return "Text(\"\\(\(number))\")" }
            switch random.below(9) {
            case 0: return "VStack { \(view(names)); \(view(names)) }"
            case 1: return "HStack(spacing: \(double())) { \(view(names)) }"
            case 2: return "ForEach(0..<\(random.pick(["3", "Swift.min(\(number), 50)", "Swift.max(\(number), 0) % 40"])), id: \\.self) { i in \(view(names)) }"
            case 3: return "\(view(names)).frame(width: \(double()), height: \(random.pick(["nil", double()])))"
            case 4: return "\(view(names)).padding(\(double()))"
            case 5: return "Odd(width: \(double()), height: \(double())) { \(view(names)); \(view(names)) }"
            case 6: return "Nest(depth: \(reachesBudgets ? random.pick(["0", "3", "8", "40"]) : random.pick(["0", "3"])))"
            case 7: return "Color.red.frame(width: CGFloat(\(number) % 500))"
            default: return "Text(\"\\(\(number))\")"
            }
        }

        mutating func scene() -> String {
            lines.append("import SwiftUI")
            lines.append("")
            lines.append("func recurse(_ n: Int) -> Int { n <= 0 ? 0 : 1 + recurse(n - 1) }")
            lines.append("")
            // A custom layout that answers what it is given and probes its subviews.
            lines.append("""
                struct Odd: Layout {
                    var width: Double
                    var height: Double
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        for s in subviews { _ = s.sizeThatFits(proposal); _ = s.sizeThatFits(.unspecified) }
                        return CGSize(width: width, height: height)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        for s in subviews { s.place(at: CGPoint(x: bounds.minX + width, y: bounds.midY), proposal: proposal) }
                    }
                }

                struct Nest: View {
                    var depth: Int
                    var body: some View {
                        if depth > 0 { HStack { Nest(depth: depth - 1); Nest(depth: depth - 1) } } else { Text("leaf") }
                    }
                }

                """)
            var names: [String] = []
            lines.append("struct Generated: View {")
            lines.append("    var body: some View {")
            for _ in 0..<(1 + random.below(5)) { lines.append("        " + statement(&names)) }
            lines.append("        return VStack {")
            for _ in 0..<(1 + random.below(3)) { lines.append("            " + view(names)) }
            lines.append("        }")
            lines.append("    }")
            lines.append("}")
            lines.append("")
            lines.append("#Preview { Generated() }")
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
