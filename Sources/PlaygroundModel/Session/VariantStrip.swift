import LayoutEngine

/// Where the variants go in the strip under the canvas (`VariantSet`): side by side at one
/// scale, each named above its screen. The scale fits them all when that keeps them readable;
/// else it is `readableScale` and the strip scrolls (sideways along the row, and down a screen
/// taller than the strip), the names staying at the top. Pure arithmetic, in the strip's pixels.
public struct VariantStrip: Sendable {
    /// The pixels between two screens, around the strip, and above the screens for the names
    /// (two lines of 12 points).
    public static let gap = 24.0, margin = 12.0, caption = 36.0
    /// The smallest scale: body text (17 points) at 11 pixels, the least a person reads at a
    /// glance (five phones fitted in a 1024-pixel window were drawn at about a third, 6 pixels).
    public static let readableScale = 11.0 / 17.0

    /// Pixels per point.
    public let zoom: Double
    /// Each screen's rectangle, scrolled by `offset` (parts may be outside the strip).
    public let slots: [Rect]
    /// How far the strip scrolls, clamped: 0 up to `maxOffset`.
    public let offset: Point
    public let maxOffset: Point
    /// The row's length and the screens' height in pixels (the scroll bars' proportions).
    public let content: Size
    /// Where the screens are shown: under the names, inside the margins.
    public let screensTop: Double

    /// The strip of `viewport` pixels showing screens of `sizes` points, scrolled by `offset`.
    public init(sizes: [Size], viewport: Size, offset: Point = .zero) {
        let finite = sizes.map { Size(width: $0.width.isFinite ? max($0.width, 0) : 0, height: $0.height.isFinite ? max($0.height, 0) : 0) }
        let row = finite.reduce(0) { $0 + $1.width }
        let gaps = Self.gap * Double(max(finite.count - 1, 0))
        let tallest = finite.map(\.height).max() ?? 0
        screensTop = Self.margin + Self.caption
        let room = Size(width: max(viewport.width - 2 * Self.margin - gaps, 1), height: max(viewport.height - screensTop - Self.margin, 1))
        let fit = min(row > 0 ? room.width / row : .infinity, tallest > 0 ? room.height / tallest : .infinity)
        zoom = fit.isFinite ? max(fit, Self.readableScale) : 1
        content = Size(width: row * zoom + gaps, height: tallest * zoom)
        // Less than half a pixel over is rounding, not something to scroll to.
        func overflow(_ excess: Double) -> Double { excess > 0.5 ? excess : 0 }
        maxOffset = Point(x: overflow(content.width + 2 * Self.margin - viewport.width), y: overflow(content.height - room.height))
        let clamped = Point(x: min(max(offset.x.isFinite ? offset.x : 0, 0), maxOffset.x),
                            y: min(max(offset.y.isFinite ? offset.y : 0, 0), maxOffset.y))
        self.offset = clamped
        var x = maxOffset.x > 0 ? Self.margin - clamped.x : (viewport.width - content.width) / 2
        var slots: [Rect] = []
        for size in finite {
            slots.append(Rect(x: x, y: screensTop - clamped.y, width: size.width * zoom, height: size.height * zoom))
            x += size.width * zoom + Self.gap
        }
        self.slots = slots
    }
}
