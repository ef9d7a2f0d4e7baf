import SwiftEvaluator
import Testing

/// The Swift that view code uses, run by the evaluator without SwiftUI.
@Suite("Language")
struct LanguageTests {
    @Test("Integer division stays integral; a Double operand makes it floating point")
    func numbers() throws {
        #expect(try run("func main() -> Any { (7 / 2, 7.0 / 2, 7 % 3, -7 / 2) }") == "(3, 3.5, 1, -3)")
        #expect(try run("func main() -> Any { let x: CGFloat = 7; return x / 2 }") == "3.5")
        #expect(try run("func main() -> Any { 1_000 + 0x10 + 0b11 }") == "1019")
    }

    @Test("Structs are values: a copy changes independently; mutating methods write back")
    func structSemantics() throws {
        let source = """
        struct Counter {
            var count = 0
            mutating func increment(by step: Int = 1) { count += step }
        }
        func main() -> Any {
            var a = Counter()
            var b = a
            a.increment()
            a.increment(by: 5)
            b.count = 10
            return (a.count, b.count)
        }
        """
        #expect(try run(source) == "(6, 10)")
    }

    @Test("Classes are references: changes through one name show through the other")
    func classSemantics() throws {
        let source = """
        final class Model {
            var items: [String] = []
            func add(_ item: String) { items.append(item) }
        }
        func main() -> Any {
            let model = Model()
            let same = model
            same.add("a")
            model.add("b")
            return model.items
        }
        """
        #expect(try run(source) == "[\"a\", \"b\"]")
    }

    @Test("Custom initializers, memberwise initializers and defaults")
    func initializers() throws {
        let source = """
        struct Card {
            let title: String
            var subtitle: String = "none"
            var width: CGFloat
            init(title: String, width: CGFloat = 100) {
                self.title = title.uppercased()
                self.width = width
            }
        }
        struct Point { var x: Double; var y: Double = 2 }
        func main() -> Any {
            let card = Card(title: "hi")
            let point = Point(x: 1)
            return (card.title, card.subtitle, card.width, point.x, point.y)
        }
        """
        #expect(try run(source) == "(\"HI\", \"none\", 100.0, 1.0, 2.0)")
    }

    @Test("Enums: raw values, associated values, CaseIterable, switch with bindings, where and ranges")
    func enums() throws {
        let source = """
        enum Size: String, CaseIterable { case small = "S", medium, large }
        enum Load {
            case idle
            case loaded(items: [Int])
            case failed(String)
            var label: String {
                switch self {
                case .idle: return "idle"
                case .loaded(let items) where items.isEmpty: return "empty"
                case .loaded(let items): return "\\(items.count) items"
                case let .failed(message): return "error: " + message
                }
            }
        }
        func grade(_ score: Int) -> String {
            switch score {
            case 90...: return "A"
            case 80..<90: return "B"
            case 0, 1, 2: return "tiny"
            default: return "C"
            }
        }
        func main() -> Any {
            let states: [Load] = [.idle, .loaded(items: []), .loaded(items: [1, 2]), .failed("x")]
            return (Size.allCases.map(\\.rawValue), Size(rawValue: "large") == .large, states.map(\\.label), grade(95), grade(85), grade(1), grade(50))
        }
        """
        #expect(try run(source) == "([\"S\", \"medium\", \"large\"], true, [\"idle\", \"empty\", \"2 items\", \"error: x\"], \"A\", \"B\", \"tiny\", \"C\")")
    }

    @Test("Control flow: if let, guard let, for with where, while, repeat, break and continue, defer")
    func controlFlow() throws {
        let source = """
        func first(_ values: [Int]) -> Int? { values.first }
        func main() -> Any {
            var log: [String] = []
            if let x = first([3]), x > 2 { log.append("if-let \\(x)") }
            guard let y = first([4]) else { return log }
            log.append("guard \\(y)")
            for i in 0..<10 where i % 3 == 0 {
                if i == 9 { break }
                log.append("for \\(i)")
            }
            var n = 0
            while true { n += 1; if n < 3 { continue }; break }
            repeat { n += 10 } while n < 30
            log.append("n \\(n)")
            func inner() -> String { defer { log.append("deferred") }; return "inner" }
            let value = inner()
            log.append(value)
            return log
        }
        """
        let result = try run(source)
        #expect(result == "[\"if-let 3\", \"guard 4\", \"for 0\", \"for 3\", \"for 6\", \"n 33\", \"deferred\", \"inner\"]")
    }

