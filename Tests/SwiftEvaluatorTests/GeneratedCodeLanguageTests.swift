import SwiftEvaluator
import Testing

/// The Swift that code generators (SwiftGen, R.swift) and apps' model generators write: lazy
/// statics, overloads told apart by their arguments' types, names qualified with their module.
@Suite("Language of generated code")
struct GeneratedCodeLanguageTests {
    @Test("A type's static stored properties are initialised on first use, once each, not all together")
    func lazyStatics() throws {
        let source = """
        var made: [String] = []
        func make(_ key: String) -> String { made.append(key); return key.uppercased() }
        enum Strings {
            static let title = make("title")
            static let subtitle = make("subtitle")
            enum Nested { static let footer = make("footer") }
        }
        let greeting = make("greeting")
        func main() -> Any {
            let first = Strings.title
            let again = Strings.title
            return (first, again, made)
        }
        """
        #expect(try run(source) == #"("TITLE", "TITLE", ["title"])"#)
    }

    @Test("Overloads with the same labels are chosen by what the argument is: a string, a number")
    func overloadByArgumentKind() throws {
        let source = """
        struct Label {
            var kind = ""
            init(_ count: Int) { kind = "count \\(count)" }
            init(_ title: String) { kind = "title " + title }
            init(_ flag: Bool) { kind = "flag" }
        }
        func describe(_ value: Double) -> String { "number" }
        func describe(_ value: String) -> String { "text" }
        func main() -> Any {
            (Label("a").kind, Label(2).kind, Label(true).kind, describe("x"), describe(1.5))
        }
        """
        #expect(try run(source) == #"("title a", "count 2", "flag", "text", "number")"#)
    }

    @Test("A type alias declared in a type is found by its simple name, also when an extension declares it")
    func memberAliases() throws {
        let source = """
        struct Ring { typealias Amount = Double }
        extension Ring { typealias Label = String }
        func main() -> Any {
            let amount: Amount = 2
            let amounts: [Amount] = [1, 2]
            let label: Label = "ring"
            return (amount, amounts, label)
        }
        """
        #expect(try run(source) == #"(2.0, [1.0, 2.0], "ring")"#)
    }

    @Test("A let value's property declared with a property wrapper can be set (the wrapper's setter is nonmutating); a plain one cannot")
    func wrappedPropertyOfConstant() throws {
        let source = """
        struct Intent {
            @Parameter(title: "Emoji") var emoji: String = "a"
            var plain = 1
        }
        func main() -> Any {
            let intent = Intent()
            intent.emoji = "b"
            return (intent.emoji, intent.plain)
        }
        """
        #expect(try run(source) == #"("b", 1)"#)
        let misuse = """
        struct Intent { var plain = 1 }
        func main() -> Any {
            let intent = Intent()
            intent.plain = 2
            return intent.plain
        }
        """
        #expect(runtimeError(misuse)?.contains("'let' constant") == true, "\(runtimeError(misuse) ?? "")")
    }

    @Test("A name qualified with its module is the name: Swift.max, Swift.Double, an error in the type named")
    func moduleQualifiedNames() throws {
        let source = """
        func main() -> Any {
            let value: Swift.Double = 2
            return (Swift.max(1, 5), value, Swift.String(7))
        }
        """
        #expect(try run(source) == #"(5, 2.0, "7")"#)
        // A scene's own type named like a module keeps its members.
        let own = """
        enum Foundation { static let answer = 42 }
        func main() -> Any { Foundation.answer }
        """
        #expect(try run(own) == "42")
        // The app's own type of the module's name is not what the qualified name means.
        let shadowing = """
        struct Double { var note = "app's" }
        func main() -> Any { (Double().note, Swift.Double(3)) }
        """
        #expect(try run(shadowing) == #"("app's", 3.0)"#)
    }
}
