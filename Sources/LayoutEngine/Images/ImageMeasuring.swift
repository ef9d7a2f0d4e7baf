/// Measures images for layout: the engine asks once per image view and layout tree, a measurer
/// answers the image's intrinsic size. Tests and the engine's default use
/// `DefaultImageMeasurer`; the product uses `AssetImageMeasurer` (the `Rendering` module),
/// which reads PNG files and knows which SF Symbols have a stand-in.
///
/// The measurer answers the intrinsic size only; the engine applies SwiftUI's rule: an image
/// without `resizable()` is that size whatever the proposal, a resizable one takes the
/// proposal (its ideal size being the intrinsic size).
public protocol ImageMeasuring: AnyObject {
    func measure(_ image: ImageContent, in environment: EnvironmentValues) -> ImageMeasurement
}

/// A measured image: its intrinsic size and what drawing needs to know.
public struct ImageMeasurement: Hashable, Sendable {
    /// The intrinsic size in points (for a PNG, 1 pixel = 1 point).
    public var size: Size
    /// Distance from the top to the baseline text aligns with (`firstTextBaseline` and
    /// `lastTextBaseline`), at the intrinsic size; nil = the bottom edge, SwiftUI's default for
    /// views without text. A resizable image scales it with its height.
    public var baseline: Double?
    /// The file the measurer found for the image (a PNG or a symbol's SVG stand-in); nil when
    /// there is none and a placeholder is drawn.
    public var filePath: String?
    /// A problem to report once at the image's source location ("no stand-in for SF Symbol
    /// 'x'; drawing a placeholder"); it becomes a `LayoutWarning`.
    public var warning: String?

    public init(size: Size, baseline: Double? = nil, filePath: String? = nil, warning: String? = nil) {
        self.size = size
        self.baseline = baseline
        self.filePath = filePath
        self.warning = warning
    }
}
