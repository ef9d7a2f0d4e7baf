/// The content of an `Image` view: which image, and the image modifiers applied to it directly
/// (`.resizable()`, `.renderingMode(_:)`, `.symbolRenderingMode(_:)`, `.symbolVariant(_:)`),
/// which take no level of their own, like `Text`'s `.bold()`.
///
/// How big it is comes from an `ImageMeasuring` (the symbol scale and font from the
/// environment); how it lays out from `isResizable`:
/// - not resizable: its intrinsic size, whatever the proposal;
/// - resizable: the proposal, each unspecified dimension replaced by the intrinsic one (so its
///   ideal size is the intrinsic size, which `aspectRatio(contentMode:)` reads).
public struct ImageContent: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// `Image(systemName: "star.fill")`: an SF Symbol.
        case systemName(String)
        /// `Image("swiftui")`: an asset, looked up as `swiftui.png` by the renderer's measurer.
        case named(String)
    }

    public var source: Source
    /// `.resizable()`: the image stretches to the proposal.
    public var isResizable = false
    /// `.renderingMode(_:)`; nil = the default for the source (template for symbols).
    public var renderingMode: Image.TemplateRenderingMode?
    /// `.symbolRenderingMode(_:)`; nil = monochrome.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// `.symbolVariant(_:)`: name components appended to a symbol's name (`fill`,
    /// `circle`, `circle.fill`, `slash`), in SwiftUI's order.
    public var symbolVariants: [String] = []

    public init(_ source: Source) {
        self.source = source
    }

    public static func systemName(_ name: String) -> ImageContent { ImageContent(.systemName(name)) }
    public static func named(_ name: String) -> ImageContent { ImageContent(.named(name)) }

    public var isSymbol: Bool {
        if case .systemName = source { return true }
        return false
    }

    /// The symbol's name with its variants applied (`person` + `circle`, `fill` =
    /// `person.circle.fill`); a variant the name already has is not added twice. nil for a
    /// named image.
    public var symbolName: String? {
        guard case .systemName(let base) = source else { return nil }
        var components = base.split(separator: ".").map(String.init)
        // SF Symbols name the shape (circle, square, rectangle) before `slash`, and `slash`
        // before `fill`: `person.circle.fill`, `bell.slash.fill`.
        for (rank, variant) in Self.variantOrder.enumerated()
        where symbolVariants.contains(variant) && !components.contains(variant) {
            let later = components.firstIndex { component in
                (Self.variantOrder.firstIndex(of: component) ?? -1) > max(rank, 2)
            }
            components.insert(variant, at: later ?? components.endIndex)
        }
        return components.joined(separator: ".")
    }

    private static let variantOrder = ["circle", "square", "rectangle", "slash", "fill"]

    /// The image's name as the scene wrote it.
    public var name: String {
        switch source {
        case .systemName(let name), .named(let name): return name
        }
    }

    /// Whether the image is drawn as a silhouette in the foreground colour.
    public var isTemplate: Bool {
        renderingMode.map { $0 == .template } ?? isSymbol
    }
}
