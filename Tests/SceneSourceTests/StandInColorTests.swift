import LayoutEngine
@testable import SceneSource
import Testing

/// The colours that stand in for an app's (StandInPalette): what each name means, a hue from
/// the name that is the same however the colour is written and in every run, inks that read on
/// every stand-in background in both appearances, and `.tint` taking any colour.
@Suite("Stand-in colours")
struct StandInColorTests {
    /// The colours a laid-out scene fills with (`Color` views) and draws text in, in tree order.
    private func colors(_ source: String) throws -> (fills: [LayoutEngine.Color], foregrounds: [LayoutEngine.Color]) {
        let loaded = load(source)
        let root = try #require(loaded.root, "\(loaded.diagnostics)")
        let result = try layout(root, ProposedViewSize(width: 393, height: 852))
        var fills: [LayoutEngine.Color] = []
        var foregrounds: [LayoutEngine.Color] = []
        for placed in result.views {
            if case .color(let color) = placed.view.content { fills.append(color) }
            if let fill = placed.view.style.fill { fills.append(fill) }
            if let foreground = placed.view.style.foreground { foregrounds.append(foreground) }
        }
        return (fills, foregrounds)
    }

    @Test("A name's meaning picks iOS's colour: backgrounds grouped, cards raised, text the label colours, lines the separator, colour words their colour")
    func rolesFromNames() {
        let expected: [String: String] = [
            "cardBackground": "secondarySystemGroupedBackground", "surface": "secondarySystemGroupedBackground",
            "background": "systemGroupedBackground", "screenBG": "systemGroupedBackground", "primaryBackground": "systemGroupedBackground",
            "textPrimary": "label", "primaryText": "label", "titleColor": "label", "secondaryText": "secondaryLabel", "mutedLabel": "secondaryLabel",
            "border": "separator", "dividerColor": "separator", "brandBlue": "blue", "errorRed": "red", "warning": "orange", "offWhite": "white",
            "Color.Text.primary": "label", "Asset.Colors.cardBackground.color": "secondarySystemGroupedBackground",
        ]
        for (name, system) in expected {
            #expect(StandInPalette.role(of: name) == .system(system), "\(name)")
            var color = LayoutEngine.Color.named(system)
            color.isStandIn = true
            #expect(StandInPalette.color(for: name) == color, "\(name)")
        }
        #expect(StandInPalette.role(of: "brandPrimary") == .accent)
        #expect(StandInPalette.role(of: "tintColor") == .accent)
        #expect(StandInPalette.role(of: "ocean") == .hue)
    }

    @Test("The hue is FNV-1a of the name's words modulo 360, whichever way the colour is written; two names differ")
    func stableHue() {
        // FNV-1a (64 bits) of "brandprimary" is 0x61ce82e9fab8a3c8 (computed outside the
        // project, in Python): 128 modulo 360; "brandsecondary" gives 200.
        #expect(StandInPalette.hue(of: "brandPrimary") == 128)
        #expect(StandInPalette.hue(of: "brandSecondary") == 200)
        let written = ["brandPrimary", "Color.brandPrimary", "BrandPrimary", "Theme.colors.brandPrimary", "brandPrimaryColor", "Asset.Colors.brandPrimary.color"]
        let colors = written.map { StandInPalette.color(for: $0) }
        #expect(Set(colors).count == 1, "\(colors)")
        #expect(StandInPalette.color(for: "brandPrimary") != StandInPalette.color(for: "brandSecondary"))
    }

