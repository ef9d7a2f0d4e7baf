/// One view of a scene, resolved to values the engine lays out: a leaf (shape, colour, text,
/// spacer, ...), a layout with subviews (a container or a layout modifier), or a group.
///
/// A scene is a tree of `ViewNode`s. `SceneSource` builds it from SwiftUI source; tests build it
/// in Swift. Modifiers are nodes too: `Color.red.frame(width: 10)` is a `frame` node whose child
/// 0 is the `Color`, which is also how paths count levels (`0`, `0.0`, ...).
public final class ViewNode {
    /// What the node is.
    public enum Content {
        case shape(ShapeKind)
        case color(Color)
        case text(TextContent)
        /// `Image(systemName:)` or `Image("name")`, sized by the tree's `ImageMeasuring`.
        case image(ImageContent)
        /// `Spacer(minLength:)`; nil = the default minimum of 8 points.
        case spacer(minLength: Double?)
        case divider
        /// `EmptyView()`: keeps its index among its siblings, is never sized or drawn.
        case empty
        /// A container or layout modifier: `children` are its subviews. Made with
        /// `.layout(_:)`; `layout` reads it.
        case layoutBox(AnyLayoutBox)
        /// Children spliced into the enclosing container's subviews (a custom view whose body
        /// has several views); in a single-child position they stack vertically.
        case group
        /// `GeometryReader`: takes the proposal (10x10 when unspecified) and builds its content
        /// from the size it gets, placing it at its top-leading corner.
        case geometryReader((GeometryProxy) -> [ViewNode])

        /// A container or layout modifier laid out by `layout`.
        public static func layout(_ layout: some Layout) -> Content { .layoutBox(AnyLayoutBox.make(layout)) }

        /// The layout of a container or layout modifier; nil for other content.
        public var layout: (any Layout)? {
            if case .layoutBox(let box) = self { return box.anyLayout }
            return nil
        }
    }

    /// How the node is named in output and in the tree editor.
    public enum Role: Hashable, Sendable {
        /// A view: `HStack`, `Text`.
        case view
        /// A modifier applied to child 0: `frame`, `padding`.
        case modifier
        /// An instance of a `struct ...: View` declared in the scene; its body is child 0.
        case customView
    }

    public var typeName: String
    public var content: Content
    /// After `content` (57 bytes), in the word it leaves partly empty.
    public var role: Role
    public var children: [ViewNode]
    /// Builds the children from the environment instead of `children` (a custom view that reads
    /// `@Environment`); called once per layout tree.
    public var environmentDependentChildren: ((EnvironmentValues) -> [ViewNode])? {
        get { extrasBox?.value.environmentDependentChildren }
        set { if newValue != nil || extrasBox != nil { extras.environmentDependentChildren = newValue } }
    }
    /// Applied to the environment of this node and its descendants (`.font`, `.environment`).
    public var environmentChange: ((inout EnvironmentValues) -> Void)? {
        get { extrasBox?.value.environmentChange }
        set { if newValue != nil || extrasBox != nil { extras.environmentChange = newValue } }
    }
    /// Set by `.layoutPriority(_:)`; the parent stack reads it through unary modifiers.
    public var layoutPriority: Double? {
        get { extrasBox?.value.layoutPriority }
        set { if newValue != nil || extrasBox != nil { extras.layoutPriority = newValue } }
    }
    /// Explicit guides set by `.alignmentGuide(_:computeValue:)`, computed from the dimensions of
    /// child 0.
    public var alignmentGuides: [AlignmentKey: (ViewDimensions) -> Double] {
        get { extrasBox?.value.alignmentGuides ?? [:] }
        set { if !newValue.isEmpty || extrasBox != nil { extras.alignmentGuides = newValue } }
    }
    /// How the view is drawn. Most views keep the default, so the style is stored in a box
    /// made on the first change (a `DrawingStyle` is over 300 bytes; inline it was half of every
    /// view's memory). Copy-on-write: a copied node's style is its own.
    public var style: DrawingStyle {
        get { styleBox?.value ?? DrawingStyle.plain }
        set { styleBox = StyleBox(newValue) }
        _modify {
            if styleBox == nil {
                styleBox = StyleBox(DrawingStyle.plain)
            } else if !isKnownUniquelyReferenced(&styleBox!) {
                styleBox = StyleBox(styleBox!.value)
            }
            yield &styleBox!.value
        }
    }
    private var styleBox: StyleBox?
    /// False when no modifier has changed the view's style (it is `DrawingStyle.plain`): a
    /// reader that only needs the exceptions tests this before copying the style.
    public var isStyled: Bool { styleBox != nil }
    /// Edges on which the view grows over the unsafe area when it reaches the safe area's edge:
    /// set on `ignoresSafeArea` and on a `background` drawn with a colour or shape style
    /// (`SafeAreaRegion`). Empty for every other view.
    public var ignoredSafeAreaEdges: Edge.Set {
        get { extrasBox?.value.ignoredSafeAreaEdges ?? [] }
        set { if !newValue.isEmpty || extrasBox != nil { extras.ignoredSafeAreaEdges = newValue } }
    }
    /// Values set with `.layoutValue(key:value:)`, by the key's type name; a scene's `Layout`
    /// reads them from its subviews. Opaque to the engine.
    public var layoutValues: [String: Any] {
        get { extrasBox?.value.layoutValues ?? [:] }
        set { if !newValue.isEmpty || extrasBox != nil { extras.layoutValues = newValue } }
    }
    /// Preference values this view sets for its subtree (`.preference`, `.anchorPreference`,
    /// `.transformPreference`).
    public var preferenceWrites: [PreferenceWrite] {
        get { extrasBox?.value.preferenceWrites ?? [] }
        set { if !newValue.isEmpty || extrasBox != nil { extras.preferenceWrites = newValue } }
    }
    /// Closures run after each pass with the preference value of this view's subtree
    /// (`.onPreferenceChange`), and hooks run after each pass (`.onAppear`).
    public var passObservers: [PassObserver] {
        get { extrasBox?.value.passObservers ?? [] }
        set { if !newValue.isEmpty || extrasBox != nil { extras.passObservers = newValue } }
    }
    /// The properties above, which few views set, out of line: inline they were 80 of a view's
    /// 260 bytes (Documentation/layout-speed.md, "Memory per view"). Copy-on-write, as `style`.
    private var extrasBox: Boxed<Extras>?
    private var extras: Extras {
        get { extrasBox?.value ?? Extras() }
        _modify {
            if extrasBox == nil {
                extrasBox = Boxed(Extras())
            } else if !isKnownUniquelyReferenced(&extrasBox!) {
                extrasBox = Boxed(extrasBox!.value)
            }
            yield &extrasBox!.value
        }
    }

