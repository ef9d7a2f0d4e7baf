import PlaygroundModel
import Testing

/// A scene's `// render:` lines, which the window opens on (issue 32, defect 7).
@Suite("Render directives")
struct RenderDirectiveTests {
    @Test("The first line that names a screen gives it: a proposal, or a device named in quotes")
    func screens() {
        #expect(RenderDirective.screen(in: "// render: --proposal 393x400\n// render: --proposal 393x600 --dynamic-type accessibility2\nText(\"Hi\")\n")
                == Screen(proposal: ProposalState(width: 393, height: 400)))
        let device = RenderDirective.screen(in: "// render: --device \"iPhone 15 (landscape)\"\nText(\"Hi\")\n")
        #expect(device?.preset == "iPhone 15 (landscape)")
        #expect(device?.proposal == ProposalState(width: 852, height: 393))
        #expect(RenderDirective.screen(in: "// render: --dynamic-type xSmall\n// render: --device iphone\\ se\n")?.preset == "iPhone SE")
        #expect(RenderDirective.screen(in: "// render: --proposal nilx100\n")?.proposal == ProposalState(width: .unspecified, height: .points(100)))
    }

    @Test("No line, a line without a screen, an unknown device or a bad size: no screen")
    func none() {
        #expect(RenderDirective.screen(in: "Text(\"Hi\")\n") == nil)
        #expect(RenderDirective.screen(in: "// render: --dynamic-type xSmall\n") == nil)
        #expect(RenderDirective.screen(in: "// render: --device \"iPhone 99\"\n") == nil)
        #expect(RenderDirective.screen(in: "// render: --proposal big\n") == nil)
        #expect(RenderDirective.all(in: "// render: --device 'iPhone 15' --overlays frames\n").first?.arguments == ["--device", "iPhone 15", "--overlays", "frames"])
    }
}
