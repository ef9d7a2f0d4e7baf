/// A gradient as a shape style: its colour stops and its geometry, in the unit coordinates of
/// the frame it fills (SwiftUI resolves a gradient's `UnitPoint`s against the bounds of the
/// shape, text or view it is drawn in).
public struct GradientStyle: Hashable, Sendable, CustomStringConvertible {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0 (the start) ... 1 (the end).
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public enum Kind: Hashable, Sendable {
        /// `LinearGradient(startPoint:endPoint:)`.
        case linear(start: UnitPoint, end: UnitPoint)
        /// `RadialGradient(center:startRadius:endRadius:)`: radii in points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// `EllipticalGradient(center:startRadiusFraction:endRadiusFraction:)`: radii as
        /// fractions of the frame, stretched to its aspect ratio.
        case elliptical(center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
        /// `AngularGradient(center:startAngle:endAngle:)`: angles in radians, 0 pointing to the
        /// trailing edge and growing clockwise on screen, as SwiftUI's do.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    public var stops: [Stop]
    public var kind: Kind
    /// `Color.blue.gradient`: the colour's standard gradient, drawn a little lighter at its start
    /// than at its end (Documentation/drawing.md).
    public var isColorGradient = false

    public init(stops: [Stop], kind: Kind) {
        self.stops = stops
        self.kind = kind
    }

    /// The most stops a gradient is drawn with (README, the limits table): a scene's gradient of
    /// a million stops is drawn with this many of them, taken evenly (`limited`), with a warning
    /// where it is made.
    public static let maximumStops = 1_024

    /// `stops`, or, past `maximumStops`, that many of them taken at even intervals (the first
    /// and the last kept).
    public static func limited(_ stops: [Stop]) -> [Stop] {
        guard stops.count > maximumStops else { return stops }
        let last = Double(stops.count - 1)
        return (0..<maximumStops).map { index in
            stops[min(Int((Double(index) * last / Double(maximumStops - 1)).rounded()), stops.count - 1)]
        }
    }

    /// Colours spread evenly from 0 to 1, as `Gradient(colors:)` spreads them.
    public static func evenStops(_ colors: [Color]) -> [Stop] {
        guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
        return colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }

    public var description: String {
        switch kind {
        case .linear: return "LinearGradient"
        case .radial: return "RadialGradient"
        case .elliptical: return "EllipticalGradient"
        case .angular: return "AngularGradient"
        }
    }
}

/// SwiftUI's materials, thinnest first. Drawn as a translucent tint (a material blurs what is
/// behind it on iOS; the playground does not blur, see Documentation/drawing.md).
public enum Material: String, Hashable, Sendable, CaseIterable {
    case ultraThinMaterial, thinMaterial, regularMaterial, thickMaterial, ultraThickMaterial, bar
}