    struct Extras {
        var environmentDependentChildren: ((EnvironmentValues) -> [ViewNode])?
        var environmentChange: ((inout EnvironmentValues) -> Void)?
        var layoutPriority: Double?
        var alignmentGuides: [AlignmentKey: (ViewDimensions) -> Double] = [:]
        var ignoredSafeAreaEdges: Edge.Set = []
        var layoutValues: [String: Any] = [:]
        var preferenceWrites: [PreferenceWrite] = []
        var passObservers: [PassObserver] = []
    }
    /// The arguments as the scene wrote them, for output (`width: 100, height: 50`).
    public var argumentSummary: String
    public var sourceLocation: SourceLocation?

    public init(
        _ typeName: String, role: Role = .view, content: Content, children: [ViewNode] = [],
        argumentSummary: String = "", sourceLocation: SourceLocation? = nil
    ) {
        self.typeName = typeName
        self.role = role
        self.content = content
        self.children = children
        self.argumentSummary = argumentSummary
        self.sourceLocation = sourceLocation
    }

    /// `typeName` with a leading dot for modifiers: `.frame`, `HStack`.
    public var displayName: String { role == .modifier ? ".\(typeName)" : typeName }

    /// The same view over other children, with its style, environment change and layout
    /// values: a modifier of a container that SwiftUI applies to each of the container's views
    /// (a `Section`'s in a list) is one such copy per view.
    public func copy(children: [ViewNode]) -> ViewNode {
        let node = ViewNode(typeName, role: role, content: content, children: children, argumentSummary: argumentSummary, sourceLocation: sourceLocation)
        node.styleBox = styleBox
        node.extrasBox = extrasBox
        return node
    }
}

/// A node's drawing style, out of line (see `ViewNode.style`).
final class StyleBox {
    var value: DrawingStyle
    init(_ value: DrawingStyle) { self.value = value }
}

/// What a `GeometryReader`'s content closure receives (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    /// The reader's size: its proposal with unspecified dimensions replaced by 10.
    public var size: Size
    /// The reader's frame in the root view's coordinate space (`.global`).
    public var globalFrame: Rect
    public var safeAreaInsets: EdgeInsets

    public init(size: Size, globalFrame: Rect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = size
        self.globalFrame = globalFrame
        self.safeAreaInsets = safeAreaInsets
    }
}
