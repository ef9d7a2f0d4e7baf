import LayoutEngine
import SceneSource
import Testing

/// Rules of Swift and SwiftUI that a fourth held-out set of real view files laid out alone
/// tripped on (issue 41, Documentation/real-code.md, "Set 4"): each case stopped or misdrew a
/// file of a public app.
@Suite("Real file rules")
struct RealFileRulesTests {

    private func texts(_ result: LayoutResult) -> [(String, Rect)] {
        result.views.compactMap { placed in
            if case .text(let text) = placed.view.content { return (text.string, placed.frame) }
            return nil
        }
    }

    @Test("[T]() and [K: V]() make empty collections whatever the types are: a tuple, an array")
    func emptyCollectionsOfAnyType() throws {
        let (result, _) = try laidOut("""
            struct Store: View {
                @State private var products = [(SKProduct, String)]()
                var body: some View {
                    let pairs = [String: (Int, Int)]()
                    let nested = [[(Int, String)]]()
                    return Color.red.frame(width: CGFloat(10 + products.count + pairs.count + nested.count), height: 10)
                }
            }
            #Preview { Store() }
            """)
        #expect(result.size == Size(width: 10, height: 10))
    }

    @Test("An implicit member where an array of an app's type goes (.preview for [HourlyWeather]) stands in as three samples")
    func implicitMemberOfAnArrayType() throws {
        let (result, diagnostics) = try laidOut("""
            struct HourlyView: View {
                var hours: [HourlyWeather]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(hours) { hour in Text(hour.name).frame(height: 30) }
                    }
                }
            }
            #Preview { HourlyView(hours: .preview) }
            """)
        #expect(texts(result).count == 3)
        #expect(result.size.height == 90)
        #expect(messages(diagnostics, .warning).contains { $0.hasPrefix("'[HourlyWeather].preview' is not declared in the scene") })
        // A member of Array itself still resolves as Array's.
        let (made, _) = try laidOut("""
            struct Row: View {
                let widths: [CGFloat] = .init(repeating: 10, count: 3)
                var body: some View { Color.red.frame(width: widths.reduce(0, +), height: 10) }
            }
            #Preview { Row() }
            """)
        #expect(made.size.width == 30)
    }

    @Test("A SwiftUI modifier called with a label or a value SwiftUI's does not take is an overload of the app: no effect, a warning")
    func appOverloadsOfSwiftUIModifiers() throws {
        let (result, diagnostics) = try laidOut("""
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).cornerRadius(8, corners: [.topLeft, .topRight])
                Color.blue.frame(width: 20, height: 20).hidden(false)
            }
            """)
        #expect(result.size == Size(width: 20, height: 40))
        let warnings = messages(diagnostics, .warning)
        #expect(warnings.contains { $0.hasPrefix("'cornerRadius(_:corners:)' is not SwiftUI's cornerRadius") }, "\(warnings)")
        #expect(warnings.contains { $0.hasPrefix("'hidden(_:)' is not SwiftUI's hidden") }, "\(warnings)")
        // A label one slip from SwiftUI's is still a mistake, and --strict reports every overload.
        #expect(messages(load("Color.red.frame(widht: 10)")).contains("frame has no argument 'widht:'"))
        let strict = SceneLoader.load(files: [("scene.swift", "Color.red.hidden(true)")], strict: true)
        #expect(!messages(SceneSourceTests.laidOut(strict)).isEmpty)
    }

    @Test("SwiftUI's and SwiftData's modifiers that change no layout are accepted without a warning", arguments: [
        "isDetailLink(false)", "modelContainer(for: [])", "presentationCornerRadius(20)", "presentationBackground(.thinMaterial)",
        "presentationCompactAdaptation(.popover)", "navigationSplitViewColumnWidth(200)", "searchSuggestions { Text(\"b\") }",
        "transaction { _ in }", "scrollDisabled(true)", "unredacted()", "statusBar(hidden: true)", "focusSection()",
    ])
    func behaviourModifiers(modifier: String) throws {
        let (result, diagnostics) = try laidOut("Color.red.frame(width: 20, height: 20)." + modifier)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(result.size == Size(width: 20, height: 20))
    }

    @Test("toolbarTitleDisplayMode (iOS 17) sets the title's display mode as navigationBarTitleDisplayMode does")
    func toolbarTitleDisplayMode() throws {
        func colour(_ modifier: String) throws -> Rect {
            let (result, _) = try laidOut("NavigationStack { Color.red.navigationTitle(\"Title\")\(modifier) }")
            return try #require(result.views.first { $0.view.typeName == "Color" && $0.frame.width == 393 }).frame
        }
        let inline = try colour(".navigationBarTitleDisplayMode(.inline)")
        #expect(inline != (try colour("")))
        #expect(try colour(".toolbarTitleDisplayMode(.inline)") == inline)
        #expect(try colour(".toolbarTitleDisplayMode(.inlineLarge)") == inline)
        // toolbarVisibility (iOS 18) hides the bar as toolbar(_:for:) does.
        #expect(try colour(".toolbarVisibility(.hidden, for: .navigationBar)") == (try colour(".toolbar(.hidden, for: .navigationBar)")))
    }

