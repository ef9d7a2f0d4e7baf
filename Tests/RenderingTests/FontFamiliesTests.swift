import LayoutEngine
import Rendering
import Testing

/// Which families measure the text: Apple's where installed, Inter and DejaVu standing in.
@Suite("Font families")
struct FontFamiliesTests {
    @Test("SF Pro, SF Pro Rounded, New York and SF Mono are chosen when installed; Text below 20 points, Display from 20")
    func appleFontsWhenInstalled() {
        let variable = FontFamilies.installed(among: ["SF Pro", "SF Pro Rounded", "New York", "SF Mono", "Inter"])
        #expect(variable.family(for: .body, pointSize: 17) == "SF Pro" && variable.family(for: .body, pointSize: 34) == "SF Pro")
        #expect(variable.family(for: Font.system(size: 17, design: .rounded), pointSize: 17) == "SF Pro Rounded")
        #expect(variable.family(for: Font.system(size: 17, design: .serif), pointSize: 17) == "New York")
        #expect(variable.family(for: Font.system(size: 17, design: .monospaced), pointSize: 17) == "SF Mono")
        #expect(variable.summary == "SF Pro" && variable.isSanFrancisco)
        let split = FontFamilies.installed(among: ["SF Pro Text", "SF Pro Display", "Inter"])
        #expect(split.family(for: .body, pointSize: 17) == "SF Pro Text" && split.family(for: .body, pointSize: 28) == "SF Pro Display")
        #expect(split.rounded == "SF Pro Text" && split.serif == "DejaVu Serif")
    }

    @Test("Without Apple's fonts: Inter, said to stand in; --font's family replaces the default")
    func standIns() {
        let none = FontFamilies.installed(among: ["Inter", "DejaVu Serif", "DejaVu Sans", "DejaVu Sans Mono"])
        #expect(none == FontFamilies.standIns && none.summary == "Inter (standing in for SF Pro)" && !none.isSanFrancisco)
        let chosen = FontFamilies.installed(preferring: "dejavu sans", among: ["Inter", "DejaVu Sans"])
        #expect(chosen.family(for: .body, pointSize: 17) == "DejaVu Sans" && chosen.family(for: .body, pointSize: 34) == "DejaVu Sans")
        // A measurer made without families takes the default, which tests leave as the stand-ins.
        #expect(PangoTextMeasurer().families == FontFamilies.standIns)
        #expect(PangoTextMeasurer(families: chosen).resolvedFamily() == "DejaVu Sans")
    }
}
