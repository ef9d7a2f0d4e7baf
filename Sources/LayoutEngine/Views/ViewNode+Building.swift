/// Building view trees in Swift, spelled like SwiftUI: `ViewNode.hStack(spacing: 0) { ... }`,
/// `.frame(width: 10)`. Tests and benchmarks use it; `SceneSource` builds the same nodes from
/// source. Each modifier returns a new node whose child 0 is the receiver, as paths count.
extension ViewNode {
    // MARK: Leaves

    public static func color(_ name: String = "red") -> ViewNode {
        ViewNode("Color", content: .color(.named(name)))
    }

    public static func shape(_ kind: ShapeKind) -> ViewNode {
        ViewNode(kind.description, content: .shape(kind))
    }

    public static func text(_ string: String) -> ViewNode {
        ViewNode("Text", content: .text(TextContent(string)), argumentSummary: "\"\(string)\"")
    }

    /// `Image(systemName: name)`.
    public static func image(systemName name: String) -> ViewNode {
        ViewNode("Image", content: .image(.systemName(name)), argumentSummary: "systemName: \"\(name)\"")
    }

    /// `Image(name)`: a named image (a PNG for the renderer's measurer).
    public static func image(_ name: String) -> ViewNode {
        ViewNode("Image", content: .image(.named(name)), argumentSummary: "\"\(name)\"")
    }

    /// `.resizable()` on an image: changes its content, no level. Other nodes are returned
    /// unchanged.
    public func resizable() -> ViewNode {
        if case .image(var image) = content {
            image.isResizable = true
            content = .image(image)
        }
        return self
    }

    public static func spacer(minLength: Double? = nil) -> ViewNode {
        ViewNode("Spacer", content: .spacer(minLength: minLength))
    }

    public static func divider() -> ViewNode { ViewNode("Divider", content: .divider) }

    public static func empty() -> ViewNode { ViewNode("EmptyView", content: .empty) }

    // MARK: Containers

    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode("HStack", content: .layout(HStackLayout(alignment: alignment, spacing: spacing)), children: children)
    }

    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode("VStack", content: .layout(VStackLayout(alignment: alignment, spacing: spacing)), children: children)
    }

    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode("ZStack", content: .layout(ZStackLayout(alignment: alignment)), children: children)
    }

    public static func viewThatFits(in axes: Axis.Set = .both, _ children: [ViewNode]) -> ViewNode {
        ViewNode("ViewThatFits", content: .layout(ViewThatFitsLayout(axes: axes)), children: children)
    }

    public static func geometryReader(_ content: @escaping (GeometryProxy) -> [ViewNode]) -> ViewNode {
        ViewNode("GeometryReader", content: .geometryReader(content))
    }

    /// An instance of a custom view named `name` whose body is `body`.
    public static func custom(_ name: String, body: ViewNode) -> ViewNode {
        ViewNode(name, role: .customView, content: .layout(PassthroughLayout()), children: [body])
    }

    // MARK: Modifiers

    /// Wraps the receiver in a modifier node named `name` laid out by `layout`.
    public func modifier(_ name: String, _ layout: any Layout, arguments: String = "", secondary: ViewNode? = nil) -> ViewNode {
        ViewNode(name, role: .modifier, content: .layout(layout), children: [self] + (secondary.map { [$0] } ?? []),
                 argumentSummary: arguments)
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modifier("frame", FrameLayout(width: width, height: height, alignment: alignment))
    }

    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        modifier("frame", FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    public func padding(_ length: Double = PaddingLayout.defaultLength) -> ViewNode {
        modifier("padding", PaddingLayout(insets: EdgeInsets(.all, length)))
    }

    public func padding(_ insets: EdgeInsets) -> ViewNode {
        modifier("padding", PaddingLayout(insets: insets))
    }

    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        modifier("offset", OffsetLayout(x: x, y: y))
    }

    public func position(x: Double = 0, y: Double = 0) -> ViewNode {
        modifier("position", PositionLayout(x: x, y: y))
    }

    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        modifier("fixedSize", FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    public func aspectRatio(_ ratio: Double? = nil, contentMode: AspectRatioLayout.ContentMode) -> ViewNode {
        modifier("aspectRatio", AspectRatioLayout(aspectRatio: ratio, contentMode: contentMode))
    }

    public func layoutPriority(_ priority: Double) -> ViewNode {
        let node = modifier("layoutPriority", PassthroughLayout())
        node.layoutPriority = priority
        return node
    }

    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> ViewNode {
        let node = modifier("alignmentGuide", PassthroughLayout())
        node.alignmentGuides[guide.key] = computeValue
        return node
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> Double) -> ViewNode {
        let node = modifier("alignmentGuide", PassthroughLayout())
        node.alignmentGuides[guide.key] = computeValue
        return node
    }

    /// `.ignoresSafeArea(edges:)`: grows over the unsafe area on `edges` where it reaches it.
    public func ignoresSafeArea(edges: Edge.Set = .all) -> ViewNode {
        let node = modifier("ignoresSafeArea", SafeAreaIgnoringLayout(edges: edges))
        node.ignoredSafeAreaEdges = edges
        return node
    }

    /// The receiver, growing over the unsafe area on `edges` as a `background(_ style:)`
    /// colour does (no level of its own).
    public func ignoringSafeAreaEdges(_ edges: Edge.Set = .all) -> ViewNode {
        ignoredSafeAreaEdges = edges
        return self
    }

    public func background(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        modifier("background", SecondaryViewLayout(placement: .background, alignment: alignment), secondary: secondary)
    }

    public func overlay(alignment: Alignment = .center, _ secondary: ViewNode) -> ViewNode {
        modifier("overlay", SecondaryViewLayout(placement: .overlay, alignment: alignment), secondary: secondary)
    }

    /// A modifier that changes the environment of the receiver (`.font`, `.environment`).
    public func environment(_ name: String = "environment", _ change: @escaping (inout EnvironmentValues) -> Void) -> ViewNode {
        let node = modifier(name, PassthroughLayout())
        node.environmentChange = change
        return node
    }
}
