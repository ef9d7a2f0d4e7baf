/// The boxes of the built-in layouts scenes are made of: one final class per layout type, whose
/// overrides call the pass with the layout's concrete type.
///
/// `LayoutBox<L>`'s methods are compiled once, unspecialised: every size asked of a stack
/// went through the generic `LayoutPass.sizeThatFits<L>`, which looked `L.Cache` up at run
/// time (`swift_getAssociatedTypeWitness`), retained what it was handed and only then reached
/// the specialised code the `@_specialize` attributes made, about 90 instructions per request
/// and 70 per container placed (Documentation/layout-speed.md, "What a request costs"). A
/// subclass of `LayoutBox<HStackLayout>` is not generic: its overrides are compiled for the
/// concrete layout, and the pass's methods inlined into them.
extension AnyLayoutBox {
    /// The box of a built-in layout, nil for any other. `L` is known where a view is made, so
    /// the comparisons of types fold away in specialised callers.
    @inline(__always)
    static func builtInBox<L: Layout>(_ layout: L) -> AnyLayoutBox? {
        if L.self == HStackLayout.self { return HStackLayoutBox(unsafeBitCast(layout, to: HStackLayout.self)) }
        if L.self == VStackLayout.self { return VStackLayoutBox(unsafeBitCast(layout, to: VStackLayout.self)) }
        if L.self == ZStackLayout.self { return ZStackLayoutBox(unsafeBitCast(layout, to: ZStackLayout.self)) }
        if L.self == FrameLayout.self { return FrameLayoutBox(unsafeBitCast(layout, to: FrameLayout.self)) }
        if L.self == FlexFrameLayout.self { return FlexFrameLayoutBox(unsafeBitCast(layout, to: FlexFrameLayout.self)) }
        if L.self == PaddingLayout.self { return PaddingLayoutBox(unsafeBitCast(layout, to: PaddingLayout.self)) }
        if L.self == SecondaryViewLayout.self { return SecondaryViewLayoutBox(unsafeBitCast(layout, to: SecondaryViewLayout.self)) }
        if L.self == PassthroughLayout.self { return PassthroughLayoutBox(unsafeBitCast(layout, to: PassthroughLayout.self)) }
        return nil
    }
}

final class HStackLayoutBox: LayoutBox<HStackLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class VStackLayoutBox: LayoutBox<VStackLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class ZStackLayoutBox: LayoutBox<ZStackLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class FrameLayoutBox: LayoutBox<FrameLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class FlexFrameLayoutBox: LayoutBox<FlexFrameLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class PaddingLayoutBox: LayoutBox<PaddingLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class SecondaryViewLayoutBox: LayoutBox<SecondaryViewLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}

final class PassthroughLayoutBox: LayoutBox<PassthroughLayout> {
    override var placesFromAnswersAlone: Bool { true }
    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { pass.sizeThatFits(layout, node, proposal) }
    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { pass.placeChildren(layout, node, frame: frame, proposal: proposal) }
}