    @Test("Closures capture variables, take $0, and collections map, filter, reduce and sort")
    func closures() throws {
        let source = """
        func main() -> Any {
            var total = 0
            let add = { (x: Int) in total += x }
            add(2); add(3)
            let words = ["pear", "fig", "banana"]
            let sorted = words.sorted { $0.count < $1.count }
            let lengths = words.map { $0.count }.reduce(0, +)
            let long = words.filter { $0.count > 3 }.joined(separator: ",")
            let pairs = Array(words.enumerated()).map { "\\($0.offset):\\($0.element)" }
            let zipped = zip([1, 2], ["a", "b"]).map { "\\($0)\\($1)" }
            let counts = words.reduce(into: [:]) { result, word in result[word.count, default: 0] += 1 }
            return (total, sorted, lengths, long, pairs, zipped, counts)
        }
        """
        #expect(try run(source) == "(5, [\"fig\", \"pear\", \"banana\"], 13, \"pear,banana\", [\"0:pear\", \"1:fig\", \"2:banana\"], [\"1a\", \"2b\"], [4: 1, 3: 1, 6: 1])")
    }

    @Test("Optionals: chaining, ?? and force unwrapping")
    func optionals() throws {
        let source = """
        struct User { var name: String?; var friend: Friend? }
        struct Friend { var name: String }
        func main() -> Any {
            let user = User(name: nil, friend: Friend(name: "Ann"))
            let lonely = User(name: "Bo", friend: nil)
            return (user.name ?? "anonymous", user.friend?.name.count, lonely.friend?.name.count ?? -1, lonely.name!)
        }
        """
        #expect(try run(source) == "(\"anonymous\", 3, -1, \"Bo\")")
    }

    @Test("String interpolation with format specifiers, String(format:) and formatted()")
    func formatting() throws {
        let source = """
        func main() -> Any {
            let price = 4.5
            return ["\\(price, specifier: "%.2f")", String(format: "%03d|%-4s|%5.1f", 7, "ab", 3.14159), 1234567.formatted(), 0.256.formatted(.percent), 19.5.formatted(.currency(code: "USD"))]
        }
        """
        #expect(try run(source) == "[\"4.50\", \"007|ab  |  3.1\", \"1,234,567\", \"25.6%\", \"$19.50\"]")
    }

    @Test("Tuples with labels, destructuring, dictionaries keep insertion order, sets are unique")
    func collections() throws {
        let source = """
        func main() -> Any {
            let size = (width: 10, height: 20)
            let (w, h) = size
            var d = ["b": 2, "a": 1]
            d["c"] = 3
            d["b"] = nil
            let s = Set([3, 1, 3, 2])
            return (size.width + size.1, w * h, d, d.keys.sorted(), s.count, s.contains(2))
        }
        """
        #expect(try run(source) == "(30, 200, [\"a\": 1, \"c\": 3], [\"a\", \"c\"], 3, true)")
    }

    @Test("#if is evaluated as an iOS debug build")
    func conditionalCompilation() throws {
        let source = """
        func main() -> Any {
            var parts: [String] = []
            #if DEBUG
            parts.append("debug")
            #else
            parts.append("release")
            #endif
            #if os(macOS)
            parts.append("mac")
            #elseif os(iOS)
            parts.append("ios")
            #endif
            #if canImport(UIKit)
            parts.append("uikit")
            #endif
            return parts
        }
        """
        #expect(try run(source) == "[\"debug\", \"ios\", \"uikit\"]")
    }

    @Test("Extensions, static members, nested types, protocols with default implementations")
    func declarations() throws {
        let source = """
        protocol Named { var name: String { get } }
        extension Named { func greet() -> String { "Hello, " + name } }
        struct Pet: Named {
            enum Kind { case cat, dog }
            static let sample = Pet(name: "Tom", kind: .cat)
            var name: String
            var kind: Kind
        }
        extension Pet { var isCat: Bool { kind == .cat } }
        extension Int { var doubled: Int { self * 2 } }
        typealias Pets = [Pet]
        func main() -> Any {
            let pets: Pets = [Pet.sample, Pet(name: "Rex", kind: .dog)]
            return (pets.map { $0.greet() }, pets.filter(\\.isCat).count, 21.doubled)
        }
        """
        #expect(try run(source) == "([\"Hello, Tom\", \"Hello, Rex\"], 1, 42)")
    }

