import LayoutEngine
import SceneSource
import Testing

/// What an app's models do around its views when their data comes from what the app does not
/// ship (issue 39): sets kept as Swift's `Set` keeps them, dictionaries made from stand-in
/// rows, an SDK's member beside the app's own overload in an extension.
@Suite("An app's model code")
struct AppModelCodeTests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let diagnostics = laidOut(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return try layout(root, ProposedViewSize(width: 393, height: 852)).views.compactMap { $0.textLines?.joined() }
    }

    @Test("A Set's mutating methods: removeAll, removeAll(where:), formUnion, subtract, formIntersection, update(with:), remove's result, isSuperset, isDisjoint, symmetricDifference")
    func setMutations() throws {
        let result = try texts("""
            #Preview {
                var a: Set<Int> = [1, 2, 3, 4]
                a.removeAll(where: { $0 > 3 })
                a.formUnion([7, 8])
                a.subtract([1])
                var b = a
                b.formIntersection([2, 7, 9])
                let removed = a.remove(8)
                let missing = a.remove(42)
                var c: Set = [5]
                c.removeAll()
                c.update(with: 6)
                let d = Set([1, 2]).symmetricDifference([2, 3])
                return Text("\\(a.sorted()) \\(b.sorted()) \\(removed ?? 0) \\(missing == nil) \\(c.sorted()) \\(a.isSuperset(of: [2, 3])) \\(a.isDisjoint(with: [9])) \\(d.sorted())")
            }
            """)
        #expect(result == ["[2, 3, 7] [2, 7] 8 true [6] true true [1, 3]"])
    }

    @Test("Dictionary(uniqueKeysWithValues:) over a stand-in's rows keys each row by itself")
    func dictionaryOfStandInRows() throws {
        let result = try texts("""
            final class FeedStore {
                var byID: [Int: Int] = [:]
                init() {
                    let feeds = database.allFeeds()
                    byID = Dictionary(uniqueKeysWithValues: feeds.map { ($0.id, $0) })
                }
            }
            #Preview { Text(FeedStore().byID.isEmpty ? "empty" : "rows") }
            """)
        #expect(result == ["rows"])
    }

    @Test("An SDK type's own member beside the app's overload of it in an extension stands in; the app's overload is still called with its labels")
    func sdkMemberBesideAppOverload() throws {
        let result = try texts("""
            extension UIFont {
                static func preferredFont(forTextStyle style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont { UIFont.systemFont(ofSize: 17) }
                static func appTitle(size: Int) -> String { "title \\(size)" }
            }
            struct Article: View {
                let font: UIFont = .preferredFont(forTextStyle: .title2)
                let bold = UIFont.preferredFont(forTextStyle: .body, weight: .bold)
                var body: some View { Text(UIFont.appTitle(size: 3)) }
            }
            #Preview { Article() }
            """)
        #expect(result == ["title 3"])
    }

    @Test("A plain call inside a type means its method where a property has the same name (static var networkName { networkName(for: network) }); a local of that name still wins")
    func unqualifiedMethodBesideProperty() throws {
        let result = try texts("""
            enum Env {
                static var network = "main"
                static var networkName: String { networkName(for: network) }
                static func networkName(for network: String) -> String { network == "main" ? "bitcoin" : "regtest" }
            }
            struct Card {
                var title: String { title(upper: true) }
                func title(upper: Bool) -> String {
                    let title = { (flag: Bool) in flag ? "CARD" : "card" }
                    return title(upper)
                }
            }
            #Preview { Text("\\(Env.networkName) \\(Card().title)") }
            """)
        #expect(result == ["bitcoin CARD"])
    }

    @Test("A string subscripted with a range of its offsets gives the substring; past its end is an error")
    func stringRangeSubscript() throws {
        let result = try texts("""
            #Preview {
                let text = "Hello, world"
                let start = text.index(text.startIndex, offsetBy: 7)
                return Text(String(text[start...]) + "|" + String(text[..<text.index(text.startIndex, offsetBy: 5)]))
            }
            """)
        #expect(result == ["world|Hello"])
        let past = load("#Preview { let t = \"abc\"; return Text(String(t[1..<9])) }")
        #expect(laidOut(past).contains { $0.severity == .error && $0.message.contains("out of bounds") }, "\(laidOut(past))")
    }
}
