import Testing

/// `Dictionary.filter` is a dictionary (Swift 4), as SakuraRSS's feed manager relies on:
/// `staged = staged.filter { ... }` and then `staged[id]`.
@Suite("Dictionary.filter")
struct DictionaryFilterTests {
    @Test("filter on a dictionary keeps it a dictionary of the pairs the closure keeps, readable by key")
    func filterKeepsADictionary() throws {
        let source = """
            func main() -> String {
                var staged: [Int64: Bool] = [3: true, 4: false, 5: true]
                staged = staged.filter { $0.key != 4 }
                let prices = ["tea": 3, "cake": 5].filter { pair in pair.value > 4 }
                return "\\(staged[3] ?? false) \\(staged[4] == nil) \\(staged.count) \\(prices["cake"] ?? 0) \\(prices.keys.sorted())"
            }
            """
        #expect(try run(source) == "true true 2 5 [\"cake\"]")
    }
}
