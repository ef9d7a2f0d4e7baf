import SwiftEvaluator
import Testing

/// Members Swift gives an app's types without the app writing them: associated types it
/// infers, the members of an optional type written `T?`, names in backticks, and the order in
/// which a memberwise initializer takes a trailing closure.
@Suite("Members Swift infers for an app's types")
struct AppTypeMemberTests {
    @Test("ID of an Identifiable type is the type of its id property, also as a dictionary key type")
    func identifiableID() throws {
        let source = """
        struct Donut: Identifiable { var id: Int; var name: String }
        struct Yard: Identifiable { let id = UUID() }
        enum Flavor: String, Identifiable, CaseIterable {
            case sweet
            var id: Self { self }
        }
        func main() -> Any {
            var thumbnails = [Donut.ID: String]()
            thumbnails[3] = "three"
            return (Donut.ID.self == Int.self, thumbnails[3], Flavor.ID.self == Flavor.self, Flavor.RawValue.self == String.self)
        }
        """
        #expect(try run(source) == "(true, \"three\", true, true)")
        // A type without an `id` has no `ID`.
        let missing = "struct Plain { var name = \"\" }\nfunc main() -> Any { Plain.ID.self }"
        #expect(runtimeError(missing)?.contains("has no member 'ID'") == true, "\(runtimeError(missing) ?? "")")
    }

    @Test("A bare name is looked up on self's type each time: one type's member, another type's global (the kept misses are per type)")
    func bareNamesPerType() throws {
        // `label` runs on an A and on a B: `title` is A's computed property and B's global, and
        // B's miss, kept, must not hide A's member (nor A's stored `count` B's global).
        let source = """
        let title = "global"
        let count = 7
        protocol Titled {}
        extension Titled {
            var label: String { title }
            var number: Int { count }
        }
        struct A: Titled { var count = 1; var title: String { "a" } }
        struct B: Titled {}
        func main() -> Any {
            (B().label, A().label, B().label, A().label, B().number, A(count: 2).number, B().number)
        }
        """
        #expect(try run(source) == "(\"global\", \"a\", \"global\", \"a\", 7, 2, 7)")
    }

    @Test("T?.none is nil and T?.some(x) is x, not members of T")
    func optionalTypeMembers() throws {
        let source = """
        enum Step { case icon, title }
        func main() -> Any {
            let idle = Step?.none
            let first = Step?.some(.icon)
            return (idle == nil, first == .icon)
        }
        """
        #expect(try run(source) == "(true, true)")
    }

    @Test("A static method or case named with backticks is found by its name")
    func backtickedNames() throws {
        let source = """
        enum Strings {
            static func `default`(_ index: Int) -> String { "Favorites \\(index)" }
        }
        enum Choice { case `default`, other }
        func main() -> Any { (Strings.default(2), Choice.default == .default) }
        """
        #expect(try run(source) == "(\"Favorites 2\", true)")
    }

    @Test("An unlabelled trailing closure skips memberwise parameters that are not functions (forward scan)")
    func trailingClosureForwardScan() throws {
        let source = """
        struct Settings { var on = true }
        typealias Action = () -> String
        struct Sheet {
            var settings: Settings = Settings()
            var title: String? = nil
            var onContinue: () -> String
        }
        struct Card {
            var label: String?
            var action: Action
        }
        func main() -> Any {
            let sheet = Sheet { "continued" }
            let card = Card { "tapped" }
            return (sheet.onContinue(), sheet.settings.on, card.action(), card.label == nil)
        }
        """
        #expect(try run(source) == "(\"continued\", true, \"tapped\", true)")
    }

    @Test("An array literal where a Set is declared is a set: insert(_:) adds, duplicates are one")
    func setLiteral() throws {
        let source = """
        enum Store {
            static let ids: Set<String> = ["monthly", "yearly", "monthly"]
            static let all: Set<String> = {
                var ids = ids
                ids.insert("annual")
                ids.insert("yearly")
                return ids
            }()
        }
        func main() -> Any { (Store.ids.count, Store.all.count, Store.all.contains("annual")) }
        """
        #expect(try run(source) == "(2, 3, true)")
    }
}
