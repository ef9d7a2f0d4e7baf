import Testing
import SwiftEvaluator

/// `selected == size` where one side is optional (issue 41 item 7): Swift wraps the other side,
/// so a selected chip is highlighted.
@Suite("Optionals compare")
struct OptionalComparisonTests {
    @Test("An optional equals the value it holds, on either side; nil equals only nil")
    func optionalEquality() throws {
        let result = try run("""
        enum Size: String { case s, m, l }
        struct Item: Equatable { var name: String }
        func main() -> Any {
            let selected: Size? = .m
            let none: Size? = nil
            let item: Item? = Item(name: "a")
            return [selected == .m, Size.m == selected, selected != .s, none == .m, none == nil, selected == nil,
                    item == Item(name: "a"), selected?.rawValue == "m", Size(rawValue: "l") == .l]
        }
        """)
        #expect(result == "[true, true, true, false, true, false, true, true, true]")
    }
}
