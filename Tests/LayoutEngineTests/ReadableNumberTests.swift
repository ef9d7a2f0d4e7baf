import LayoutEngine
import Testing

@Suite("Numbers as a person reads them")
struct ReadableNumberTests {
    @Test("At most one decimal, rounded; ∞ and nil by name; never -0")
    func readable() {
        #expect(formatReadable(87.8896) == "87.9")
        #expect(formatReadable(115.2324) == "115.2")
        #expect(formatReadable(176.5) == "176.5")
        #expect(formatReadable(361) == "361")
        #expect(formatReadable(19.96) == "20")
        #expect(formatReadable(-0.04) == "0")
        #expect(formatReadable(-2.25) == "-2.3")
        #expect(formatReadable(-0.5) == "-0.5")
        #expect(formatReadable(.infinity) == "∞")
        #expect(formatReadable(1e300).hasPrefix("1"))
        #expect(ProposedViewSize(width: 176.5, height: nil).readable == "176.5×nil")
        #expect(Size(width: 87.8896, height: 20.2871).readable == "87.9×20.3")
    }
}
