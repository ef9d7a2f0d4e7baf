import LayoutEngine
import PlaygroundModel
import Testing

@Suite("Proposal state and device presets")
struct ProposalStateTests {
    @Test("A proposal describes each dimension as points, nil or inf")
    func description() {
        #expect(ProposalState(width: 393, height: 852).description == "393 x 852")
        #expect(ProposalState(width: .unspecified, height: .infinity).description == "nil x inf")
        #expect(ProposalState(width: .points(120.5), height: .unspecified).description == "120.5 x nil")
    }

    @Test("A proposal state becomes the engine's proposal and back")
    func engineProposal() {
        let state = ProposalState(width: .unspecified, height: .infinity)
        #expect(state.proposal == ProposedViewSize(width: nil, height: .infinity))
        #expect(ProposalState(ProposedViewSize(width: 10, height: nil)) == ProposalState(width: .points(10), height: .unspecified))
        #expect(ProposalState(width: .points(-5), height: .points(3)).proposal == ProposedViewSize(width: 0, height: 3))
    }

    @Test("Proposal text is read as WxH with nil and inf")
    func parsing() {
        #expect(ProposalState(parsing: "393x852") == ProposalState(width: 393, height: 852))
        #expect(ProposalState(parsing: "nil x inf") == ProposalState(width: .unspecified, height: .infinity))
        #expect(ProposalState(parsing: "-3x4") == nil)
        #expect(ProposalState(parsing: "wide") == nil)
    }

    @Test("Presets give Apple's screen sizes and safe areas in both orientations")
    func presets() throws {
        let phone = try #require(DevicePreset.named("iPhone 15"))
        #expect(phone.proposal == ProposalState(width: 393, height: 852))
        #expect(phone.safeArea == EdgeInsets(top: 59, bottom: 34))
        #expect(phone.safeAreaProposal == ProposalState(width: 393, height: 759))
        let landscape = phone.rotated
        #expect(landscape.id == "iPhone 15 (landscape)")
        #expect(landscape.size == Size(width: 852, height: 393))
        #expect(landscape.safeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(DevicePreset.named("iPhone SE")?.safeArea == EdgeInsets(top: 20))
        #expect(DevicePreset.named("iPhone 15 Pro Max")?.size == Size(width: 430, height: 932))
        let iPad = try #require(DevicePreset.named("iPad (10th generation) (landscape)"))
        #expect(iPad.size == Size(width: 1180, height: 820))
        #expect(iPad.safeArea == EdgeInsets(top: 24, bottom: 20))
        #expect(DevicePreset.all.count == 8)
        #expect(Set(DevicePreset.all.map(\.id)).count == 8)
    }
}
