import LayoutEngine
import SceneSource
import Testing

/// Dates and numbers from a model the app does not ship (its stand-in): a date it read is this
/// same moment to `timeIntervalSince`, a date guessed where the app declares seconds is its
/// seconds; and `NumberFormatter.groupingSize`.
@Suite("Stand-in dates and number grouping")
struct StandInDateTests {
    private func texts(_ source: String) throws -> [String] {
        let loaded = SceneLoader.load(source: source, fileName: "scene.swift")
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer()).layout(proposal: ProposedViewSize(width: 393, height: 852))
        return result.views.compactMap { $0.textLines?.joined() }
    }

    @Test("timeIntervalSince a stand-in's date is 0; TimeInterval of a date guessed for seconds is its seconds")
    func standInDates() throws {
        let shown = try texts("""
            import SwiftUI
            struct AgeView: View {
                let cache = WeatherCache.load()
                var stamp: UInt64 { cache.timestamp }
                var body: some View {
                    VStack {
                        Text("age \\(Int(Date().timeIntervalSince(cache.fetchedAt)))")
                        Text("at \\(Int(TimeInterval(stamp)))")
                    }
                }
            }
            """)
        #expect(shown.first == "age 0")
        // The stand-in's date, as the seconds the app declared.
        #expect(shown.count == 2 && shown[1].hasPrefix("at ") && Int(shown[1].dropFirst(3)) != nil, "\(shown)")
    }

    @Test("groupingSize sets the digits per group; 0 groups nothing")
    func groupingSize() throws {
        let shown = try texts("""
            import SwiftUI
            func formatted(_ size: Int) -> String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.groupingSeparator = " "
                formatter.groupingSize = size
                return formatter.string(from: NSNumber(value: 1234567)) ?? "-"
            }
            struct Amounts: View {
                var body: some View {
                    VStack {
                        Text(formatted(3))
                        Text(formatted(2))
                        Text(formatted(0))
                    }
                }
            }
            """)
        #expect(shown == ["1 234 567", "1 23 45 67", "1234567"])
    }
}
