import PlaygroundModel
import Testing

@Suite("Replacing only what changed in the source pane")
struct SourceDifferenceTests {
    @Test("One replacement covers exactly the changed characters, counted in Unicode scalars as GTK counts them")
    func replacement() {
        let undo = SourceDifference(from: "VStack {\n    Text(\"A\")\n        .padding()\n}\n", to: "VStack {\n    Text(\"A\")\n}\n")
        #expect(undo.start == 23 && undo.removedCount == 19 && undo.inserted == "")
        let typed = SourceDifference(from: "Text(\"é👍\")", to: "Text(\"é👍!\")")
        #expect(typed.start == 8 && typed.removedCount == 0 && typed.inserted == "!")
        // A repeated character at the edge: the prefix and the suffix do not overlap.
        let doubled = SourceDifference(from: "aa", to: "aaa")
        #expect(doubled.removedCount == 0 && doubled.inserted == "a")
        for (old, new) in [("", "x"), ("abc", ""), ("abc", "abc"), ("HStack { }", "VStack { Text(\"👍\") }"), ("aXb", "aYYb")] {
            #expect(SourceDifference(from: old, to: new).applied(to: old) == new, "\(old) -> \(new)")
        }
    }
}
