import Testing
import SwiftEvaluator

/// Format styles as iOS 17 writes them in English (United States). The expected texts come from
/// Apple's documentation of the styles (the examples of `Date.FormatStyle`,
/// `IntegerFormatStyle.notation(_:)`, `ByteCountFormatStyle`, `Text.DateStyle`) and from CLDR's
/// English patterns, which ICU gives Foundation (Documentation/format-styles.md); the date is the
/// scene's fixed "now", Monday 10 June 2024, 9:41 UTC.
@Suite("Format styles")
struct FormatStyleTests {
    private func formats(_ expressions: [String]) throws -> String {
        try run("""
        func main() -> Any {
            let date = Date(timeIntervalSince1970: 1718012460)
            return [\(expressions.joined(separator: ", "))]
        }
        """)
    }

    @Test("Date fields are ordered and punctuated by the locale, not by the order they were called in")
    func dateFields() throws {
        let result = try formats([
            "date.formatted(.dateTime.month().day())",
            "date.formatted(.dateTime.day().month())",
            "date.formatted(.dateTime.month(.wide).day().year())",
            "date.formatted(.dateTime.year().month().day())",
            "date.formatted(.dateTime.weekday().month().day())",
            "date.formatted(.dateTime.weekday(.wide))",
            "date.formatted(.dateTime.month(.wide).year())",
            "date.formatted(.dateTime.month(.defaultDigits).day().year())",
            "date.formatted(.dateTime.day())",
            "date.formatted(.dateTime.hour().minute())",
            "date.formatted(.dateTime.hour())",
            "date.formatted(.dateTime)",
        ])
        #expect(result == #"["Jun 10", "Jun 10", "June 10, 2024", "Jun 10, 2024", "Mon, Jun 10", "Monday", "June 2024", "6/10/2024", "10", "9:41\#u{202F}AM", "9\#u{202F}AM", "6/10/2024, 9:41\#u{202F}AM"]"#)
    }

    @Test("Date and time styles, ISO 8601 and relative dates")
    func dateStyles() throws {
        let result = try formats([
            "date.formatted(date: .abbreviated, time: .omitted)",
            "date.formatted(date: .long, time: .omitted)",
            "date.formatted(date: .omitted, time: .shortened)",
            "date.formatted(.iso8601)",
            "date.addingTimeInterval(-7200).formatted(.relative(presentation: .numeric))",
            "date.addingTimeInterval(-86400).formatted(.relative(presentation: .named))",
            "date.addingTimeInterval(180).formatted(.relative(presentation: .numeric))",
        ])
        #expect(result == #"["Jun 10, 2024", "June 10, 2024", "9:41\#u{202F}AM", "2024-06-10T09:41:00Z", "2 hours ago", "yesterday", "in 3 minutes"]"#)
    }

    @Test("Compact and scientific notation, precision, grouping and sign")
    func numberStyles() throws {
        let result = try formats([
            "12480.formatted(.number.notation(.compactName))",
            "1234.formatted(.number.notation(.compactName))",
            "999.formatted(.number.notation(.compactName))",
            "1500000.formatted(.number.notation(.compactName))",
            "123456.formatted(.number.notation(.compactName))",
            "12480.formatted(.number.notation(.scientific))",
            "3.14159.formatted(.number.precision(.fractionLength(2)))",
            "3.0.formatted(.number.precision(.fractionLength(0...2)))",
            "1234.5678.formatted(.number.precision(.significantDigits(3)))",
            "12480.formatted(.number.grouping(.never))",
            "5.formatted(.number.sign(strategy: .always()))",
        ])
        #expect(result == #"["12K", "1.2K", "999", "1.5M", "123K", "1.248E4", "3.14", "3", "1,230", "12480", "+5"]"#)
    }

    @Test("Percent, currency and byte counts")
    func unitStyles() throws {
        let result = try formats([
            "0.256.formatted(.percent)",
            "25.formatted(.percent)",
            "0.5.formatted(.percent.precision(.fractionLength(1)))",
            "12.5.formatted(.currency(code: \"USD\"))",
            "(-3.0).formatted(.currency(code: \"EUR\"))",
            "1500000.formatted(.byteCount(style: .file))",
            "1500000.formatted(.byteCount(style: .memory))",
            "15000.formatted(.byteCount(style: .file))",
            "500.formatted(.byteCount(style: .file))",
            "2345000000.formatted(.byteCount(style: .file))",
        ])
        #expect(result == #"["25.6%", "25%", "50.0%", "$12.50", "-€3.00", "1.5 MB", "1.4 MB", "15 KB", "500 bytes", "2.35 GB"]"#)
    }

    @Test("A date beyond any calendar is written, not a trap")
    func hugeDates() throws {
        let result = try run("""
        func main() -> Any {
            [Date(timeIntervalSince1970: 1e300).formatted(.dateTime.year()), Date(timeIntervalSince1970: -Double.infinity).formatted(), Date(timeIntervalSince1970: Double.nan).formatted(.iso8601)]
        }
        """)
        // Clamped to 10^13 seconds from 1970 (the year 318857); not a number is 1970 itself.
        #expect(result.hasPrefix(#"["318857", "#))
        #expect(result.contains("1970-01-01T00:00:00Z"))
    }
}
