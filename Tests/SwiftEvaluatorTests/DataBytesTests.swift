import SwiftEvaluator
import Testing

/// Foundation's `Data` as a collection of bytes (a bech32 decoder's loops, appends and
/// subscripts), sized integers cut to their width by `<<`, and what came with them.
@Suite("Data as bytes")
struct DataBytesTests {
    @Test("Data is made, appended to, subscripted, sliced and iterated as bytes")
    func bytes() throws {
        #expect(try run("""
            func main() -> String {
                var data = Data([1, 2, 3])
                data.append(250)
                data.append(Data([7]))
                data.append(contentsOf: [8, 9])
                var zeros = Data(repeating: 0, count: 3)
                zeros[1] = 5
                var sum = 0
                for byte in data { sum += Int(byte) }
                let part = Data(data[1..<3])
                let joined = data + [4]
                return "\\(data.count) \\(sum) \\(zeros[1]) \\(part.count) \\(part[0]) \\(joined.count) \\(Array(data.prefix(2))) \\(Data() == Data([]))"
            }
            """) == "7 280 5 2 2 8 [1, 2] true")
    }

    @Test("A string's bytes and back, and base 64")
    func text() throws {
        #expect(try run("""
            func main() -> String {
                let data = "hé".data(using: .utf8)!
                let back = String(data: data, encoding: .utf8) ?? "nil"
                let invalid = String(data: Data([0xff]), encoding: .utf8) == nil
                let encoded = Data([104, 105, 33]).base64EncodedString()
                var decoded = "nil"
                if let bytes = Data(base64Encoded: "aGkh") { decoded = String(decoding: bytes, as: UTF8.self) }
                return "\\(data.count) \\(data[0]) \\(back) \\(invalid) \\(encoded) \\(decoded)"
            }
            """) == "3 104 hé true aGkh hi!")
    }

    @Test("A value that is no byte cannot go into a Data")
    func notAByte() {
        let message = runtimeError("""
            func main() -> Int {
                var data = Data()
                data.append(256)
                return data.count
            }
            """)
        #expect(message?.hasPrefix("3:") == true && message?.contains("a Data holds bytes (UInt8, 0...255), not 256") == true, "\(message ?? "nil")")
    }

    @Test("'<<' on a declared UInt8 keeps its low eight bits; on an Int it does not")
    func shiftWraps() throws {
        #expect(try run("""
            func shifted(_ input: [UInt8], _ by: Int) -> [UInt8] {
                var out: [UInt8] = []
                for i in 0..<input.count {
                    var element = input[i] << by
                    element >>= 3
                    out.append(element)
                }
                return out
            }
            func main() -> String {
                let small: UInt8 = 0xff
                let wide = 0xff
                var counter: UInt32 = 0xffff_ffff
                counter = counter &+ 2
                return "\\(shifted([0xff, 0x01], 4)) \\(small << 4) \\(wide << 4) \\(counter)"
            }
            """) == "[30, 2] 240 4080 1")
    }

    @Test("A tuple returned as an optional labelled tuple takes its labels")
    func optionalTupleLabels() throws {
        #expect(try run("""
            func split(_ text: String) -> (head: String, count: Int)? {
                let head = String(text.prefix(1))
                return (head, text.count)
            }
            func main() -> String {
                guard let parts = split("abc") else { return "nil" }
                return "\\(parts.head) \\(parts.count)"
            }
            """) == "a 3")
    }

    @Test("String of an array of characters is their text")
    func stringOfCharacters() throws {
        #expect(try run("""
            func main() -> String {
                let table: [Character] = Array("abc")
                return String([2, 0, 1].map { table[$0] })
            }
            """) == "cab")
    }

    @Test("A fileprivate extension initializer of String is not String(_:) in another file")
    func filePrivateInitializer() throws {
        let program = Program()
        program.addFile(name: "a.swift", source: """
            struct Block { let length: Int }
            fileprivate extension String {
                init?(_ block: block_t) { return nil }
            }
            """)
        program.addFile(name: "main.swift", source: """
            func main() -> String { String("abc".prefix(2)) }
            """)
        let evaluator = Evaluator(program: program, host: PlainHost())
        let main = try #require(program.functions["main"])
        let result = try evaluator.call(.function(Function(.declared(main, evaluator.globalScope, receiver: nil), name: "main")), arguments: [], at: nil)
        #expect(evaluator.describe(result) == "ab")
    }
}

/// A scene type conforming to `Sequence` through its own iterator.
@Suite("Declared sequences")
struct DeclaredSequenceTests {
    @Test("for-in and map over a struct whose makeIterator() gives an iterator with next()")
    func iterated() throws {
        #expect(try run("""
            struct CountdownIterator: IteratorProtocol {
                var remaining: Int
                mutating func next() -> Int? {
                    guard remaining > 0 else { return nil }
                    defer { remaining -= 1 }
                    return remaining
                }
            }
            struct Countdown: Sequence {
                let start: Int
                func makeIterator() -> CountdownIterator { CountdownIterator(remaining: start) }
            }
            struct Evens: Sequence, IteratorProtocol {
                var current = 0
                mutating func next() -> Int? {
                    current += 2
                    return current > 6 ? nil : current
                }
            }
            func main() -> String {
                var seen: [Int] = []
                for value in Countdown(start: 3) { seen.append(value) }
                let doubled = Countdown(start: 2).map { $0 * 2 }
                let firstBig = Countdown(start: 5).first(where: { $0 < 3 })
                var evens: [Int] = []
                for value in Evens() { evens.append(value) }
                return "\\(seen) \\(doubled) \\(firstBig ?? 0) \\(evens)"
            }
            """) == "[3, 2, 1] [4, 2] 2 [2, 4, 6]")
    }
}

@Suite("Ownership expressions")
struct OwnershipExpressionTests {
    @Test("consume and copy give their operand's value")
    func consumeAndCopy() throws {
        #expect(try run("""
            func main() -> String {
                let first = [1, 2]
                let second = copy first
                let third = consume first
                return "\\(second) \\(third)"
            }
            """) == "[1, 2] [1, 2]")
    }
}

@Suite("Case patterns on absent optionals")
struct OptionalCasePatternTests {
    @Test("guard case .value(let x) = an absent optional enum does not match")
    func absentOptional() throws {
        #expect(try run("""
            enum Preview { case value(Int), failed }
            func lookup(_ found: Bool) -> Preview? { found ? .value(4) : nil }
            func size(_ found: Bool) -> Int {
                guard case .value(let cached) = lookup(found) else { return -1 }
                return cached
            }
            func main() -> String { "\\(size(true)) \\(size(false))" }
            """) == "4 -1")
    }
}

@Suite("Number formatter settings kept")
struct NumberFormatterSettingTests {
    @Test("roundingIncrement and secondaryGroupingSize can be set")
    func keptSettings() throws {
        #expect(try run("""
            func main() -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.roundingIncrement = 1
                formatter.secondaryGroupingSize = 2
                return formatter.string(from: NSNumber(value: 1234)) ?? "-"
            }
            """) == "1,234")
    }
}
