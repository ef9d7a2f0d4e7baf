import LayoutEngine
import PlaygroundModel
import Testing

@Suite("The screen a scene is shown on")
struct ScreenTests {
    @Test("A device's screen resized is a custom size without the device's bars; the same size keeps the device")
    func resizing() throws {
        let iPhone = Screen(try #require(DevicePreset.named("iPhone 15")))
        #expect(iPhone.preset == "iPhone 15" && iPhone.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(iPhone.resized(to: ProposalState(width: 393, height: 852)) == iPhone)
        let small = iPhone.resized(to: ProposalState(width: 320, height: 70))
        #expect(small == Screen(proposal: ProposalState(width: 320, height: 70)))
        #expect(small.preset == nil && small.safeArea == EdgeInsets())
    }

    @Test("Choosing a device, then typing a size, are one undo step each; undo brings back name, size and bars together")
    func undo() throws {
        let document = PlaygroundDocument(source: "Text(\"A\")\n", filePath: nil)
        let iPhone = Screen(try #require(DevicePreset.named("iPhone 15")))
        document.recordScreenChange(from: document.screen, to: iPhone)
        // A drag sets the proposal as it goes: the screen stops being the device at once.
        document.proposal = ProposalState(width: 300, height: 852)
        #expect(document.screen.preset == nil && document.screen.safeArea == EdgeInsets())
        document.recordScreenChange(from: iPhone, to: document.screen)
        document.undo()
        #expect(document.screen == iPhone)
        document.undo()
        #expect(document.screen == .standard)
        document.redo()
        #expect(document.screen == iPhone)
        let session = LayoutSession(document: document, textMeasurer: FixedAdvanceTextMeasurer())
        #expect(session.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    }

    @Test("One grammar for a proposal, with the reason when it is not one")
    func grammar() {
        for text in ["393x852", "393 x 852", "393×852", "nil x inf", "INF X 0", "0.5x.infinity"] {
            #expect(ProposalState(parsing: text) != nil, "\(text)")
        }
        #expect(ProposalState(parsing: "393 x 852") == ProposalState(width: 393, height: 852))
        #expect(ProposalState(parsing: "nil x inf") == ProposalState(width: .unspecified, height: .infinity))
        func problem(_ text: String) -> String? {
            if case .failure(let error) = ProposalState.parse(text) { return error.description }
            return nil
        }
        #expect(problem("-5x10") == "a proposed size cannot be negative; use numbers of points from 0, nil or inf")
        #expect(problem("abc x 10") == "each dimension is a number of points, nil or inf (for example 393x852)")
        #expect(problem("393") == "a proposal is a width and a height, W x H (for example 393x852)")
        #expect(problem("1x2x3") != nil)
    }
}
