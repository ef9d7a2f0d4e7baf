@testable import LayoutEngine
import Testing

/// The compact forms of per-view storage (Documentation/layout-speed.md, "Memory per view")
/// must behave exactly as the plain values they replace.
@Suite("Compact storage")
struct CompactStorageTests {
    @Test("A proposal keeps nil, 0 and infinity apart, takes -0 as 0 and negatives and NaN as 0, in 16 bytes")
    func proposalEncoding() {
        let unspecified = ProposedViewSize(width: nil, height: 5)
        #expect(unspecified.width == nil)
        #expect(unspecified.height == 5)
        #expect(unspecified != ProposedViewSize(width: 0, height: 5))
        #expect(ProposedViewSize(width: -0.0, height: nil) == ProposedViewSize(width: 0, height: nil))
        #expect(ProposedViewSize(width: -0.0, height: nil).hashValue == ProposedViewSize(width: 0, height: nil).hashValue)
        #expect(ProposedViewSize(width: -3, height: .nan) == .zero)
        #expect(ProposedViewSize.infinity.width == .infinity)
        var changed = ProposedViewSize.unspecified
        changed.width = -2
        changed[.vertical] = 7
        #expect(changed == ProposedViewSize(width: 0, height: 7))
        changed.height = nil
        #expect(changed.height == nil)
        #expect(MemoryLayout<ProposedViewSize>.size == 16)
    }

    @Test("A flexible frame's bounds read back as given, a NaN bound as none, in half the bytes")
    func frameBounds() {
        var frame = FlexFrameLayout(minWidth: 10, maxWidth: .infinity, idealHeight: .nan, maxHeight: -0.0)
        #expect(frame.minWidth == 10)
        #expect(frame.idealWidth == nil)
        #expect(frame.maxWidth == .infinity)
        #expect(frame.idealHeight == nil)
        #expect(frame.maxHeight == 0)
        frame.minHeight = 4
        #expect(frame.minHeight == 4)
        frame.minHeight = nil
        #expect(frame.minHeight == nil)
        // Six bounds of 8 bytes, the alignment and the contradiction flag.
        #expect(MemoryLayout<FlexFrameLayout>.size <= 6 * 8 + MemoryLayout<Alignment>.size + 1)
    }

    @Test("The properties a view keeps out of line read as their defaults until set, and per view")
    func viewExtras() {
        let plain = ViewNode.color()
        let other = ViewNode.color()
        #expect(plain.layoutPriority == nil)
        #expect(plain.alignmentGuides.isEmpty)
        #expect(plain.ignoredSafeAreaEdges.isEmpty)
        #expect(plain.preferenceWrites.isEmpty && plain.passObservers.isEmpty && plain.layoutValues.isEmpty)
        #expect(plain.environmentChange == nil && plain.environmentDependentChildren == nil)
        plain.layoutPriority = 2
        plain.ignoredSafeAreaEdges = .top
        plain.layoutValues["Key"] = 3
        #expect(plain.layoutPriority == 2)
        #expect(plain.ignoredSafeAreaEdges == .top)
        #expect(plain.layoutValues["Key"] as? Int == 3)
        #expect(other.layoutPriority == nil)
        #expect(other.ignoredSafeAreaEdges.isEmpty)
        plain.layoutPriority = nil
        #expect(plain.layoutPriority == nil)
        #expect(plain.ignoredSafeAreaEdges == .top)
    }

    @Test("A view's layout is stored once: every tree of the view shares its box")
    func layoutShared() throws {
        let root = ViewNode.vStack([ViewNode.color().frame(maxWidth: .infinity)])
        let first = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        let second = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
        let frameNode = first.root.children[0]
        #expect(frameNode.layoutBox === second.root.children[0].layoutBox)
        #expect(root.children[0].content.layout is FlexFrameLayout)
        guard case .layoutBox(let box) = root.children[0].content else {
            Issue.record("the frame is not a layout")
            return
        }
        #expect(box === frameNode.layoutBox)
    }

    @Test("Paths streamed one by one are the paths of the result, and so is the streamed JSON")
    func streamedOutput() throws {
        let root = ViewNode.vStack([
            .hStack([.text("a"), ViewNode.color().frame(width: 5)]),
            ViewNode.text("b").padding(),
            .custom("Row", body: .hStack([.text("c"), .spacer()])),
        ])
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: 200, height: 300))
        var streamed: [String] = []
        result.views.store.forEachPath { index, path in
            #expect(index == streamed.count)
            streamed.append(path)
        }
        #expect(streamed == result.paths)
        #expect(streamed.contains("0.2.0.1"))
        var bytes: [UInt8] = []
        var pieces = 0
        result.writeJSON(chunkSize: 64) { piece in
            bytes.append(contentsOf: piece)
            pieces += 1
        }
        #expect(pieces > 3)
        #expect(String(decoding: bytes, as: UTF8.self) == result.jsonText())
    }
}

/// Keeps the proxies of its subviews past its `placeSubviews` call.
private final class KeptSubviews {
    var subviews: LayoutSubviews?
}

private struct KeepingLayout: Layout {
    let kept: KeptSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: 50, height: 50)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        kept.subviews = subviews
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 20, height: 20))
    }
}

/// Places its own subview, then (wrongly) a subview of another layout through a kept proxy.
private struct IntrudingLayout: Layout {
    let kept: KeptSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: 50, height: 50)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: 30, height: 30))
        kept.subviews?[0].place(at: Point(x: 1000, y: 1000), proposal: ProposedViewSize(width: 5, height: 5))
    }
}

@Suite("Placement slots")
struct PlacementSlotTests {
    @Test("A layout places only its own subviews: a proxy of another layout's subview kept past its call moves nothing")
    func keptProxyIgnored() throws {
        let kept = KeptSubviews()
        let root = ViewNode.vStack(spacing: 0, [
            ViewNode("Keeper", content: .layout(KeepingLayout(kept: kept)), children: [.color()]),
            ViewNode("Intruder", content: .layout(IntrudingLayout(kept: kept)), children: [.color("blue")]),
        ])
        let result = try LayoutTree(root: root, textMeasurer: FixedAdvanceTextMeasurer())
            .layout(proposal: ProposedViewSize(width: 50, height: 100))
        let frames = Dictionary(uniqueKeysWithValues: zip(result.paths, result.views.map(\.frame)))
        #expect(frames["0.0.0"] == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(frames["0.1.0"] == Rect(x: 0, y: 50, width: 30, height: 30))
    }
}
