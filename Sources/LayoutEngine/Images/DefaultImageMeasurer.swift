/// The engine's deterministic image measurer, used when a `LayoutTree` is given none: symbols
/// are sized from the font by `SymbolMetrics`, every named image is `namedImageSize` (100 × 100
/// points), and no file is looked up, so layout tests do not depend on installed files.
public final class DefaultImageMeasurer: ImageMeasuring {
    /// The size of every `Image("name")`.
    public let namedImageSize: Size

    public init(namedImageSize: Size = Size(width: 100, height: 100)) {
        self.namedImageSize = namedImageSize
    }

    public func measure(_ image: ImageContent, in environment: EnvironmentValues) -> ImageMeasurement {
        switch image.source {
        case .systemName: return SymbolMetrics.measurement(in: environment)
        case .named: return ImageMeasurement(size: namedImageSize)
        }
    }
}
