extension Rect {
    /// The frame as drawn on a display of `scale` pixels per point: origin and far corner each
    /// rounded to the nearest pixel, halves going up (SwiftUI's rounding); the size is the
    /// difference, so adjacent views stay adjacent. Layout itself never rounds.
    public func roundedToPixels(scale: Double) -> Rect {
        guard scale > 0, scale.isFinite else { return self }
        func round(_ value: Double) -> Double {
            value.isFinite ? (value * scale + 0.5).rounded(.down) / scale : value
        }
        let x0 = round(minX), y0 = round(minY)
        let x1 = round(maxX), y1 = round(maxY)
        return Rect(x: x0, y: y0, width: (x1 - x0).finiteOrZero, height: (y1 - y0).finiteOrZero)
    }
}