    @Test("Every ink reads on the light screen and grouped grey and on the dark screen and card grey (4.5:1), and white or black text reads on it (3:1)")
    func inksContrast() throws {
        func luminance(_ color: LayoutEngine.Color) throws -> Double {
            guard case .rgb(let red, let green, let blue) = color.value else { throw StandInTestFailure("not RGB: \(color)") }
            return LayoutEngine.Color.relativeLuminance(red: red, green: green, blue: blue)
        }
        // The luminances of white, (242, 242, 247), black and (28, 28, 30), by WCAG's formula.
        #expect(LayoutEngine.Color.relativeLuminance(red: 1, green: 1, blue: 1) == 1)
        #expect(LayoutEngine.Color.relativeLuminance(red: 0, green: 0, blue: 0) == 0)
        #expect(abs(LayoutEngine.Color.relativeLuminance(red: 0.5, green: 0.5, blue: 0.5) - 0.21404) < 0.0001)
        let lightGrey = LayoutEngine.Color.relativeLuminance(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        let darkCard = LayoutEngine.Color.relativeLuminance(red: 28 / 255, green: 28 / 255, blue: 30 / 255)
        for hue in stride(from: 0.0, to: 360, by: 3) {
            guard case .appearance(let light, let dark) = StandInPalette.ink(hue: hue).value else { Issue.record("not per appearance"); continue }
            let inLight = try luminance(light), inDark = try luminance(dark)
            #expect(LayoutEngine.Color.contrastRatio(inLight, 1) >= 4.5, "hue \(hue)")
            #expect(LayoutEngine.Color.contrastRatio(inLight, lightGrey) >= 4.5, "hue \(hue)")
            #expect(LayoutEngine.Color.contrastRatio(inDark, 0) >= 4.5, "hue \(hue)")
            #expect(LayoutEngine.Color.contrastRatio(inDark, darkCard) >= 4.5, "hue \(hue)")
            #expect(LayoutEngine.Color.contrastRatio(inLight, 1) >= 3 && LayoutEngine.Color.contrastRatio(inLight, 0) >= 3, "hue \(hue)")
            #expect(LayoutEngine.Color.contrastRatio(inDark, 1) >= 3 && LayoutEngine.Color.contrastRatio(inDark, 0) >= 3, "hue \(hue)")
        }
    }

    @Test("A pasted card: undeclared brandPrimary text on an undeclared cardBackground are two different stand-ins, each warned with what it stands in as")
    func pastedCard() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    VStack {
                        Text("Weekly digest").foregroundColor(.brandPrimary)
                        Text("Five stories").foregroundStyle(Color.secondaryText)
                    }
                    .padding()
                    .background(Color.cardBackground)
                }
            }
            """
        let (fills, foregrounds) = try colors(source)
        var card = LayoutEngine.Color.named("secondarySystemGroupedBackground")
        card.isStandIn = true
        #expect(fills.contains(card), "\(fills)")
        #expect(foregrounds.contains(StandInPalette.color(for: "brandPrimary")), "\(foregrounds)")
        #expect(foregrounds.allSatisfy { $0.isStandIn })
        let warnings = messages(laidOut(load(source)), .warning)
        #expect(warnings.contains("'.brandPrimary' is not declared in the scene (a colour or style of its app?); it stands in as an accent colour (green, from its name)")
                    || warnings.contains("'Color.brandPrimary' is not declared in the scene (an extension of its app?); it stands in as an accent colour (green, from its name)"), "\(warnings)")
        #expect(warnings.contains("'Color.cardBackground' is not declared in the scene (an extension of its app?); it stands in as iOS's secondarySystemGroupedBackground"), "\(warnings)")
        #expect(warnings.contains("'Color.secondaryText' is not declared in the scene (an extension of its app?); it stands in as iOS's secondaryLabel"), "\(warnings)")
        #expect(!warnings.contains { $0.contains("grey") })
    }

    @Test("Color(\"BrandPrimary\") without an asset catalogue is the stand-in for its name; Color(hex:) is the colour its digits give")
    func assetAndHex() throws {
        let (fills, _) = try colors(##"VStack { Color("BrandPrimary"); Color(hex: "#FF8000"); Color(hex: "brand") }"##)
        #expect(fills.count == 3)
        #expect(fills.first == StandInPalette.color(for: "brandPrimary"))
        #expect(fills.dropFirst().first?.value == .rgb(red: 1, green: 128.0 / 255, blue: 0))
        #expect(fills.last == StandInPalette.color(for: "brand"))
        let warnings = messages(laidOut(load(#"Color("BrandPrimary")"#)), .warning)
        #expect(warnings.contains("no colour set 'BrandPrimary.colorset' in an asset catalog beside the scene; it stands in as an accent colour (green, from its name)"), "\(warnings)")
    }

    @Test("A model's colour member stands in by its own name (theme.cardBackground is the card background)")
    func modelMembers() throws {
        let (fills, foregrounds) = try colors("""
            struct Card: View {
                let theme: Theme
                var body: some View { Text("A").foregroundColor(theme.brandPrimary).background(theme.cardBackground) }
            }
            """)
        #expect(foregrounds.contains(StandInPalette.color(for: "brandPrimary")), "\(foregrounds)")
        #expect(fills.contains(StandInPalette.color(for: "cardBackground")), "\(fills)")
    }

    @Test(".tint takes any colour: a stand-in's or an RGB one reaches a prominent button's fill and a borderless button's text; .tint(nil) is the accent colour")
    func tintTakesAnyColour() throws {
        let (fills, foregrounds) = try colors("""
            VStack {
                Button("Go") {}.buttonStyle(.borderedProminent).tint(.brandPrimary)
                Button("Red") {}.tint(Color(red: 1, green: 0, blue: 0))
                Button("Nil") {}.tint(nil)
            }
            """)
        #expect(fills.contains(StandInPalette.color(for: "brandPrimary")), "\(fills)")
        #expect(foregrounds.contains(LayoutEngine.Color(.rgb(red: 1, green: 0, blue: 0))), "\(foregrounds)")
        #expect(foregrounds.contains(.named("accentColor")), "\(foregrounds)")
    }
}

struct StandInTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
