/// A view's layout behind a class (`ViewNode.Content.layoutBox`): `LayoutBox<L>` calls the
/// pass's generic methods with its stored layout, so they are specialised for `L` and nothing
/// is copied per call.
///
/// The view holds the box and every layout node of the view shares it: the layout is stored
/// once. A view held an `any Layout` (a frame's is 130 bytes, in a heap box of its own) and each
/// layout node a second copy in a box like this one (Documentation/layout-speed.md, "Memory
/// per view"). A box never changes: a layout is a value.
public class AnyLayoutBox {
    /// A built-in layout scenes are made of gets a box of its own class (LayoutBox+BuiltIn.swift),
    /// whose methods call the pass with the layout's concrete type; any other layout, the
    /// generic `LayoutBox<L>`.
    static func make<L: Layout>(_ layout: L) -> AnyLayoutBox { builtInBox(layout) ?? LayoutBox(layout) }

    /// The layout, as an existential (for casts; the pass calls the typed methods below).
    public var anyLayout: any Layout { fatalError("abstract") }
    /// The layout when it is an `L`.
    func layout<L: Layout>(as type: L.Type) -> L? { fatalError("abstract") }
    /// The layout's properties, read without making an existential (which boxes a large layout).
    var properties: LayoutProperties { fatalError("abstract") }
    /// True when the layout adjusts its subviews' safe area (`SafeAreaAdjusting`).
    var adjustsSafeArea: Bool { fatalError("abstract") }
    /// True when where the layout puts its subviews follows from its bounds, its proposal and
    /// its subviews' answers alone (no container size, safe area, scene code or state): the
    /// built-in layouts' boxes (LayoutBox+BuiltIn.swift). See `LayoutNode.placementIsReusable`.
    var placesFromAnswersAlone: Bool { false }

    func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size { fatalError("abstract") }
    func explicitValue(_ pass: LayoutPass, _ node: LayoutNode, _ guide: AnyAlignmentGuide, _ proposal: ProposedViewSize) -> Double? { fatalError("abstract") }
    func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) { fatalError("abstract") }
}

/// Not final: the built-in layouts' boxes are its subclasses (LayoutBox+BuiltIn.swift).
class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    override public var anyLayout: any Layout { layout }
    override func layout<T: Layout>(as type: T.Type) -> T? { layout as? T }
    override var properties: LayoutProperties { layout.properties }
    override var adjustsSafeArea: Bool { layout.properties.adjustsSafeArea && layout is SafeAreaAdjusting }

    override func sizeThatFits(_ pass: LayoutPass, _ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        pass.sizeThatFits(layout, node, proposal)
    }

    override func explicitValue(_ pass: LayoutPass, _ node: LayoutNode, _ guide: AnyAlignmentGuide, _ proposal: ProposedViewSize) -> Double? {
        pass.explicitValue(layout, node, guide, proposal)
    }

    override func placeChildren(_ pass: LayoutPass, _ node: LayoutNode, frame: Rect, proposal: ProposedViewSize) {
        pass.placeChildren(layout, node, frame: frame, proposal: proposal)
    }
}