    @Test("A Section under modifiers, written in a property, is still a section of its list: a row for each of its views")
    func sectionThroughModifiers() throws {
        let (result, diagnostics) = try laidOut("""
            struct Account: View {
                var body: some View {
                    List { menu }
                }
                var menu: some View {
                    Section {
                        Text("Settings")
                        Text("Billing")
                    } header: {
                        Text("Menu")
                    }
                    .listRowSeparator(.hidden)
                    .foregroundColor(.primary)
                }
            }
            #Preview { Account() }
            """)
        #expect(!diagnostics.contains { $0.message.contains("in a place that takes one") }, "\(diagnostics)")
        let shown = texts(result)
        let settings = try #require(shown.first { $0.0 == "Settings" }).1
        let billing = try #require(shown.first { $0.0 == "Billing" }).1
        // Two rows of the minimum row height (44), not two texts stacked in one row.
        #expect(abs(billing.minY - settings.minY - 44) < 0.01)
        // The header is still a header: in capitals, above the rows.
        let header = try #require(shown.first { $0.0 == "MENU" }).1
        #expect(header.maxY < settings.minY)
    }

    @Test("Foundation's DateFormatter formats as iOS does in English (United States): patterns, styles, parsing, symbols")
    func dateFormatter() throws {
        let (result, diagnostics) = try laidOut("""
            struct Day: View {
                let date = Date()
                var body: some View {
                    let pattern = DateFormatter()
                    pattern.dateFormat = "EEEE, MMM d 'at' HH:mm"
                    let styled = DateFormatter()
                    styled.dateStyle = .medium
                    styled.timeStyle = .short
                    let reader = DateFormatter()
                    reader.dateFormat = "yyyy-MM-dd"
                    let parsed = reader.date(from: "2024-03-05").map { day -> String in
                        let month = DateFormatter()
                        month.dateFormat = "MMMM d (EEE)"
                        return month.string(from: day)
                    } ?? "nil"
                    return VStack {
                        Text(pattern.string(from: date))
                        Text(styled.string(from: date))
                        Text(DateFormatter().string(from: date) + "|")
                        Text(parsed)
                        Text(reader.date(from: "June") == nil ? "no date" : "a date")
                        Text(DateFormatter.localizedString(from: date, dateStyle: .short, timeStyle: .none))
                        Text(pattern.shortWeekdaySymbols.joined(separator: " "))
                    }
                }
            }
            #Preview { Day() }
            """)
        #expect(!messages(diagnostics, .warning).contains { $0.contains("DateFormatter") }, "\(diagnostics)")
        #expect(texts(result).map(\.0) == [
            "Monday, Jun 10 at 09:41", "Jun 10, 2024 at 9:41\u{202F}AM", "|", "March 5 (Tue)", "no date", "6/10/24",
            "Sun Mon Tue Wed Thu Fri Sat",
        ])
    }

    @Test("Foundation's NumberFormatter formats as iOS does in English (United States): styles, fraction digits, grouping")
    func numberFormatter() throws {
        let (result, diagnostics) = try laidOut("""
            struct Amounts: View {
                var body: some View {
                    let currency = NumberFormatter()
                    currency.numberStyle = .currency
                    let percent = NumberFormatter()
                    percent.numberStyle = .percent
                    let decimal = NumberFormatter()
                    decimal.numberStyle = .decimal
                    decimal.maximumFractionDigits = 1
                    let plain = NumberFormatter()
                    let ordinal = NumberFormatter()
                    ordinal.numberStyle = .ordinal
                    return VStack {
                        Text(currency.string(from: NSNumber(value: 1234.5)) ?? "")
                        Text(percent.string(from: 0.256) ?? "")
                        Text(decimal.string(from: 1234.56) ?? "")
                        Text(plain.string(from: 1234.5) ?? "")
                        Text(ordinal.string(from: 22) ?? "")
                        Text("\\(decimal.number(from: "1,234.5") ?? 0)")
                    }
                }
            }
            #Preview { Amounts() }
            """)
        #expect(!messages(diagnostics, .warning).contains { $0.contains("NumberFormatter") }, "\(diagnostics)")
        #expect(texts(result).map(\.0) == ["$1,234.50", "26%", "1,234.6", "1234", "22nd", "1234.5"])
    }

    @Test("A closure of two parameters given one stand-in element (a dictionary's pair from another file) takes a stand-in for each: set 6's TransactionList")
    func standInElementForTwoParameters() throws {
        let (result, diagnostics) = try laidOut("""
            struct TransactionList: View {
                @EnvironmentObject var model: TransactionListViewModel
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(Array(model.groupByMonth()), id: \\.key) { month, transactions in
                            ForEach(transactions) { transaction in
                                Color.red.frame(width: 10, height: 10)
                            }
                        }
                        ForEach(Array(model.groupByMonth()), id: \\.key) {
                            Text("x").frame(width: 20, height: 10).opacity($1 == nil ? 0 : 1)
                        }
                    }
                }
            }
            #Preview { TransactionList().environmentObject(TransactionListViewModel()) }
            """)
        #expect(messages(diagnostics, .error).isEmpty, "\(diagnostics)")
        // Three months of three transactions each, then three rows of the shorthand closure.
        #expect(result.views.filter { $0.view.typeName == "Color" }.count == 9)
        #expect(result.size.height == 12 * 10)
    }
}