    @Test("Math functions and constants")
    func math() throws {
        #expect(try run("func main() -> Any { (max(1, 5, 3), min(2.5, 1), abs(-3), sqrt(16.0), (Double.pi * 100).rounded() / 100, Int(atan2(1.0, 1.0) * 1000)) }")
            == "(5, 1.0, 3, 4.0, 3.14, 785)")
    }
}

/// What goes wrong in scene code becomes a located error, never a crash or a hang.
@Suite("Runtime errors")
struct RuntimeErrorTests {
    @Test("Index out of range, nil unwrapped and division by zero name their line and column")
    func locatedErrors() {
        #expect(runtimeError("func main() {\n    let a = [1]\n    _ = a[3]\n}") == "3:9: index 3 is out of range for an array of 1 elements")
        #expect(runtimeError("func main() {\n    let a: Int? = nil\n    _ = a!\n}") == "3:9: unexpectedly found nil while unwrapping an optional value")
        #expect(runtimeError("func main() {\n    let zero = 0\n    _ = 1 / zero\n}") == "3:9: division by zero")
    }

    @Test("Integer overflow is an error, not a trap")
    func overflow() {
        #expect(runtimeError("func main() { _ = Int.max + 1 }")?.hasSuffix("arithmetic overflow in '9223372036854775807 + 1'") == true)
    }

    @Test("The wrapping operators wrap and the shifts are Swift's smart shifts (a negative amount shifts the other way)")
    func wrappingAndShifts() throws {
        #expect(try run("func main() -> Any { var t = Int.max; t &+= 1; return (t == Int.min, Int.min &- 1 == Int.max, 3 &* 4) }") == "(true, true, 12)")
        #expect(try run("func main() -> Any { (1 << -1, 4 << -1, -8 >> 1, -8 >> -1, 5 << 70, -1 >> 99, 1 &<< 65, -16 &>> 2) }") == "(0, 2, -4, -16, 0, -1, 2, -4)")
    }

    @Test("An endless loop ends with a budget error")
    func endlessLoop() {
        let message = runtimeError("func main() {\n    var i = 0\n    while true { i += 1 }\n}", budget: Budget(maximumSteps: 100_000))
        #expect(message?.contains("endless loop") == true)
    }

    @Test("Unbounded recursion ends with a depth error")
    func recursion() {
        let message = runtimeError("func f(_ n: Int) -> Int { f(n + 1) }\nfunc main() { _ = f(0) }", budget: Budget(maximumCallDepth: 50))
        #expect(message?.contains("nested more than 50 deep") == true)
    }

    @Test("An unknown name and an unknown member say so")
    func unknownNames() {
        #expect(runtimeError("func main() { _ = missing }") == "1:19: cannot find 'missing' in scope")
        #expect(runtimeError("func main() { _ = [1].nope }") == "1:23: an array has no member 'nope'")
    }
    @Test("Local functions can be called before they are declared, as Swift allows")
    func hoistedLocalFunctions() throws {
        let source = """
        func main() -> Any {
            var total = 0
            for value in [1, 2, 3] { add(value) }
            func add(_ value: Int) { total += value * 10 }
            return total
        }
        """
        #expect(try run(source) == "60")
    }

    @Test("[T]() is an empty array of T")
    func emptyArrayOfType() throws {
        let source = """
        struct Row { var width: Double }
        func main() -> Any {
            var rows = [Row]()
            rows.append(Row(width: 4))
            return rows.count
        }
        """
        #expect(try run(source) == "1")
    }

    @Test("A call of a name that is both a property and a method is the method")
    func methodOverProperty() throws {
        let source = """
        struct Stack {
            var spacing: Double? = nil
            func spacing(count: Int) -> [Double] { Array(repeating: spacing ?? 8, count: count) }
            func total() -> Double { spacing(count: 3).reduce(0, +) }
        }
        func main() -> Any { (Stack().total(), Stack(spacing: 2).total()) }
        """
        #expect(try run(source) == "(24.0, 6.0)")
    }
    @Test("Unlabelled tuples take the labels of a typealias'd tuple type, also as array elements")
    func tupleAliases() throws {
        let source = """
        struct Rings {
            typealias Ring = (label: String, value: Double)
        }
        func main() -> Any {
            let rings: [Rings.Ring] = [("Move", 420), ("Stand", 11)]
            return rings.map { $0.value }.reduce(0, +)
        }
        """
        #expect(try run(source) == "431.0")
    }

