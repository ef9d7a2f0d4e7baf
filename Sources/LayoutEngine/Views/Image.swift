/// SwiftUI's `Image` types that scenes name: `Image.Scale` (`.imageScale(_:)`) and
/// `Image.TemplateRenderingMode` (`.renderingMode(_:)`). The image itself is a
/// `ViewNode.Content.image(ImageContent)`.
public enum Image {
    /// The relative size of SF Symbols (`.imageScale(_:)`), read from the environment.
    public enum Scale: String, Hashable, Sendable, CaseIterable {
        case small, medium, large
    }

    /// How an image is coloured (`.renderingMode(_:)`): `template` tints its opaque pixels with
    /// the foreground style, `original` keeps its colours. nil on `ImageContent` = SwiftUI's
    /// default: template for symbols, original for named images.
    public enum TemplateRenderingMode: String, Hashable, Sendable {
        case template, original
    }
}

/// How an SF Symbol's layers are coloured (`.symbolRenderingMode(_:)`). The Adwaita stand-ins
/// have one layer, so every mode draws like `monochrome`; the value is kept for output.
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}