    @Test("A tuple declared without a value is assigned later, each name taking its element")
    func deferredTuple() throws {
        let source = """
        func main() -> Any {
            let (x, name): (Double, String)
            if 2 > 1 { (x, name) = (1.5, "one") } else { (x, name) = (0, "none") }
            return (x * 2, name)
        }
        """
        #expect(try run(source) == #"(3.0, "one")"#)
    }

    @Test("An extension written above the type it extends adds its initializer to that type")
    func extensionBeforeType() throws {
        let source = """
        extension Pair {
            init(_ a: Int, _ b: Int) { self.a = a; self.b = b }
            var sum: Int { a + b }
        }
        struct Pair { var a: Int; var b: Int }
        func main() -> Any { Pair(2, 3).sum }
        """
        #expect(try run(source) == "5")
    }
}

/// `inout` arguments come back with the call's result (`CallEffects`), not through the
/// evaluator's state: a function's and a closure's changes are written back to the caller's
/// variable, and a host reads them from `callWithEffects`.
@Suite("inout arguments")
struct InoutTests {
    @Test("f(&x) writes a declared function's and a closure's final value back, whatever the argument's position")
    func writtenBack() throws {
        #expect(try run("""
            func add(_ amount: Int, to total: inout Int) { total += amount }
            func main() -> Any {
                var total = 1
                add(2, to: &total)
                add(3, to: &total)
                return total
            }
            """) == "6")
        #expect(try run("""
            func main() -> Any {
                let double: (inout Int) -> Void = { value in value *= 2 }
                var x = 5
                double(&x)
                return x
            }
            """) == "10")
        // Two inout arguments of one call each get their own value back.
        #expect(try run("""
            func swapped(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }
            func main() -> Any {
                var a = 1
                var b = 2
                swapped(&a, &b)
                return "\\(a) \\(b)"
            }
            """) == "2 1")
    }

    @Test("A host's call returns each inout argument's final value by its index, for declared functions and closures")
    func hostCall() throws {
        let program = Program()
        program.addFile(name: "test.swift", source: """
            func bump(label: String, count: inout Int) -> String { count += 10; return label }
            func tripler() -> (inout Int) -> Void { { value in value *= 3 } }
            """)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let bump = Value.function(Function(.declared(try #require(program.functions["bump"]), evaluator.globalScope, receiver: nil), name: "bump"))
        let outcome = try evaluator.callWithEffects(bump, arguments: [
            Argument(label: "label", value: .string("a")), Argument(label: "count", value: .int(1), isInout: true),
        ], at: nil)
        #expect(evaluator.describe(outcome.value) == "a")
        #expect(outcome.effects.inoutArguments[1].map(evaluator.describe) == "11")
        #expect(outcome.effects.inoutArguments[0] == nil)
        let makeTripler = Value.function(Function(.declared(try #require(program.functions["tripler"]), evaluator.globalScope, receiver: nil), name: "tripler"))
        let closure = try evaluator.call(makeTripler, arguments: [], at: nil)
        let tripled = try evaluator.callWithEffects(closure, arguments: [Argument(label: nil, value: .int(4), isInout: true)], at: nil)
        #expect(tripled.effects.inoutArguments[0].map(evaluator.describe) == "12")
    }
}

@Suite("Labelled tuples")
struct LabelledTupleTests {
    @Test("A computed property or a function declared to return (min: Int, max: Int) gives a tuple with those labels")
    func declaredLabels() throws {
        #expect(try run("""
            struct Workout {
                let rates = [60, 170, 120]
                var range: (min: Int, max: Int) { (rates.min() ?? 0, rates.max() ?? 0) }
            }
            func bounds() -> (low: Int, high: Int) { (1, 2) }
            func main() -> Any { "\\(Workout().range.min)-\\(Workout().range.max) \\(bounds().high)" }
            """) == "60-170 2")
    }
}
